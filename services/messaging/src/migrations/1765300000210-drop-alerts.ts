import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notify me: an address that asked to hear when a drop opens, once per drop (the unique key). Confirmed
 * by its link (double opt-in); mailed_at is set by the one mail it gets, members at early access, the
 * rest at the public release.
 */
export class DropAlerts1765300000210 implements MigrationInterface {
  name = 'DropAlerts1765300000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE drop_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        drop_id uuid NOT NULL,
        drop_slug text NOT NULL,
        drop_name text NOT NULL,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
        confirm_token_hash text UNIQUE,
        confirm_token_expires_at timestamptz,
        confirmed_at timestamptz,
        mailed_at timestamptz,
        mail_id uuid REFERENCES outgoing_mail (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (drop_id, email)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE drop_alerts`);
  }
}
