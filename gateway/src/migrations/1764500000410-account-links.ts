import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mailed links that change an account: a new password (a forgotten one) and a new e-mail address
 * (confirmed from the new inbox). The token's hash only, never the token; one open link per account
 * and kind, gone with the account.
 */
export class AccountLinks1764500000410 implements MigrationInterface {
  name = 'AccountLinks1764500000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE password_resets (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE email_changes (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        new_email text NOT NULL CHECK (new_email = lower(new_email)),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE email_changes`);
    await queryRunner.query(`DROP TABLE password_resets`);
  }
}
