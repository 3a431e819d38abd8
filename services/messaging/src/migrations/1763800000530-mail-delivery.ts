import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What sending for real needs: reply-to and headers, delivery attempts and errors, the hand-off to the queue. */
export class MailDelivery1763800000530 implements MigrationInterface {
  name = 'MailDelivery1763800000530';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outgoing_mail
        ADD COLUMN reply_to text,
        ADD COLUMN headers jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN message_id uuid REFERENCES messages (id) ON DELETE SET NULL,
        ADD COLUMN delivery text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN error text,
        ADD COLUMN enqueued_at timestamptz,
        ADD COLUMN failed_at timestamptz`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_waiting ON outgoing_mail (created_at) WHERE status = 'queued'`);
    await queryRunner.query(`CREATE INDEX outgoing_mail_message ON outgoing_mail (message_id) WHERE message_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outgoing_mail_message`);
    await queryRunner.query(`DROP INDEX outgoing_mail_waiting`);
    await queryRunner.query(`
      ALTER TABLE outgoing_mail
        DROP COLUMN reply_to, DROP COLUMN headers, DROP COLUMN message_id, DROP COLUMN delivery,
        DROP COLUMN attempts, DROP COLUMN error, DROP COLUMN enqueued_at, DROP COLUMN failed_at`);
  }
}
