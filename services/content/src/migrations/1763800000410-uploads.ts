import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Uploads1763800000410 implements MigrationInterface {
  name = 'Uploads1763800000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        owner_id text NOT NULL,
        status text NOT NULL DEFAULT 'awaiting-file' CHECK (status IN ('awaiting-file', 'received', 'finalized')),
        object_key text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'awaiting-file') = (object_key IS NULL))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE uploads`);
  }
}
