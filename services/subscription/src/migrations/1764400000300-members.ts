import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SUBSCRIPTION_STATUSES } from '@artshop/contracts';

/**
 * Mail Club members: one row per provider subscription, projected from the provider's current
 * state; the checkouts members started (so a subscription is tied to its account and e-mail
 * whichever notification arrives first); and every billing notification, recorded once.
 */
export class Members1764400000300 implements MigrationInterface {
  name = 'Members1764400000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statuses = SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE user_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- NULL once the account is deleted: the row stays for the artist's books.
        user_id uuid,
        user_email text NOT NULL DEFAULT '',
        customer_name text,
        plan_id uuid NOT NULL,
        stripe_subscription_id text NOT NULL UNIQUE,
        stripe_customer_id text NOT NULL,
        status text NOT NULL CHECK (status IN (${statuses})),
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        currency text NOT NULL,
        current_period_start timestamptz,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        cancel_at timestamptz,
        ended_at timestamptz,
        latest_invoice_id text,
        latest_invoice_status text,
        latest_invoice_url text,
        shipping_address jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX user_subscriptions_user ON user_subscriptions (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX user_subscriptions_plan ON user_subscriptions (plan_id, status)`);
    await queryRunner.query(`
      CREATE TABLE subscription_checkouts (
        id uuid PRIMARY KEY,
        session_id text NOT NULL UNIQUE,
        user_id uuid,
        user_email text NOT NULL,
        plan_id uuid NOT NULL,
        subscription_id text,
        shipping_address jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscription_checkouts_subscription ON subscription_checkouts (subscription_id)`);
    await queryRunner.query(`
      CREATE TABLE billing_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        subscription_id text,
        checkout_session_id text,
        payment_intent_id text,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX billing_events_unprocessed ON billing_events (received_at) WHERE processed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE billing_events`);
    await queryRunner.query(`DROP TABLE subscription_checkouts`);
    await queryRunner.query(`DROP TABLE user_subscriptions`);
  }
}
