import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Carts of guests (by session) and customers; one line per product and pricing tier in a cart. */
export class Cart1763800000210 implements MigrationInterface {
  name = 'Cart1763800000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_key text NOT NULL,
        product_id uuid NOT NULL,
        tier_id uuid,
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_items_line UNIQUE NULLS NOT DISTINCT (owner_key, product_id, tier_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cart_items`);
  }
}
