import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Corporate inquiries join the inbox (kind + their form fields as details), and messages can be archived. */
export class Inbox1763800000510 implements MigrationInterface {
  name = 'Inbox1763800000510';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE messages
        ADD COLUMN kind text NOT NULL DEFAULT 'contact' CHECK (kind IN ('contact', 'corporate')),
        ADD COLUMN details jsonb,
        ADD COLUMN is_archived boolean NOT NULL DEFAULT false,
        ADD COLUMN archived_at timestamptz,
        ADD COLUMN replied_at timestamptz`);
    await queryRunner.query(`CREATE INDEX messages_inbox ON messages (is_archived, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX messages_inbox`);
    await queryRunner.query(
      `ALTER TABLE messages DROP COLUMN kind, DROP COLUMN details, DROP COLUMN is_archived, DROP COLUMN archived_at, DROP COLUMN replied_at`,
    );
  }
}
