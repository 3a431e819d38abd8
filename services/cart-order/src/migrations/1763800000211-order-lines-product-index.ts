import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * catalog asks whether a product was ever ordered before it deletes one.
 * Built concurrently, which no transaction may hold: orders keep being placed meanwhile. Databases migrated
 * before the index moved here from the migration before already have it, and keep it.
 */
export class OrderLinesProductIndex1763800000211 implements MigrationInterface {
  name = 'OrderLinesProductIndex1763800000211';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'order_lines_product', `ON order_lines (product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS order_lines_product`);
  }
}
