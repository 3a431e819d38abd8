import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * The Orders screen lists paid orders newest first, and finds a customer's by e-mail.
 * Built concurrently, which no transaction may hold: orders keep being placed meanwhile. Databases migrated
 * before the index moved here from the migration before already have it, and keep it.
 */
export class OrdersListIndexes1764300000101 implements MigrationInterface {
  name = 'OrdersListIndexes1764300000101';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(
      queryRunner,
      'orders_paid_created',
      `ON orders (created_at DESC) WHERE payment_status IN ('paid', 'partially_refunded', 'refunded')`,
    );
    await createIndexConcurrently(queryRunner, 'orders_customer_email', `ON orders (lower(customer_email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_customer_email`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_paid_created`);
  }
}
