import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of a limited edition's numbers: a row per number an order holds (given when its stock
 * is committed, taken back when the piece is refunded), so a refunded print's number is sold again
 * and no edition is ever sold beyond its size.
 *
 * The numbers already given were counted by cart-order, which issues the certificates: the numbers
 * of its valid certificates are read once from its schema (this handover is the only time catalog
 * reads it) so they stay taken. Then no tier's stock is left above the numbers still free (its size,
 * less the numbers taken and the prints held in checkouts).
 */
export class EditionNumbers1764600000100 implements MigrationInterface {
  name = 'EditionNumbers1764600000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE edition_numbers (
        tier_id uuid NOT NULL REFERENCES pricing_tiers (id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number >= 1),
        order_id uuid NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tier_id, number)
      )`);
    await queryRunner.query(`CREATE INDEX edition_numbers_order ON edition_numbers (order_id)`);
    await queryRunner.query(`
      DO $$ BEGIN
        IF to_regclass('cart_order.certificates') IS NOT NULL THEN
          INSERT INTO edition_numbers (tier_id, number, order_id, taken_at)
          SELECT c.tier_id, c.edition_number, c.order_id, c.issued_at
            FROM cart_order.certificates c JOIN pricing_tiers t ON t.id = c.tier_id
           WHERE c.edition_number IS NOT NULL AND c.revoked_at IS NULL
          ON CONFLICT DO NOTHING;
        END IF;
      END $$`);
    await queryRunner.query(`
      UPDATE pricing_tiers t SET stock = GREATEST(0, t.edition_size
          - (SELECT count(*) FROM edition_numbers e WHERE e.tier_id = t.id)
          - (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.tier_id = t.id AND r.status = 'active'))
       WHERE t.edition_size IS NOT NULL AND t.type <> 'Original' AND t.stock > GREATEST(0, t.edition_size
          - (SELECT count(*) FROM edition_numbers e WHERE e.tier_id = t.id)
          - (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.tier_id = t.id AND r.status = 'active'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE edition_numbers`);
  }
}
