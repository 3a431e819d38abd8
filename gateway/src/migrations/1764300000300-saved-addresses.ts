import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer's saved shipping addresses (at most 10, one default), gone with the account. */
export class SavedAddresses1764300000300 implements MigrationInterface {
  name = 'SavedAddresses1764300000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE saved_addresses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        label text NOT NULL,
        recipient_name text NOT NULL,
        phone text,
        street text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        zip_code text NOT NULL,
        country text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX saved_addresses_user ON saved_addresses (user_id, created_at)`);
    await queryRunner.query(`CREATE UNIQUE INDEX saved_addresses_one_default ON saved_addresses (user_id) WHERE is_default`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE saved_addresses`);
  }
}
