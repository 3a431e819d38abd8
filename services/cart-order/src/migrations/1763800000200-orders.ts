import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1763800000200 implements MigrationInterface {
  name = 'Orders1763800000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        customer_phone text,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        status text NOT NULL DEFAULT 'pending',
        shipping_address jsonb,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX orders_created ON orders (created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE order_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        tier_id uuid,
        product_name text NOT NULL,
        tier_label text,
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        quantity integer NOT NULL CHECK (quantity >= 1)
      )`);
    await queryRunner.query(`CREATE INDEX order_lines_order ON order_lines (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_lines, orders`);
  }
}
