import { randomInt } from 'node:crypto';
import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import type { CardPaymentResult, Currency, LocalAuthenticationInput, LocalCardPaymentInput, PaymentSetup } from '@artshop/contracts';
import { queryPrepared } from '@artshop/persistence';
import { LocalPaymentIntent, LocalRefund, LocalWebhookDelivery } from './local-entities.js';
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from './provider.js';
import { parseSignedEvent, signPayload } from './webhook.js';
import {
  LocalBilling,
  type LocalBillingUrls,
  type LocalCheckoutDescription,
  type LocalCheckoutPayment,
  type LocalCheckoutResult,
  type LocalInvoiceDescription,
} from './local-billing.js';
import type {
  BillingProvider,
  CreateMonthlyPriceInput,
  CreateSubscriptionCheckoutInput,
  ListSubscriptionsInput,
  ProviderCheckoutSession,
  ProviderCheckoutSessionRef,
  ProviderPrice,
  ProviderProduct,
  ProviderSubscription,
  SwitchSubscriptionPriceInput,
  UpsertProductInput,
} from './billing.js';

export interface LocalPaymentLogger {
  warn(message: string): void;
}

export interface LocalProviderOptions {
  /** Where notifications are posted (the service's own webhook route). */
  webhookUrl: string;
  /** Signs the notifications, as a Stripe endpoint's `whsec_…` secret does. */
  webhookSecret: string;
  /** The 3-D Secure challenge page for a payment (the shop's own page for the local provider). */
  challengeUrl: (paymentId: string, clientSecret: string) => string;
  /** Waits after the 1st, 2nd… failed delivery; the last one repeats until the endpoint answers 2xx. */
  retryDelaysMs?: number[];
  /** How often the delivery loop looks for due retries (start()). */
  pollMs?: number;
  /** Per delivery attempt. */
  deliveryTimeoutMs?: number;
  logger?: LocalPaymentLogger;
  /**
   * Mail Club billing's pages; given, start() also runs the billing loop (renewals, retries, expiries by
   * the local clock), which needs CreateLocalBillingTables in the schema. Left out: billing calls still
   * work where the tables exist, with default page paths, but nothing renews on its own.
   */
  billing?: Partial<LocalBillingUrls> & {
    /** How often start()'s billing loop runs what is due; 30 s unless told; 0: no loop (the service calls runDueBilling from its own scheduler). */
    pollMs?: number;
  };
}

/** Stripe's minimum charge per currency, in cents. */
const MINIMUM_AMOUNT: Record<Currency, number> = { USD: 50, EUR: 50, GBP: 30, CAD: 50, AUD: 50 };
const CURRENCY_SYMBOL: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', CAD: '$', AUD: '$' };

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];

/** What Stripe's test cards do (https://docs.stripe.com/testing); any other valid number is refused as Stripe's test mode refuses a real card. */
type CardRule = { outcome: 'succeed' } | { outcome: 'authenticate' } | { outcome: 'decline'; code: string; declineCode: string | null; message: string };
const TEST_CARDS: Record<string, CardRule> = {
  '4242424242424242': { outcome: 'succeed' },
  '4000000000000002': { outcome: 'decline', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'decline', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'decline', code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'decline', code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
  '4000002760003184': { outcome: 'authenticate' },
};
const NON_TEST_CARD: CardRule = {
  outcome: 'decline',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};
const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};
export const LOCAL_CANCELED_MESSAGE = 'This payment was cancelled because it was not completed in time. Please start checkout again.';

/**
 * The offline payment provider (the default when no Stripe key is set): PaymentIntents, refunds and
 * signed notifications that behave as Stripe's test mode does, kept in the using service's own
 * PostgreSQL schema. Each state change and its notification are written in one transaction; the
 * notification is posted right after the commit and retried with backoff until the endpoint answers
 * 2xx, from any replica (rows are claimed with FOR UPDATE SKIP LOCKED).
 */
