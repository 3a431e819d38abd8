import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Refunded pieces put back on sale, one row per refund: a retried restock adds nothing. */
export class StockRestocks1764300000110 implements MigrationInterface {
  name = 'StockRestocks1764300000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stock_restocks (
        key text PRIMARY KEY,
        lines jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stock_restocks`);
  }
}
