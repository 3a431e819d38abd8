import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A pricing tier may be a limited edition of a given number of prints, each numbered on its certificate. */
export class LimitedEditions1764300000400 implements MigrationInterface {
  name = 'LimitedEditions1764300000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pricing_tiers ADD COLUMN edition_size integer CHECK (edition_size BETWEEN 1 AND 10000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pricing_tiers DROP COLUMN edition_size`);
  }
}
