import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763800000010 implements MigrationInterface {
  name = 'Identity1763800000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        first_name text,
        last_name text,
        profile_image_url text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The layout connect-pg-simple reads and writes (sessions: sid, sess, expire).
    await queryRunner.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sessions_expire ON sessions (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sessions, users`);
  }
}
