import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently } from '@artshop/persistence';

/**
 * A product's search text as a stored tsvector. The expression index answered a search's page, but
 * counting the matches (and their price span) rechecked each matching row by working its tsvector
 * out again: 300 ms for a common word among 10,000 works, against 2 ms read from the column.
 * Adding a stored column rewrites the products table once (seconds at that size); the index is then
 * built concurrently, so outside a transaction.
 */
export class ProductSearchDocument1765100000100 implements MigrationInterface {
  name = 'ProductSearchDocument1765100000100';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN IF NOT EXISTS search_document tsvector
         GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || coalesce(description, ''))) STORED`,
    );
    await createIndexConcurrently(queryRunner, 'products_search_document', `ON products USING gin (search_document)`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS products_search`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await createIndexConcurrently(queryRunner, 'products_search', `ON products USING gin (to_tsvector('english', name || ' ' || coalesce(description, '')))`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS products_search_document`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN search_document`);
  }
}