export class LocalPaymentProvider implements PaymentProvider, BillingProvider {
  readonly name = 'local';
  readonly setup: PaymentSetup = { provider: 'local', publishableKey: null, stripeJsUrl: null, testMode: true };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private billingTimer: NodeJS.Timeout | undefined;
  private billingRun: Promise<void> | undefined;
  private readonly billing: LocalBilling;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LocalProviderOptions,
  ) {
    this.billing = new LocalBilling(
      dataSource,
      {
        checkoutUrl: options.billing?.checkoutUrl ?? ((sessionId) => `/club/checkout/${sessionId}`),
        checkoutChallengeUrl: options.billing?.checkoutChallengeUrl ?? ((sessionId) => `/club/checkout/${sessionId}/authenticate`),
        invoiceUrl: options.billing?.invoiceUrl ?? ((invoiceId) => `/club/invoices/${invoiceId}`),
      },
      (work) => this.write(work),
      (manager, type, object, created) => this.recordEvent(manager, type, null, object, created),
    );
  }

  // ── The port ──────────────────────────────────────────────────────────────────────────────────

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const minimum = MINIMUM_AMOUNT[input.currency];
    if (minimum === undefined) throw new PaymentProviderError(`Invalid currency: ${String(input.currency).toLowerCase()}`);
    if (!Number.isInteger(input.amountCents) || input.amountCents < minimum)
      throw new PaymentProviderError(`Amount must be at least ${CURRENCY_SYMBOL[input.currency]}${(minimum / 100).toFixed(2)} ${input.currency.toLowerCase()}`);
    const fingerprint = JSON.stringify([
      input.amountCents,
      input.currency,
      Object.entries(input.metadata).sort(([a], [b]) => a.localeCompare(b)),
      input.description,
      input.receiptEmail,
    ]);
    const id = newId('pi_local_');
    const clientSecret = `${id}_secret_${randomText(24)}`;
    // The same key twice (a retried request, two replicas) leaves one row: the first one's. A
    // prepared statement, as on the rest of the checkout's path (libs/persistence).
    const inserted = await queryPrepared(
      this.dataSource.manager,
      `INSERT INTO local_payment_intents (id, client_secret, idempotency_key, request_fingerprint, amount, currency, status, metadata, description, receipt_email)
       VALUES ($1, $2, $3, $4, $5, $6, 'requires_payment_method', $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [id, clientSecret, input.idempotencyKey, fingerprint, input.amountCents, input.currency, input.metadata, input.description, input.receiptEmail],
    );
    if (inserted.length > 0)
      return {
        id,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
        clientSecret,
        failureMessage: null,
      };
    const intent = await this.dataSource.getRepository(LocalPaymentIntent).findOneByOrFail({ idempotencyKey: input.idempotencyKey });
    if (intent.requestFingerprint !== fingerprint) throw idempotencyError(input.idempotencyKey);
    return toPayment(intent);
  }

  async retrievePayment(paymentId: string): Promise<ProviderPayment> {
    const intent = await this.dataSource.getRepository(LocalPaymentIntent).findOneBy({ id: paymentId });
    if (!intent) throw notFound(paymentId);
    return toPayment(intent);
  }

  /** Idempotent by nature (a canceled payment stays canceled), so the key is not stored. */
  async cancelPayment(paymentId: string, _idempotencyKey: string): Promise<ProviderPayment> {
    return this.write(async (manager) => {
      const intent = await lockIntent(manager, paymentId);
      if (!intent) throw notFound(paymentId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toPayment(intent);
      intent.status = 'canceled';
      await this.saveWithEvent(manager, intent, 'payment_intent.canceled');
      return toPayment(intent);
    });
  }

  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    return this.write(async (manager) => {
      const intent = await lockIntent(manager, input.paymentId);
      const earlier = await manager.findOneBy(LocalRefund, { idempotencyKey: input.idempotencyKey });
      if (earlier) {
        const same = earlier.paymentIntentId === input.paymentId && (input.amountCents === undefined || input.amountCents === earlier.amount);
        if (!same) throw idempotencyError(input.idempotencyKey);
        return toRefund(earlier);
      }
      if (!intent) throw notFound(input.paymentId);
      if (intent.status !== 'succeeded') throw new PaymentProviderError(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      const left = intent.amount - intent.amountRefunded;
      if (left === 0) throw new PaymentProviderError(`Charge ${intent.chargeId} has already been refunded.`);
      const amount = input.amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0) throw new PaymentProviderError('Invalid positive integer: the refund amount must be at least 1 cent.');
      if (amount > left)
        throw new PaymentProviderError(
          `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(left, intent.currency)})`,
        );
      const refund = manager.create(LocalRefund, {
        id: newId('re_local_'),
        paymentIntentId: intent.id,
        idempotencyKey: input.idempotencyKey,
        amount,
        reason: input.reason,
        status: 'succeeded',
        createdAt: new Date(),
      });
      await manager.insert(LocalRefund, refund);
      intent.amountRefunded += amount;
      intent.updatedAt = new Date();
      await manager.save(intent);
      await this.recordEvent(manager, 'charge.refunded', intent.id, chargeObject(intent));
      return toRefund(refund);
    });
  }

  parseWebhook(payload: string, signature: string): PaymentEvent {
    return parseSignedEvent(payload, signature, this.options.webhookSecret);
  }

  // ── Billing (Mail Club): see LocalBilling ─────────────────────────────────────────────────────

  upsertProduct(input: UpsertProductInput): Promise<{ productId: string }> {
    return this.billing.upsertProduct(input);
  }
  createMonthlyPrice(input: CreateMonthlyPriceInput): Promise<ProviderPrice> {
    return this.billing.createMonthlyPrice(input);
  }
  archivePrice(priceId: string): Promise<ProviderPrice> {
    return this.billing.archivePrice(priceId);
  }
  retrievePrice(priceId: string): Promise<ProviderPrice | null> {
    return this.billing.retrievePrice(priceId);
  }
  retrieveProduct(productId: string): Promise<ProviderProduct | null> {
    return this.billing.retrieveProduct(productId);
  }
  createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput): Promise<ProviderCheckoutSessionRef> {
    return this.billing.createSubscriptionCheckout(input);
  }
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    return this.billing.retrieveCheckoutSession(sessionId);
  }
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.billing.retrieveSubscription(subscriptionId);
  }
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    return this.billing.setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd);
  }
  cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    return this.billing.cancelSubscriptionNow(subscriptionId, idempotencyKey);
  }
  switchSubscriptionPrice(input: SwitchSubscriptionPriceInput): Promise<ProviderSubscription> {
    return this.billing.switchSubscriptionPrice(input);
  }
  listSubscriptions(input: ListSubscriptionsInput): Promise<ProviderSubscription[]> {
    return this.billing.listSubscriptions(input);
  }
  /** Stripe's customer portal only: the shop shows its own page on the local provider. */
  createBillingPortalSession(_input: { customerId: string; returnUrl: string }): Promise<{ url: string } | null> {
    return Promise.resolve(null);
  }

  // The hosted checkout and invoice pages (routes of the service that runs Mail Club), and test clocks.

  describeCheckoutSession(sessionId: string): Promise<LocalCheckoutDescription> {
    return this.billing.describeCheckoutSession(sessionId);
  }
  payCheckoutSession(input: LocalCheckoutPayment): Promise<LocalCheckoutResult> {
    return this.billing.payCheckoutSession(input);
  }
  authenticateCheckoutSession(sessionId: string, outcome: 'complete' | 'fail'): Promise<LocalCheckoutResult> {
    return this.billing.authenticateCheckoutSession(sessionId, outcome);
  }
  describeInvoice(invoiceId: string): Promise<LocalInvoiceDescription> {
    return this.billing.describeInvoice(invoiceId);
  }
  payInvoice(invoiceId: string, cardNumber: string): Promise<{ status: 'paid' | 'open'; errorMessage: string | null }> {
    return this.billing.payInvoice(invoiceId, cardNumber);
  }
  /** Test hook: the subscription's saved card fails its next `count` charges. */
  failNextRenewals(subscriptionId: string, count: number): Promise<void> {
    return this.billing.failNextRenewals(subscriptionId, count);
  }
  /** Moves the local billing clock forward and runs renewals, retries and expiries that fall due (Stripe's test clocks). */
  advanceClock(ms: number): Promise<Date> {
    return this.billing.advanceClock(ms);
  }
  /** The local billing clock's time. */
  clockNow(): Promise<Date> {
    return this.billing.now();
  }
  /** Runs what is due by the local clock now (the billing loop does it every billingPollMs). */
  runDueBilling(): Promise<number> {
    return this.billing.runDue();
  }

  // ── The card form (what Stripe.js and Stripe's servers do for a real card) ─────────────────────

  /** Pays with a card number; the answer is what the browser shows (Stripe.js' confirmPayment result). Wrong id or client secret: PaymentNotFoundError. */
  async confirmCard(input: LocalCardPaymentInput): Promise<CardPaymentResult> {
    const number = input.cardNumber.replace(/[\s-]/g, '');
    const expiry = input.expiry.replace(/\s/g, '');
    return this.write(async (manager) => {
      const intent = await this.lockForClient(manager, input.paymentIntentId, input.clientSecret);
      const settled = settledResult(intent);
      if (settled) return settled;
      // Stripe.js refuses these before anything reaches the payment: no state change, no event.
      if (!/^\d{12,19}$/.test(number)) return refused('Your card number is incomplete.');
      if (!luhnValid(number)) return refused('Your card number is invalid.');
      const expiryProblem = expiryCheck(expiry);
      if (expiryProblem) return refused(expiryProblem);

      const rule = TEST_CARDS[number] ?? NON_TEST_CARD;
      if (rule.outcome === 'succeed') return this.succeed(manager, intent);
      if (rule.outcome === 'decline') return this.decline(manager, intent, rule.code, rule.message);
      intent.status = 'requires_action';
      intent.failureMessage = null;
      intent.failureCode = null;
      await this.saveWithEvent(manager, intent, 'payment_intent.requires_action');
      return { status: 'requires_action', errorMessage: null, redirectUrl: this.options.challengeUrl(intent.id, intent.clientSecret) };
    });
  }

  /** The 3-D Secure challenge's answer. Only a payment waiting for it moves; otherwise the payment's state is answered as it is. */
  async authenticate(input: LocalAuthenticationInput): Promise<CardPaymentResult> {
    return this.write(async (manager) => {
      const intent = await this.lockForClient(manager, input.paymentIntentId, input.clientSecret);
      const settled = settledResult(intent);
      if (settled) return settled;
      if (intent.status !== 'requires_action') return refused(intent.failureMessage);
      if (input.outcome === 'complete') return this.succeed(manager, intent);
      return this.decline(manager, intent, AUTHENTICATION_FAILED.code, AUTHENTICATION_FAILED.message);
    });
  }

  // ── Notifications ─────────────────────────────────────────────────────────────────────────────

  /** Polls for due retries (and anything a crash left undelivered). Deliveries right after a change happen without it. */
  start(): void {
    this.stopped = false;
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 1_000);
    this.kick();
    // pollMs 0: the service schedules runDueBilling itself (a BullMQ job scheduler, one pass at a time across replicas).
    const billingPollMs = this.options.billing?.pollMs ?? 30_000;
    if (this.options.billing && billingPollMs > 0 && !this.billingTimer) this.billingTimer = setInterval(() => this.kickBilling(), billingPollMs);
  }

  private kickBilling(): void {
    if (this.stopped || this.billingRun) return;
    this.billingRun = this.billing
      .runDue()
      .then(
        () => undefined,
        (error: unknown) => this.options.logger?.warn(`Local payments: the billing pass failed: ${errorText(error)}`),
      )
      .finally(() => {
        this.billingRun = undefined;
      });
  }

  /** Stops the loop and waits for the delivery in progress (before the data source is closed). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.billingTimer);
    this.timer = undefined;
    this.billingTimer = undefined;
    this.again = false;
    await this.billingRun;
    await this.running;
  }

  /** Delivers every due notification now, one pass; returns how many were attempted. */
  async deliverDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const attempted = await this.deliverBatch(10);
      total += attempted;
      if (attempted < 10) return total;
    }
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(
        () => undefined,
        (error: unknown) => this.options.logger?.warn(`Local payments: the webhook delivery pass failed: ${errorText(error)}`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async deliverBatch(size: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Claimed rows stay locked while they are posted: another replica skips them, so none is sent twice at once.
      const due = await manager
        .createQueryBuilder(LocalWebhookDelivery, 'delivery')
        .where('delivery.deliveredAt IS NULL')
        .andWhere('delivery.nextAttemptAt <= clock_timestamp()')
        .orderBy('delivery.createdAt', 'ASC')
        .addOrderBy('delivery.id', 'ASC')
        .limit(size)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const delivery of due) {
        const failure = await this.post(delivery.payload);
        const attempts = delivery.attempts + 1;
        if (failure === null) {
          await manager.update(LocalWebhookDelivery, { id: delivery.id }, { attempts, deliveredAt: () => 'clock_timestamp()' });
          continue;
        }
        const delays = this.options.retryDelaysMs?.length ? this.options.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;
        const delay = Math.max(0, Math.round(delays[Math.min(attempts, delays.length) - 1]));
        await manager.update(
          LocalWebhookDelivery,
          { id: delivery.id },
          { attempts, lastError: failure, nextAttemptAt: () => `clock_timestamp() + interval '${delay} milliseconds'` },
        );
        this.options.logger?.warn(`Local payments: ${delivery.type} ${delivery.id} not delivered (attempt ${attempts}): ${failure}; next try in ${delay} ms`);
      }
      return due.length;
    });
  }

  /** null when the endpoint answered 2xx; otherwise why not. */
  private async post(payload: string): Promise<string | null> {
    try {
      const response = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, this.options.webhookSecret) },
        body: payload,
        signal: AbortSignal.timeout(this.options.deliveryTimeoutMs ?? 10_000),
      });
      const text = await response.text().catch(() => '');
      if (response.ok) return null;
      return `HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ''}`;
    } catch (error) {
      return errorText(error);
    }
  }

  // ── State changes ─────────────────────────────────────────────────────────────────────────────

  /** Runs a change in one transaction; its notifications are posted once it has committed. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    this.kick();
    return result;
  }

  private async lockForClient(manager: EntityManager, paymentId: string, clientSecret: string): Promise<LocalPaymentIntent> {
    const intent = await lockIntent(manager, paymentId);
    if (!intent || intent.clientSecret !== clientSecret) throw notFound(paymentId);
    return intent;
  }

  private async succeed(manager: EntityManager, intent: LocalPaymentIntent): Promise<CardPaymentResult> {
    intent.status = 'succeeded';
    intent.failureMessage = null;
    intent.failureCode = null;
    intent.chargeId = newId('ch_local_');
    await this.saveWithEvent(manager, intent, 'payment_intent.succeeded');
    return { status: 'succeeded', errorMessage: null, redirectUrl: null };
  }

  /** As Stripe: a refused card leaves the payment open for another card, with the reason. */
  private async decline(manager: EntityManager, intent: LocalPaymentIntent, code: string, message: string): Promise<CardPaymentResult> {
    intent.status = 'requires_payment_method';
    intent.failureMessage = message;
    intent.failureCode = code;
    await this.saveWithEvent(manager, intent, 'payment_intent.payment_failed');
    return refused(message);
  }

  private async saveWithEvent(manager: EntityManager, intent: LocalPaymentIntent, type: string): Promise<void> {
    intent.updatedAt = new Date();
    await manager.save(intent);
    await this.recordEvent(manager, type, intent.id, intentObject(intent));
  }

  private async recordEvent(manager: EntityManager, type: string, paymentId: string | null, object: Record<string, unknown>, at = new Date()): Promise<void> {
    const id = newId('evt_local_');
    const created = Math.floor(at.getTime() / 1000);
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      },
      null,
      2,
    );
    await manager.insert(LocalWebhookDelivery, {
      id,
      type,
      paymentIntentId: paymentId,
      payload,
      attempts: 0,
      nextAttemptAt: () => 'now()',
      deliveredAt: null,
      lastError: null,
      createdAt: () => 'clock_timestamp()',
    });
  }
}

async function lockIntent(manager: EntityManager, paymentId: string): Promise<LocalPaymentIntent | null> {
  return manager.findOne(LocalPaymentIntent, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
}

function settledResult(intent: LocalPaymentIntent): CardPaymentResult | null {
  if (intent.status === 'succeeded') return { status: 'succeeded', errorMessage: null, redirectUrl: null };
  if (intent.status === 'canceled') return { status: 'canceled', errorMessage: LOCAL_CANCELED_MESSAGE, redirectUrl: null };
  if (intent.status === 'processing') return { status: 'processing', errorMessage: null, redirectUrl: null };
  return null;
}

function refused(message: string | null): CardPaymentResult {
  return { status: 'requires_payment_method', errorMessage: message, redirectUrl: null };
}

function toPayment(intent: LocalPaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.clientSecret,
    failureMessage: intent.failureMessage,
  };
}

function toRefund(refund: LocalRefund): ProviderRefund {
  return { id: refund.id, status: refund.status, amountCents: refund.amount };
}

/** The PaymentIntent as Stripe's API shows it (the part the shop reads). */
function intentObject(intent: LocalPaymentIntent): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency.toLowerCase(),
    status: intent.status,
    metadata: intent.metadata,
    description: intent.description,
    receipt_email: intent.receiptEmail,
    latest_charge: intent.chargeId,
    last_payment_error: intent.failureMessage ? { type: 'card_error', code: intent.failureCode, message: intent.failureMessage } : null,
    created: Math.floor(intent.createdAt.getTime() / 1000),
    livemode: false,
  };
}

function chargeObject(intent: LocalPaymentIntent): Record<string, unknown> {
  return {
    id: intent.chargeId,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.amountRefunded,
    currency: intent.currency.toLowerCase(),
    payment_intent: intent.id,
    refunded: intent.amountRefunded === intent.amount,
    status: 'succeeded',
    paid: true,
    metadata: intent.metadata,
    livemode: false,
  };
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY': a card is valid to the end of its month. */
function expiryCheck(expiry: string): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = new Date();
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return "Your card's expiration date is in the past.";
  return null;
}

function notFound(paymentId: string): PaymentNotFoundError {
  return new PaymentNotFoundError(`No such payment_intent: '${paymentId}'`);
}

function idempotencyError(key: string): PaymentProviderError {
  return new PaymentProviderError(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );
}

function money(cents: number, currency: Currency): string {
  return `${CURRENCY_SYMBOL[currency]}${(cents / 100).toFixed(2)}`;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function randomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

function newId(prefix: string): string {
  return `${prefix}${randomText(24)}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
