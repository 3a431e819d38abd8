import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions, migrate, type DatabaseConfig } from '@artshop/persistence';
import { createDatabase, dropDatabase, RedisServer } from '@artshop/testing';
import { CreateLocalBillingTables1764300000000, localBillingEntities } from './local-billing-entities.js';
import { LocalBillingScheduler } from './local-billing-scheduler.js';
import { addMonth, nextPeriodEnd } from './local-billing.js';
import { CreateLocalPaymentTables1764200000000, localPaymentEntities } from './local-entities.js';
import { LocalPaymentProvider } from './local-provider.js';
import { PaymentNotFoundError, PaymentProviderError } from './provider.js';
import { parseSignedEvent } from './webhook.js';

// Mail Club billing on the local provider, against the real PostgreSQL and a real webhook endpoint.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } };
}

class Receiver {
  readonly received: Received[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<Receiver> {
    const holder: { receiver?: Receiver } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        holder.receiver!.received.push({ headers: request.headers, body, event: JSON.parse(body) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.receiver = new Receiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/api/webhooks/stripe`);
    return holder.receiver;
  }

  /** Event types about this subscription (or checkout session), in the order they arrived. */
  types(id: string): string[] {
    return this.about(id).map((post) => post.event.type);
  }

  about(id: string): Received[] {
    return this.received.filter((post) => {
      const object = post.event.data.object;
      return object.id === id || object.subscription === id;
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const webhookSecret = 'whsec_local_billing_test';
const DAY = 86_400_000;
let databaseName: string;
let dataSource: DataSource;
let receiver: Receiver;
let local: LocalPaymentProvider;
const address = { name: 'Ann Lee', line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' };

async function until<T>(read: () => T, check: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (check(value)) return value;
    if (Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the endpoint has every one of these event types about the id (then answers all its types). */
async function eventsOf(id: string, expected: string[]): Promise<string[]> {
  return until(
    () => receiver.types(id),
    (types) => {
      const left = [...types];
      return expected.every((type) => {
        const index = left.indexOf(type);
        if (index < 0) return false;
        left.splice(index, 1);
        return true;
      });
    },
  );
}

async function plan(amountCents = 2_500) {
  const planId = crypto.randomUUID();
  const { productId } = await local.upsertProduct({
    productId: null,
    name: 'Monthly print',
    description: 'A signed print each month',
    active: true,
    metadata: { planId },
    idempotencyKey: `product-${planId}`,
  });
  const price = await local.createMonthlyPrice({ productId, amountCents, currency: 'USD', idempotencyKey: `price-${planId}-1` });
  return { planId, productId, price };
}

async function checkout(customerId: string | null = null) {
  const { planId, price } = await plan();
  const userId = crypto.randomUUID();
  const session = await local.createSubscriptionCheckout({
    priceId: price.id,
    customerEmail: 'ann@example.com',
    customerId,
    metadata: { userId, planId },
    successUrl: 'http://localhost:3000/club/welcome?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/club',
    collectShippingAddress: true,
    idempotencyKey: `club-${userId}`,
  });
  return { ...session, price, userId, planId };
}

async function subscribe(cardNumber = '4242 4242 4242 4242') {
  const session = await checkout();
  const result = await local.payCheckoutSession({ sessionId: session.sessionId, cardNumber, expiry: '12 / 34', cvc: '123', shippingAddress: address });
  expect(result.status).toBe('complete');
  const completed = await local.retrieveCheckoutSession(session.sessionId);
  return { session, subscriptionId: completed.subscriptionId!, subscription: await local.retrieveSubscription(completed.subscriptionId!) };
}

beforeAll(async () => {
  databaseName = await createDatabase();
  const config: DatabaseConfig = {
    url: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    schema: 'club',
    applicationName: 'local-billing-test',
    entities: [...localPaymentEntities, ...localBillingEntities],
    migrations: [CreateLocalPaymentTables1764200000000, CreateLocalBillingTables1764300000000],
  };
  await migrate(config);
  dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  receiver = await Receiver.start();
  local = new LocalPaymentProvider(dataSource, {
    webhookUrl: receiver.url,
    webhookSecret,
    challengeUrl: (paymentId) => `http://localhost:3000/checkout/authenticate?payment_intent=${paymentId}`,
    retryDelaysMs: [150, 300],
    pollMs: 50,
    billing: {
      checkoutUrl: (id) => `http://localhost:3000/club/checkout/${id}`,
      checkoutChallengeUrl: (id) => `http://localhost:3000/club/checkout/${id}/authenticate`,
      invoiceUrl: (id) => `http://localhost:3000/club/invoices/${id}`,
      pollMs: 60_000,
    },
  });
  local.start();
});

afterAll(async () => {
  await local?.stop();
  await dataSource?.destroy();
  await receiver?.close();
  if (databaseName) await dropDatabase(databaseName);
});

describe('LocalPaymentProvider billing', () => {
  describe('plans', () => {
    it('creates a product and a monthly price, idempotently', async () => {
      const { planId, productId, price } = await plan(2_500);
      expect(productId).toMatch(/^prod_local_/);
      expect(price).toMatchObject({ productId, amountCents: 2_500, currency: 'USD', interval: 'month', active: true });
      expect(price.id).toMatch(/^price_local_/);
      const again = await local.upsertProduct({
        productId: null,
        name: 'x',
        description: '',
        active: true,
        metadata: { planId },
        idempotencyKey: `product-${planId}`,
      });
      expect(again.productId).toBe(productId);
      const priceAgain = await local.createMonthlyPrice({ productId, amountCents: 2_500, currency: 'USD', idempotencyKey: `price-${planId}-1` });
      expect(priceAgain.id).toBe(price.id);
      expect(await local.retrieveProduct(productId)).toEqual({
        id: productId,
        name: 'Monthly print',
        description: 'A signed print each month',
        active: true,
        metadata: { planId },
      });
    });

    it('updates a product, and a price change is a new price with the old one archived', async () => {
      const { planId, productId, price } = await plan(2_500);
      await local.upsertProduct({
        productId,
        name: 'Monthly original',
        description: 'An original',
        active: false,
        metadata: { planId },
        idempotencyKey: `product-${planId}-2`,
      });
      expect(await local.retrieveProduct(productId)).toMatchObject({ name: 'Monthly original', active: false });
      const next = await local.createMonthlyPrice({ productId, amountCents: 3_000, currency: 'USD', idempotencyKey: `price-${planId}-2` });
      const archived = await local.archivePrice(price.id);
      expect(next.id).not.toBe(price.id);
      expect(archived.active).toBe(false);
      expect(await local.retrievePrice(price.id)).toMatchObject({ active: false, amountCents: 2_500 });
      expect(await local.retrievePrice(next.id)).toMatchObject({ active: true, amountCents: 3_000 });
    });

    it('answers null for a missing or deleted price or product', async () => {
      const { productId, price } = await plan();
      expect(await local.retrievePrice('price_local_missing')).toBeNull();
      expect(await local.retrieveProduct('prod_local_missing')).toBeNull();
      await dataSource.query(`UPDATE club.local_prices SET deleted = true WHERE id = $1`, [price.id]);
      await dataSource.query(`UPDATE club.local_products SET deleted = true WHERE id = $1`, [productId]);
      expect(await local.retrievePrice(price.id)).toBeNull();
      expect(await local.retrieveProduct(productId)).toBeNull();
    });
  });

  it("ends each period on the anchor day, the month's last day when shorter", () => {
    const anchor = new Date('2027-01-31T10:00:00Z');
    expect(nextPeriodEnd(anchor, anchor).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, new Date('2027-02-28T10:00:00Z')).toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, new Date('2027-03-31T10:00:00Z')).toISOString()).toBe('2027-04-30T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, new Date('2027-12-31T10:00:00Z')).toISOString()).toBe('2028-01-31T10:00:00.000Z');
  });

  describe('checkout', () => {
    it('describes the hosted page, and 4242 makes an active monthly subscription with signed events', async () => {
      const session = await checkout();
      expect(session.url).toBe(`http://localhost:3000/club/checkout/${session.sessionId}`);
      expect(await local.describeCheckoutSession(session.sessionId)).toMatchObject({
        status: 'open',
        planName: 'Monthly print',
        amountCents: 2_500,
        currency: 'USD',
        customerEmail: 'ann@example.com',
      });
      const result = await local.payCheckoutSession({
        sessionId: session.sessionId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(result).toEqual({ status: 'complete', errorMessage: null, redirectUrl: `http://localhost:3000/club/welcome?session_id=${session.sessionId}` });

      const completed = await local.retrieveCheckoutSession(session.sessionId);
      expect(completed).toMatchObject({
        status: 'complete',
        customerEmail: 'ann@example.com',
        shippingAddress: address,
        metadata: { userId: session.userId, planId: session.planId },
      });
      expect(completed.customerId).toMatch(/^cus_local_/);
      const subscription = await local.retrieveSubscription(completed.subscriptionId!);
      expect(subscription).toMatchObject({
        customerId: completed.customerId,
        status: 'active',
        priceId: session.price.id,
        amountCents: 2_500,
        currency: 'USD',
        cancelAtPeriodEnd: false,
        cancelAt: null,
        canceledAt: null,
        endedAt: null,
        metadata: { userId: session.userId, planId: session.planId },
        latestInvoice: { status: 'paid' },
      });
      expect(subscription.currentPeriodEnd.getTime()).toBe(addMonth(subscription.currentPeriodStart).getTime());

      const sessionEvents = await eventsOf(session.sessionId, ['checkout.session.completed']);
      expect(sessionEvents).toEqual(['checkout.session.completed']);
      const types = await eventsOf(subscription.id, ['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']);
      expect(types).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']));
      // Signed in Stripe's scheme, and parsed into the ids the shop acts on.
      const completedPost = receiver.about(session.sessionId)[0];
      const parsed = parseSignedEvent(completedPost.body, String(completedPost.headers['stripe-signature']), webhookSecret);
      expect(parsed).toMatchObject({
        type: 'checkout.session.completed',
        checkoutSessionId: session.sessionId,
        subscriptionId: subscription.id,
        invoiceId: null,
        paymentId: null,
      });
      const paidPost = receiver.about(subscription.id).find((post) => post.event.type === 'invoice.paid')!;
      expect(local.parseWebhook(paidPost.body, String(paidPost.headers['stripe-signature']))).toMatchObject({
        subscriptionId: subscription.id,
        invoiceId: subscription.latestInvoice!.id,
      });
      expect(() => Stripe.webhooks.constructEvent(paidPost.body, String(paidPost.headers['stripe-signature']), webhookSecret)).not.toThrow();
      // Paying again answers the finished session.
      expect(
        (
          await local.payCheckoutSession({
            sessionId: session.sessionId,
            cardNumber: '4242424242424242',
            expiry: '12/34',
            cvc: '123',
            shippingAddress: address,
          })
        ).status,
      ).toBe('complete');
      expect(await local.createBillingPortalSession({ customerId: completed.customerId!, returnUrl: 'http://localhost:3000/account' })).toBeNull();
    });

    it('answers the same session for the same idempotency key, and refuses an archived price', async () => {
      const { planId, price } = await plan();
      const input = {
        priceId: price.id,
        customerEmail: 'ann@example.com',
        customerId: null,
        metadata: { userId: 'u1', planId },
        successUrl: 'http://localhost:3000/club/welcome?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/club',
        collectShippingAddress: true as const,
        idempotencyKey: `club-same-${planId}`,
      };
      const first = await local.createSubscriptionCheckout(input);
      expect(await local.createSubscriptionCheckout(input)).toEqual(first);
      await expect(local.createSubscriptionCheckout({ ...input, metadata: { userId: 'u2', planId } })).rejects.toThrow(/Keys for idempotent requests/);
      await local.archivePrice(price.id);
      await expect(local.createSubscriptionCheckout({ ...input, idempotencyKey: `club-other-${planId}` })).rejects.toThrow(/inactive/);
    });

    it('refuses declined cards and leaves the session open, with no subscription', async () => {
      const session = await checkout();
      const declined = await local.payCheckoutSession({
        sessionId: session.sessionId,
        cardNumber: '4000000000000002',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(declined).toEqual({ status: 'open', errorMessage: 'Your card was declined.', redirectUrl: null });
      const poor = await local.payCheckoutSession({
        sessionId: session.sessionId,
        cardNumber: '4000000000009995',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(poor.errorMessage).toBe('Your card has insufficient funds.');
      expect(await local.retrieveCheckoutSession(session.sessionId)).toMatchObject({ status: 'open', subscriptionId: null });
      expect((await local.describeCheckoutSession(session.sessionId)).failureMessage).toBe('Your card has insufficient funds.');
      await expect(local.describeCheckoutSession('cs_local_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
    });

    it('asks for 3-D Secure with 3184: completing it activates, failing it leaves the subscription incomplete until another card pays', async () => {
      const first = await checkout();
      const challenge = await local.payCheckoutSession({
        sessionId: first.sessionId,
        cardNumber: '4000002760003184',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(challenge).toEqual({
        status: 'requires_action',
        errorMessage: null,
        redirectUrl: `http://localhost:3000/club/checkout/${first.sessionId}/authenticate`,
      });
      expect((await local.retrieveCheckoutSession(first.sessionId)).status).toBe('open');
      const done = await local.authenticateCheckoutSession(first.sessionId, 'complete');
      expect(done.status).toBe('complete');
      const firstSubscription = await local.retrieveSubscription((await local.retrieveCheckoutSession(first.sessionId)).subscriptionId!);
      expect(firstSubscription.status).toBe('active');

      const second = await checkout();
      await local.payCheckoutSession({ sessionId: second.sessionId, cardNumber: '4000002760003184', expiry: '12/34', cvc: '123', shippingAddress: address });
      const failed = await local.authenticateCheckoutSession(second.sessionId, 'fail');
      expect(failed.status).toBe('open');
      expect(failed.errorMessage).toMatch(/unable to authenticate/);
      expect((await local.retrieveCheckoutSession(second.sessionId)).status).toBe('open');
      const retried = await local.payCheckoutSession({
        sessionId: second.sessionId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(retried.status).toBe('complete');
      const subscriptionId = (await local.retrieveCheckoutSession(second.sessionId)).subscriptionId!;
      expect((await local.retrieveSubscription(subscriptionId)).status).toBe('active');
      const types = await eventsOf(subscriptionId, [
        'customer.subscription.created',
        'invoice.payment_action_required',
        'invoice.payment_failed',
        'invoice.paid',
      ]);
      expect(types).toEqual(
        expect.arrayContaining(['customer.subscription.created', 'invoice.payment_action_required', 'invoice.payment_failed', 'invoice.paid']),
      );
    });
  });

  // Tests below move the shared local clock: each works relative to the clock's time.
  describe('the clock', () => {
    it('expires an unpaid session after 24 hours and an incomplete subscription after 23', async () => {
      const unpaid = await checkout();
      const pending = await checkout();
      await local.payCheckoutSession({ sessionId: pending.sessionId, cardNumber: '4000002760003184', expiry: '12/34', cvc: '123', shippingAddress: address });
      const incompleteId = (await dataSource.query(`SELECT subscription_id FROM club.local_checkout_sessions WHERE id = $1`, [pending.sessionId]))[0]
        .subscription_id as string;
      await local.advanceClock(23 * 3_600_000 + 60_000);
      expect((await local.retrieveSubscription(incompleteId)).status).toBe('incomplete_expired');
      expect((await local.retrieveCheckoutSession(unpaid.sessionId)).status).toBe('open');
      await local.advanceClock(3_600_000);
      expect((await local.retrieveCheckoutSession(unpaid.sessionId)).status).toBe('expired');
      expect(await eventsOf(unpaid.sessionId, ['checkout.session.expired'])).toEqual(['checkout.session.expired']);
      expect(await eventsOf(incompleteId, ['customer.subscription.deleted'])).toContain('customer.subscription.deleted');
      const late = await local.payCheckoutSession({
        sessionId: unpaid.sessionId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        shippingAddress: address,
      });
      expect(late.status).toBe('expired');
    });

    it('renews at the period end: a new period, invoice.paid and customer.subscription.updated', async () => {
      const { subscription } = await subscribe();
      const now = await local.clockNow();
      await local.advanceClock(subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000);
      const renewed = await local.retrieveSubscription(subscription.id);
      expect(renewed.status).toBe('active');
      expect(renewed.currentPeriodStart.getTime()).toBe(subscription.currentPeriodEnd.getTime());
      expect(renewed.currentPeriodEnd.getTime()).toBe(addMonth(subscription.currentPeriodEnd).getTime());
      expect(renewed.latestInvoice).toMatchObject({ status: 'paid' });
      expect(renewed.latestInvoice!.id).not.toBe(subscription.latestInvoice!.id);
      const types = await eventsOf(subscription.id, ['invoice.paid', 'invoice.paid', 'customer.subscription.updated', 'customer.subscription.updated']);
      expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(2);
    });

    it('a failed renewal goes past_due, is retried on day 1, 3 and 7, then canceled with customer.subscription.deleted', async () => {
      const { subscription } = await subscribe();
      await local.failNextRenewals(subscription.id, 4);
      const now = await local.clockNow();
      const periodEnd = subscription.currentPeriodEnd.getTime();
      await local.advanceClock(periodEnd - now.getTime() + 60_000);
      const pastDue = await local.retrieveSubscription(subscription.id);
      expect(pastDue.status).toBe('past_due');
      expect(pastDue.latestInvoice).toMatchObject({ status: 'open', hostedInvoiceUrl: `http://localhost:3000/club/invoices/${pastDue.latestInvoice!.id}` });
      const failedPost = await until(
        () => receiver.about(subscription.id).filter((post) => post.event.type === 'invoice.payment_failed'),
        (posts) => posts.length >= 1,
      );
      expect(failedPost[0].event.data.object).toMatchObject({ hosted_invoice_url: pastDue.latestInvoice!.hostedInvoiceUrl, attempt_count: 1 });

      await local.advanceClock(DAY); // day 1
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('past_due');
      await local.advanceClock(2 * DAY); // day 3
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('past_due');
      await local.advanceClock(4 * DAY); // day 7
      const canceled = await local.retrieveSubscription(subscription.id);
      expect(canceled.status).toBe('canceled');
      expect(canceled.canceledAt).not.toBeNull();
      expect(canceled.endedAt).not.toBeNull();
      const types = await eventsOf(subscription.id, [
        'invoice.payment_failed',
        'invoice.payment_failed',
        'invoice.payment_failed',
        'invoice.payment_failed',
        'customer.subscription.deleted',
      ]);
      expect(types.filter((type) => type === 'invoice.payment_failed')).toHaveLength(4);
      expect(types.at(-1)).toBe('customer.subscription.deleted');
      expect((await local.payInvoice(pastDue.latestInvoice!.id, '4242424242424242')).status).toBe('open');
    });

    it('a renewal on the 3-D Secure card asks for action (invoice.payment_action_required) and goes past_due', async () => {
      const session = await checkout();
      await local.payCheckoutSession({ sessionId: session.sessionId, cardNumber: '4000002760003184', expiry: '12/34', cvc: '123', shippingAddress: address });
      await local.authenticateCheckoutSession(session.sessionId, 'complete');
      const subscription = await local.retrieveSubscription((await local.retrieveCheckoutSession(session.sessionId)).subscriptionId!);
      const now = await local.clockNow();
      await local.advanceClock(subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000);
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('past_due');
      const types = await eventsOf(subscription.id, ['invoice.payment_action_required', 'invoice.payment_action_required']);
      expect(types.filter((type) => type === 'invoice.payment_action_required')).toHaveLength(2);
    });

    it('paying the open invoice with a working card makes a past_due subscription active again', async () => {
      const { subscription } = await subscribe();
      await local.failNextRenewals(subscription.id, 1);
      const now = await local.clockNow();
      await local.advanceClock(subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000);
      const pastDue = await local.retrieveSubscription(subscription.id);
      expect(pastDue.status).toBe('past_due');
      expect(await local.payInvoice(pastDue.latestInvoice!.id, '4000000000000002')).toEqual({ status: 'open', errorMessage: 'Your card was declined.' });
      // The hosted invoice page shows what is owed and why the last charge failed.
      expect(await local.describeInvoice(pastDue.latestInvoice!.id)).toEqual({
        invoiceId: pastDue.latestInvoice!.id,
        status: 'open',
        planName: 'Monthly print',
        amountCents: 2_500,
        currency: 'USD',
        failureMessage: 'Your card was declined.',
      });
      expect(await local.payInvoice(pastDue.latestInvoice!.id, '4242 4242 4242 4242')).toEqual({ status: 'paid', errorMessage: null });
      expect(await local.describeInvoice(pastDue.latestInvoice!.id)).toMatchObject({ status: 'paid', failureMessage: null });
      await expect(local.describeInvoice('in_local_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
      const active = await local.retrieveSubscription(subscription.id);
      expect(active).toMatchObject({ status: 'active', latestInvoice: { id: pastDue.latestInvoice!.id, status: 'paid' } });
      // No retry is left to run.
      await local.advanceClock(8 * DAY);
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('active');
    });

    it('cancel at period end, resumed, renews; cancel at period end ends it at the period end', async () => {
      const { subscription } = await subscribe();
      const ending = await local.setCancelAtPeriodEnd(subscription.id, true);
      expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(ending.cancelAt?.getTime()).toBe(subscription.currentPeriodEnd.getTime());
      const resumed = await local.setCancelAtPeriodEnd(subscription.id, false);
      expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null });
      let now = await local.clockNow();
      await local.advanceClock(subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000);
      const renewed = await local.retrieveSubscription(subscription.id);
      expect(renewed.status).toBe('active');
      expect(renewed.currentPeriodStart.getTime()).toBe(subscription.currentPeriodEnd.getTime());

      await local.setCancelAtPeriodEnd(subscription.id, true);
      now = await local.clockNow();
      await local.advanceClock(renewed.currentPeriodEnd.getTime() - now.getTime() - 60_000);
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('active');
      await local.advanceClock(120_000);
      expect((await local.retrieveSubscription(subscription.id)).status).toBe('canceled');
      const types = await eventsOf(subscription.id, ['customer.subscription.deleted']);
      expect(types.at(-1)).toBe('customer.subscription.deleted');
      expect(types.filter((type) => type === 'invoice.paid')).toHaveLength(2);
    });

    it('two replicas running what is due at once renew each subscription once', async () => {
      const { subscription } = await subscribe();
      const other = new LocalPaymentProvider(dataSource, { webhookUrl: receiver.url, webhookSecret, challengeUrl: () => '' });
      const now = await local.clockNow();
      await dataSource.query(`UPDATE club.local_billing_clock SET offset_ms = offset_ms + $1`, [
        subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000,
      ]);
      await Promise.all([local.runDueBilling(), other.runDueBilling(), local.runDueBilling()]);
      const invoices = await dataSource.query(`SELECT status FROM club.local_invoices WHERE subscription_id = $1`, [subscription.id]);
      expect(invoices).toHaveLength(2);
      expect((await local.retrieveSubscription(subscription.id)).currentPeriodStart.getTime()).toBe(subscription.currentPeriodEnd.getTime());
    });

    it('the BullMQ job scheduler renews what falls due without anyone calling', async () => {
      const redis = await RedisServer.start();
      const scheduler = await LocalBillingScheduler.start(local, {
        connection: { url: redis.url, maxRetriesPerRequest: null },
        prefix: 'billing-test',
        everyMs: 100,
      });
      try {
        const { subscription } = await subscribe();
        const now = await local.clockNow();
        await dataSource.query(`UPDATE club.local_billing_clock SET offset_ms = offset_ms + $1`, [
          subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000,
        ]);
        await expect
          .poll(async () => (await local.retrieveSubscription(subscription.id)).currentPeriodStart.getTime())
          .toBe(subscription.currentPeriodEnd.getTime());
      } finally {
        await scheduler.stop();
        await redis.stop();
      }
    });

    it('moves a subscription to a new price from its next renewal: this month stays as paid, the renewal charges the new amount', async () => {
      const { session, subscription } = await subscribe();
      const next = await local.createMonthlyPrice({
        productId: session.price.productId,
        amountCents: 3_000,
        currency: 'USD',
        idempotencyKey: `price-${session.planId}-2`,
      });
      await local.archivePrice(session.price.id);
      const move = { subscriptionId: subscription.id, priceId: next.id, idempotencyKey: `move-${subscription.id}-${next.id}` };
      const moved = await local.switchSubscriptionPrice(move);
      expect(moved).toMatchObject({
        status: 'active',
        priceId: next.id,
        amountCents: 3_000,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        latestInvoice: { id: subscription.latestInvoice!.id, status: 'paid' },
      });
      // The provider tells of it as Stripe does; moving again changes nothing and tells nothing.
      const updated = () =>
        dataSource.query(
          `SELECT id FROM club.local_webhook_deliveries WHERE type = 'customer.subscription.updated' AND payload::jsonb->'data'->'object'->>'id' = $1`,
          [subscription.id],
        );
      const told = (await updated()).length;
      expect((await local.switchSubscriptionPrice(move)).priceId).toBe(next.id);
      expect(await updated()).toHaveLength(told);

      const now = await local.clockNow();
      await local.advanceClock(subscription.currentPeriodEnd.getTime() - now.getTime() + 60_000);
      const invoices = await dataSource.query<Array<{ amount: number; status: string; billing_reason: string }>>(
        `SELECT amount, status, billing_reason FROM club.local_invoices WHERE subscription_id = $1 ORDER BY created_at`,
        [subscription.id],
      );
      expect(invoices).toEqual([
        { amount: 2_500, status: 'paid', billing_reason: 'subscription_create' },
        { amount: 3_000, status: 'paid', billing_reason: 'subscription_cycle' },
      ]);
      expect(await local.retrieveSubscription(subscription.id)).toMatchObject({ status: 'active', amountCents: 3_000 });
    });

    it('refuses to move a subscription to an archived or missing price, or one that has ended', async () => {
      const { session, subscription } = await subscribe();
      const key = `move-${subscription.id}`;
      const archived = await local.createMonthlyPrice({
        productId: session.price.productId,
        amountCents: 4_000,
        currency: 'USD',
        idempotencyKey: `old-${key}`,
      });
      await local.archivePrice(archived.id);
      await expect(local.switchSubscriptionPrice({ subscriptionId: subscription.id, priceId: archived.id, idempotencyKey: key })).rejects.toThrow(/inactive/);
      await expect(
        local.switchSubscriptionPrice({ subscriptionId: subscription.id, priceId: 'price_local_missing', idempotencyKey: key }),
      ).rejects.toBeInstanceOf(PaymentNotFoundError);
      const next = await local.createMonthlyPrice({ productId: session.price.productId, amountCents: 3_500, currency: 'USD', idempotencyKey: `new-${key}` });
      await local.cancelSubscriptionNow(subscription.id, `cancel-${subscription.id}`);
      await expect(local.switchSubscriptionPrice({ subscriptionId: subscription.id, priceId: next.id, idempotencyKey: key })).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
      expect(await local.retrieveSubscription(subscription.id)).toMatchObject({ priceId: session.price.id, amountCents: 2_500 });
    });

    it('cancels now, lists subscriptions for reconciliation', async () => {
      const { subscription } = await subscribe();
      const canceled = await local.cancelSubscriptionNow(subscription.id, `cancel-${subscription.id}`);
      expect(canceled.status).toBe('canceled');
      expect((await local.cancelSubscriptionNow(subscription.id, `cancel-${subscription.id}`)).status).toBe('canceled');
      const listed = await local.listSubscriptions({ status: 'canceled' });
      expect(listed.map((entry) => entry.id)).toContain(subscription.id);
      expect((await local.listSubscriptions({ status: 'active' })).map((entry) => entry.id)).not.toContain(subscription.id);
      expect((await local.listSubscriptions({ createdAfter: new Date(Date.now() + 400 * DAY) })).length).toBe(0);
      await expect(local.retrieveSubscription('sub_local_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
    });
  });
});
