import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notify me when a sold-out work (or one tier of it) is back: an address waits once per work and tier
 * (the unique index, over the asks not mailed yet); mailed_at is set by the one mail it gets when the
 * stock comes back, after which it may ask again.
 */
export class StockAlerts1765300000230 implements MigrationInterface {
  name = 'StockAlerts1765300000230';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stock_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL,
        tier_id uuid,
        product_name text NOT NULL,
        tier text,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
        confirm_token_hash text UNIQUE,
        confirm_token_expires_at timestamptz,
        confirmed_at timestamptz,
        mailed_at timestamptz,
        mail_id uuid REFERENCES outgoing_mail (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX stock_alerts_waiting ON stock_alerts (product_id, coalesce(tier_id, '00000000-0000-0000-0000-000000000000'), email)
        WHERE mailed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stock_alerts`);
  }
}
