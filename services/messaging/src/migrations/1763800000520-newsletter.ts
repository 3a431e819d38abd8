import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Newsletter1763800000520 implements MigrationInterface {
  name = 'Newsletter1763800000520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        first_name text,
        last_name text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash text UNIQUE,
        confirm_token_expires_at timestamptz,
        unsubscribe_token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE newsletter_subscribers`);
  }
}
