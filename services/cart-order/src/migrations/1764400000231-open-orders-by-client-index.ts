import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * The stock one client holds unpaid (open checkouts by client), capped across replicas.
 * Built concurrently, which no transaction may hold: orders keep being placed meanwhile. Databases migrated
 * before the index moved here from the migration before already have it, and keep it.
 */
export class OpenOrdersByClientIndex1764400000231 implements MigrationInterface {
  name = 'OpenOrdersByClientIndex1764400000231';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(
      queryRunner,
      'orders_open_by_client',
      `ON orders (client_key, reserved_until) WHERE payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_open_by_client`);
  }
}
