import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes: the codes the artist runs (unique whatever the case), and on each order the code it
 * was placed with, its amount off and each line's share of it (what a line refund gives back). A code's
 * uses are its orders: paid, or waiting for payment with their hold running.
 */
export class DiscountCodes1765400000200 implements MigrationInterface {
  name = 'DiscountCodes1765400000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE discount_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
        amount_off_cents integer CHECK (amount_off_cents > 0),
        product_kinds text[] NOT NULL DEFAULT '{}',
        members_only boolean NOT NULL DEFAULT false,
        drop_id uuid,
        min_subtotal_cents integer NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
        starts_at timestamptz,
        ends_at timestamptz,
        max_uses integer CHECK (max_uses > 0),
        max_uses_per_customer integer CHECK (max_uses_per_customer > 0),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX discount_codes_code ON discount_codes (upper(code))`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN discount_code_id uuid REFERENCES discount_codes (id),
        ADD COLUMN discount_code text,
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE order_lines ADD COLUMN discount_cents integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN discount_cents`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN discount_code_id, DROP COLUMN discount_code, DROP COLUMN discount_cents`);
    await queryRunner.query(`DROP TABLE discount_codes`);
  }
}
