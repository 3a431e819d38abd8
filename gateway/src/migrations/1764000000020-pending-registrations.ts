import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Registrations waiting for their e-mail to be confirmed: the token's hash only, never the token. */
export class PendingRegistrations1764000000020 implements MigrationInterface {
  name = 'PendingRegistrations1764000000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pending_registrations (
        token_hash text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        first_name text NOT NULL,
        last_name text NOT NULL,
        password_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pending_registrations`);
  }
}
