import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently, trigramOps } from '@artshop/persistence';

/**
 * The Orders screen's search (any part of the buyer's name or e-mail, ILIKE '%…%') is answered by
 * trigram indexes rather than by reading every order. Built concurrently: orders keep being placed meanwhile.
 */
export class OrdersSearch1765000000031 implements MigrationInterface {
  name = 'OrdersSearch1765000000031';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    const ops = await trigramOps(queryRunner);
    await createIndexConcurrently(queryRunner, 'orders_customer_name_search', `ON orders USING gin (customer_name ${ops})`);
    await createIndexConcurrently(queryRunner, 'orders_customer_email_search', `ON orders USING gin (customer_email ${ops})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_customer_email_search`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS orders_customer_name_search`);
  }
}
