import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns to the list: the campaign (draft, scheduled, sending, sent, and where its sending is),
 * one row per recipient (their mail and unsubscribe token), the addresses that left the list, and
 * the Mail Club's members as messaging learns them from subscription.changed.
 */
export class Campaigns1765200000500 implements MigrationInterface {
  name = 'Campaigns1765200000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        text text NOT NULL DEFAULT '',
        images jsonb NOT NULL DEFAULT '[]',
        product_ids jsonb NOT NULL DEFAULT '[]',
        to_newsletter boolean NOT NULL DEFAULT true,
        to_mail_club boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent')),
        send_at timestamptz,
        works jsonb,
        batches integer NOT NULL DEFAULT 0,
        next_batch_at timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX campaigns_due ON campaigns (next_batch_at) WHERE status IN ('scheduled', 'sending')`);
    await queryRunner.query(`
      CREATE TABLE campaign_recipients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        email text NOT NULL,
        unsubscribe_token text NOT NULL UNIQUE,
        mail_id uuid REFERENCES outgoing_mail (id) ON DELETE SET NULL,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (campaign_id, email)
      )`);
    await queryRunner.query(`CREATE INDEX campaign_recipients_waiting ON campaign_recipients (campaign_id, created_at) WHERE mail_id IS NULL`);
    await queryRunner.query(`CREATE INDEX campaign_recipients_email ON campaign_recipients (email)`);
    await queryRunner.query(`
      CREATE TABLE list_opt_outs (
        email text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE mail_club_members (
        subscription_id uuid PRIMARY KEY,
        email text NOT NULL,
        status text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_club_members`);
    await queryRunner.query(`DROP TABLE list_opt_outs`);
    await queryRunner.query(`DROP TABLE campaign_recipients`);
    await queryRunner.query(`DROP TABLE campaigns`);
  }
}
