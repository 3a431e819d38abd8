import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The tables of the in-process test payment provider the shop once had, kept only as migrations: cart-order's and
 * subscription's histories create them, and their DropLocalPayment… migrations remove them (and bring them back on
 * the way down). Nothing reads or writes them.
 */

/** Created the in-process provider's payments, refunds and notification deliveries in a service's schema. */
export class CreateLocalPaymentTables1764200000000 implements MigrationInterface {
  name = 'CreateLocalPaymentTables1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE local_payment_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        request_fingerprint text NOT NULL,
        amount integer NOT NULL CHECK (amount > 0),
        currency text NOT NULL,
        status text NOT NULL,
        metadata jsonb NOT NULL,
        description text NOT NULL,
        receipt_email text,
        failure_message text,
        failure_code text,
        charge_id text,
        amount_refunded integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0 AND amount_refunded <= amount),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE local_refunds (
        id text PRIMARY KEY,
        payment_intent_id text NOT NULL REFERENCES local_payment_intents (id),
        idempotency_key text NOT NULL UNIQUE,
        amount integer NOT NULL CHECK (amount > 0),
        reason text NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX local_refunds_payment ON local_refunds (payment_intent_id)`);
    await queryRunner.query(`
      CREATE TABLE local_webhook_deliveries (
        id text PRIMARY KEY,
        type text NOT NULL,
        payment_intent_id text,
        payload text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX local_webhook_deliveries_pending ON local_webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE local_webhook_deliveries`);
    await queryRunner.query(`DROP TABLE local_refunds`);
    await queryRunner.query(`DROP TABLE local_payment_intents`);
  }
}

/** Created the in-process provider's billing objects (after CreateLocalPaymentTables) in subscription's schema. */
export class CreateLocalBillingTables1764300000000 implements MigrationInterface {
  name = 'CreateLocalBillingTables1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE local_products (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        name text NOT NULL,
        description text,
        active boolean NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE local_prices (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        product_id text NOT NULL REFERENCES local_products (id),
        amount integer NOT NULL CHECK (amount > 0),
        currency text NOT NULL,
        active boolean NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE local_checkout_sessions (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        price_id text NOT NULL REFERENCES local_prices (id),
        customer_id text,
        customer_email text,
        metadata jsonb NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        status text NOT NULL,
        subscription_id text,
        shipping_address jsonb,
        failure_message text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX local_checkout_sessions_open ON local_checkout_sessions (expires_at) WHERE status = 'open'`);
    await queryRunner.query(`
      CREATE TABLE local_subscriptions (
        id text PRIMARY KEY,
        customer_id text NOT NULL,
        customer_email text,
        price_id text NOT NULL REFERENCES local_prices (id),
        amount integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        current_period_start timestamptz NOT NULL,
        current_period_end timestamptz NOT NULL,
        billing_cycle_anchor timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        canceled_at timestamptz,
        ended_at timestamptz,
        metadata jsonb NOT NULL,
        latest_invoice_id text,
        card_number text NOT NULL,
        fail_renewals integer NOT NULL DEFAULT 0,
        retry_count integer NOT NULL DEFAULT 0,
        next_retry_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX local_subscriptions_live ON local_subscriptions (current_period_end) WHERE status IN ('active', 'trialing', 'past_due', 'incomplete')`,
    );
    await queryRunner.query(`
      CREATE TABLE local_invoices (
        id text PRIMARY KEY,
        subscription_id text NOT NULL REFERENCES local_subscriptions (id),
        customer_id text NOT NULL,
        amount integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        billing_reason text NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        attempt_count integer NOT NULL DEFAULT 0,
        failure_message text,
        paid_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX local_invoices_subscription ON local_invoices (subscription_id)`);
    await queryRunner.query(`CREATE TABLE local_billing_clock (id integer PRIMARY KEY CHECK (id = 1), offset_ms bigint NOT NULL DEFAULT 0)`);
    await queryRunner.query(`INSERT INTO local_billing_clock (id, offset_ms) VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE local_billing_clock`);
    await queryRunner.query(`DROP TABLE local_invoices`);
    await queryRunner.query(`DROP TABLE local_subscriptions`);
    await queryRunner.query(`DROP TABLE local_checkout_sessions`);
    await queryRunner.query(`DROP TABLE local_prices`);
    await queryRunner.query(`DROP TABLE local_products`);
  }
}
