import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Manual orders: the artist enters a studio sale or a commission and sends the buyer a payment link.
 * `source` says where an order came from (the storefront's checkout or the back office); a manual
 * order awaiting payment has the link's unguessable token. A custom line (a commission) is not a
 * catalog work: its product_id is empty.
 */
export class ManualOrders1765400000100 implements MigrationInterface {
  name = 'ManualOrders1765400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN source text NOT NULL DEFAULT 'checkout' CONSTRAINT orders_source_check CHECK (source IN ('checkout', 'manual')),
        ADD COLUMN pay_token text CONSTRAINT orders_pay_token_key UNIQUE`);
    await queryRunner.query(`ALTER TABLE order_lines ALTER COLUMN product_id DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_lines WHERE product_id IS NULL`);
    await queryRunner.query(`ALTER TABLE order_lines ALTER COLUMN product_id SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN pay_token, DROP COLUMN source`);
  }
}
