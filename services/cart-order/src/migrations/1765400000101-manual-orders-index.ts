import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * The Orders screen lists the manual orders newest first: a small index of those alone, not a read of
 * every order. Built concurrently, which no transaction may hold: orders keep being placed meanwhile.
 */
export class ManualOrdersIndex1765400000101 implements MigrationInterface {
  name = 'ManualOrdersIndex1765400000101';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'orders_manual_created', `ON orders (created_at DESC) WHERE source = 'manual'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_manual_created`);
  }
}
