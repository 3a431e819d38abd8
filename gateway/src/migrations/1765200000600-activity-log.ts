import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's activity log: every change an admin made, who made it (as their account read
 * then, so the entry outlives the account) and what it set. Read newest first, by area.
 */
export class ActivityLog1765200000600 implements MigrationInterface {
  name = 'ActivityLog1765200000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE activity_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        actor_id uuid,
        actor_name text NOT NULL,
        actor_email text NOT NULL,
        area text NOT NULL,
        action text NOT NULL,
        subject text,
        details text[] NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`CREATE INDEX activity_log_newest ON activity_log (at DESC, id)`);
    await queryRunner.query(`CREATE INDEX activity_log_area_newest ON activity_log (area, at DESC, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE activity_log`);
  }
}
