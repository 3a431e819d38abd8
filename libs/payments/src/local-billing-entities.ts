import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { Currency } from '@artshop/contracts';
import type { ProviderShippingAddress, ProviderSubscriptionStatus } from './billing.js';

/** The local provider's Product (a Mail Club plan), in the schema of the service that uses it. */
@Entity({ name: 'local_products' })
export class LocalProduct {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean' })
  active: boolean;

  /** Deleted (in the dashboard): retrieving it answers null. */
  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @Column({ type: 'jsonb' })
  metadata: Record<string, string>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A monthly recurring Price. */
@Entity({ name: 'local_prices' })
export class LocalPrice {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey: string;

  @Column({ name: 'product_id', type: 'text' })
  productId: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ type: 'boolean' })
  active: boolean;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A hosted subscription checkout (mode=subscription). */
@Entity({ name: 'local_checkout_sessions' })
export class LocalCheckoutSession {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey: string;

  @Column({ name: 'price_id', type: 'text' })
  priceId: string;

  @Column({ name: 'customer_id', type: 'text', nullable: true })
  customerId: string | null;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail: string | null;

  @Column({ type: 'jsonb' })
  metadata: Record<string, string>;

  @Column({ name: 'success_url', type: 'text' })
  successUrl: string;

  @Column({ name: 'cancel_url', type: 'text' })
  cancelUrl: string;

  @Column({ type: 'text' })
  status: 'open' | 'complete' | 'expired';

  /** The incomplete subscription waiting for 3-D Secure, then the subscription it created. */
  @Column({ name: 'subscription_id', type: 'text', nullable: true })
  subscriptionId: string | null;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress: ProviderShippingAddress | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  /** By the local clock. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'local_subscriptions' })
export class LocalSubscription {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'customer_id', type: 'text' })
  customerId: string;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail: string | null;

  @Column({ name: 'price_id', type: 'text' })
  priceId: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ type: 'text' })
  status: ProviderSubscriptionStatus;

  @Column({ name: 'current_period_start', type: 'timestamptz' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  /** The first paid period's start: every period ends on its day of the month (the month's last day when shorter), as Stripe's billing_cycle_anchor. */
  @Column({ name: 'billing_cycle_anchor', type: 'timestamptz' })
  billingCycleAnchor: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'jsonb' })
  metadata: Record<string, string>;

  @Column({ name: 'latest_invoice_id', type: 'text', nullable: true })
  latestInvoiceId: string | null;

  /** The saved test card's number (renewals charge it). */
  @Column({ name: 'card_number', type: 'text' })
  cardNumber: string;

  /** Test hook: this many coming charges of the saved card fail. */
  @Column({ name: 'fail_renewals', type: 'integer', default: 0 })
  failRenewals: number;

  /** Failed retries of the open renewal invoice (0–3). */
  @Column({ name: 'retry_count', type: 'integer', default: 0 })
  retryCount: number;

  /** When the open invoice is charged again (past_due), by the local clock. */
  @Column({ name: 'next_retry_at', type: 'timestamptz', nullable: true })
  nextRetryAt: Date | null;

  /** By the local clock. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'local_invoices' })
export class LocalInvoice {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'subscription_id', type: 'text' })
  subscriptionId: string;

  @Column({ name: 'customer_id', type: 'text' })
  customerId: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  currency: Currency;

  /** Stripe's: draft, open, paid, uncollectible, void. */
  @Column({ type: 'text' })
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

  /** subscription_create or subscription_cycle. */
  @Column({ name: 'billing_reason', type: 'text' })
  billingReason: string;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  @Column({ name: 'attempt_count', type: 'integer', default: 0 })
  attemptCount: number;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The local clock's offset from real time (Stripe's test clocks): one row, id 1. */
@Entity({ name: 'local_billing_clock' })
export class LocalBillingClock {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'offset_ms', type: 'bigint', transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  offsetMs: number;
}

export const localBillingEntities = [LocalProduct, LocalPrice, LocalCheckoutSession, LocalSubscription, LocalInvoice, LocalBillingClock];

/** Lists after CreateLocalPaymentTables (it reuses local_webhook_deliveries for its notifications). */
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
