import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { Currency } from '@artshop/contracts';
import type { ProviderPaymentStatus } from './provider.js';

/** The local provider's PaymentIntent, in the schema of the service that uses the provider. */
@Entity({ name: 'local_payment_intents' })
export class LocalPaymentIntent {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret: string;

  /** One per createPayment request: the same key answers the same payment. */
  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey: string;

  /** The request's parameters as first sent with the key: another request under it is refused. */
  @Column({ name: 'request_fingerprint', type: 'text' })
  requestFingerprint: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ type: 'text' })
  status: ProviderPaymentStatus;

  @Column({ type: 'jsonb' })
  metadata: Record<string, string>;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'receipt_email', type: 'text', nullable: true })
  receiptEmail: string | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  @Column({ name: 'failure_code', type: 'text', nullable: true })
  failureCode: string | null;

  /** The charge made when the payment succeeded (`ch_local_…`); refunds name it. */
  @Column({ name: 'charge_id', type: 'text', nullable: true })
  chargeId: string | null;

  @Column({ name: 'amount_refunded', type: 'integer', default: 0 })
  amountRefunded: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity({ name: 'local_refunds' })
export class LocalRefund {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'payment_intent_id', type: 'text' })
  paymentIntentId: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text' })
  status: 'succeeded';

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A notification, written with the change it reports and posted to the webhook until it is answered 2xx. */
@Entity({ name: 'local_webhook_deliveries' })
export class LocalWebhookDelivery {
  /** The event's id, `evt_local_…`. */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  /** The exact JSON body, signed afresh at each attempt (the signature carries its time). */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** Why the last attempt failed (a status and the start of the answer, or the network error). */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const localPaymentEntities = [LocalPaymentIntent, LocalRefund, LocalWebhookDelivery];

/** A service that may run the local provider lists this migration; it creates the tables in that service's schema. */
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
