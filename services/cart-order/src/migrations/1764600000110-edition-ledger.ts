import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edition numbers now come from catalog's ledger (which took over the numbers of the valid
 * certificates): the counters go, and no two valid certificates of a tier may share a number.
 */
export class EditionLedger1764600000110 implements MigrationInterface {
  name = 'EditionLedger1764600000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE edition_counters`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX certificates_valid_edition_number ON certificates (tier_id, edition_number) WHERE revoked_at IS NULL AND edition_number IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX certificates_valid_edition_number`);
    await queryRunner.query(`
      CREATE TABLE edition_counters (
        product_id uuid NOT NULL,
        tier_id uuid NOT NULL,
        last integer NOT NULL CHECK (last >= 1),
        PRIMARY KEY (product_id, tier_id)
      )`);
    await queryRunner.query(`
      INSERT INTO edition_counters (product_id, tier_id, last)
      SELECT product_id, tier_id, max(edition_number) FROM certificates WHERE edition_number IS NOT NULL GROUP BY product_id, tier_id`);
  }
}
