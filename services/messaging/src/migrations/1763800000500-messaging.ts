import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Messaging1763800000500 implements MigrationInterface {
  name = 'Messaging1763800000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        subject text,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE outgoing_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        template text NOT NULL,
        event_id uuid,
        to_address text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        status text NOT NULL DEFAULT 'queued',
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    // One mail per triggering event and template, even if the event were handled twice.
    await queryRunner.query(`CREATE UNIQUE INDEX outgoing_mail_event_template ON outgoing_mail (event_id, template) WHERE event_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outgoing_mail, messages`);
  }
}
