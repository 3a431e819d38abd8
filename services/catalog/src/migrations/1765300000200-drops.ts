import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops: works grouped for a release at a set instant, optionally open to Mail Club members earlier. A
 * work is in one drop at most. What each phase's opening recorded (early_opened_at, released_at) makes
 * the release job's work happen once. Mail Club members as subscription.changed tells them: who may buy
 * in early access.
 */
export class Drops1765300000200 implements MigrationInterface {
  name = 'Drops1765300000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE drops (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        story text,
        cover_image text,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'released')),
        release_at timestamptz NOT NULL,
        early_access_hours integer CHECK (early_access_hours > 0),
        early_opened_at timestamptz,
        released_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE drop_products (
        drop_id uuid NOT NULL REFERENCES drops (id) ON DELETE CASCADE,
        product_id uuid NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        PRIMARY KEY (drop_id, product_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE mail_club_members (
        subscription_id uuid PRIMARY KEY,
        user_id uuid,
        status text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX mail_club_members_user ON mail_club_members (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_club_members`);
    await queryRunner.query(`DROP TABLE drop_products`);
    await queryRunner.query(`DROP TABLE drops`);
  }
}
