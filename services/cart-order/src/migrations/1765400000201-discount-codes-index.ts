import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * A code's uses are counted from its orders: an index of the orders placed with a code. Built
 * concurrently, which no transaction may hold: orders keep being placed meanwhile.
 */
export class DiscountCodesIndex1765400000201 implements MigrationInterface {
  name = 'DiscountCodesIndex1765400000201';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'orders_discount_code', `ON orders (discount_code_id) WHERE discount_code_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_discount_code`);
  }
}
