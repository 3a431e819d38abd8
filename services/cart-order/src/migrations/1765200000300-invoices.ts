import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices: an order's number is given the first time its invoice is issued and kept for good. The
 * numbers run 1, 2, 3… without a gap or a repeat, as the books need; a sequence would skip a number
 * on a rolled-back transaction, so the last number given is one row, taken and moved in the
 * transaction that records the invoice.
 */
export class Invoices1765200000300 implements MigrationInterface {
  name = 'Invoices1765200000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoices (
        order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE RESTRICT,
        invoice_number bigint NOT NULL UNIQUE CHECK (invoice_number >= 1),
        issued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE invoice_numbers (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        last_number bigint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`INSERT INTO invoice_numbers DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoice_numbers`);
    await queryRunner.query(`DROP TABLE invoices`);
  }
}
