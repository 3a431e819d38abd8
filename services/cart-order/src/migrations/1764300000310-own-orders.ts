import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/** The customer's own orders (the account's Orders tab, /orders) are read by their account. */
export class OwnOrders1764300000310 implements MigrationInterface {
  name = 'OwnOrders1764300000310';
  // Built concurrently, which no transaction may hold: orders keep being placed meanwhile.
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'orders_user', 'ON orders (user_id, created_at DESC) WHERE user_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_user`);
  }
}
