import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stock held for an order while its buyer pays (active), sold for good (committed) or given back (released). */
export class StockReservations1764200000120 implements MigrationInterface {
  name = 'StockReservations1764200000120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stock_reservations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL,
        product_id uuid NOT NULL,
        tier_id uuid,
        quantity integer NOT NULL CHECK (quantity >= 1),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'committed', 'released')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX stock_reservations_order ON stock_reservations (order_id)`);
    await queryRunner.query(`CREATE INDEX stock_reservations_expiring ON stock_reservations (expires_at) WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stock_reservations`);
  }
}
