import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificates of authenticity, one per original piece and per print of a limited edition sold, with
 * what they say copied at payment; and the last edition number given for each limited tier, so a
 * number is given once, in payment order, and never again (not even after a refund).
 */
export class Certificates1764300000410 implements MigrationInterface {
  name = 'Certificates1764300000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        order_id uuid NOT NULL REFERENCES orders (id),
        order_line_id uuid NOT NULL REFERENCES order_lines (id),
        product_id uuid NOT NULL,
        tier_id uuid,
        title text NOT NULL,
        artist_name text,
        year integer,
        medium text,
        dimensions text,
        edition_number integer CHECK (edition_number >= 1),
        edition_size integer CHECK (edition_size >= 1),
        issued_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CHECK ((edition_number IS NULL) = (edition_size IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX certificates_order ON certificates (order_id)`);
    await queryRunner.query(`CREATE INDEX certificates_line ON certificates (order_line_id)`);
    await queryRunner.query(`
      CREATE TABLE edition_counters (
        product_id uuid NOT NULL,
        tier_id uuid NOT NULL,
        last integer NOT NULL CHECK (last >= 1),
        PRIMARY KEY (product_id, tier_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE certificates, edition_counters`);
  }
}
