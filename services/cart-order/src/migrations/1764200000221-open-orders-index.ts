import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * A cart's open checkout (awaiting payment or failed, not cancelled), found by its owner.
 * Built concurrently, which no transaction may hold: orders keep being placed meanwhile. Databases migrated
 * before the index moved here from the migration before already have it, and keep it.
 */
export class OpenOrdersIndex1764200000221 implements MigrationInterface {
  name = 'OpenOrdersIndex1764200000221';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(
      queryRunner,
      'orders_open',
      `ON orders (owner_key, reserved_until) WHERE payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_open`);
  }
}
