import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist's replies, kept with the message they answer. Replies sent before this table existed
 * are known only as their mail, so their text is the mail's text as it went out.
 */
export class MessageReplies1765200000400 implements MigrationInterface {
  name = 'MessageReplies1765200000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
        mail_id uuid NOT NULL REFERENCES outgoing_mail (id),
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX message_replies_thread ON message_replies (message_id, created_at)`);
    await queryRunner.query(`
      INSERT INTO message_replies (message_id, mail_id, subject, body, created_at)
      SELECT mail.message_id, mail.id, mail.subject, mail.text, mail.created_at
        FROM outgoing_mail mail JOIN messages ON messages.id = mail.message_id
       WHERE mail.template = 'reply'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE message_replies`);
  }
}
