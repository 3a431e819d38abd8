import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions, migrate, type DatabaseConfig } from '@artshop/persistence';
import { createDatabase, dropDatabase } from '@artshop/testing';
import { CreateLocalPaymentTables1764200000000, localPaymentEntities } from './local-entities.js';
import { LOCAL_CANCELED_MESSAGE, LocalPaymentProvider, type LocalProviderOptions } from './local-provider.js';
import { PaymentNotFoundError, PaymentProviderError, type CreatePaymentInput } from './provider.js';

// The local provider against the real PostgreSQL (its tables in a service's schema, as cart-order
// has them) and a real HTTP endpoint receiving its notifications.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; data: { object: Record<string, unknown> } };
  answered: number;
}

/** A webhook endpoint: records each post and answers the next queued status (200 when none). */
class Receiver {
  readonly received: Received[] = [];
  readonly answers: number[] = [];
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
        const answered = holder.receiver!.answers.shift() ?? 200;
        holder.receiver!.received.push({ headers: request.headers, body, event: JSON.parse(body), answered });
        response.writeHead(answered, { 'content-type': 'application/json' }).end(answered === 200 ? '{"received":true}' : '{"message":"Internal error"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.receiver = new Receiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/api/webhooks/stripe`);
    return holder.receiver;
  }

  about(paymentId: string, type?: string): Received[] {
    return this.received.filter((post) => payId(post) === paymentId && (!type || post.event.type === type));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function payId(post: Received): unknown {
  const object = post.event.data.object;
  return object.object === 'payment_intent' ? object.id : object.payment_intent;
}

const webhookSecret = 'whsec_local_test_secret';
let databaseName: string;
let config: DatabaseConfig;
let dataSource: DataSource;
let receiver: Receiver;
let local: LocalPaymentProvider;

function options(overrides: Partial<LocalProviderOptions> = {}): LocalProviderOptions {
  return {
    webhookUrl: receiver.url,
    webhookSecret,
    challengeUrl: (paymentId, clientSecret) => `http://localhost:3000/checkout/authenticate?payment_intent=${paymentId}&secret=${clientSecret}`,
    retryDelaysMs: [150, 300],
    pollMs: 50,
    ...overrides,
  };
}

function order(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const orderId = crypto.randomUUID();
  return {
    amountCents: 12_500,
    currency: 'USD',
    metadata: { orderId },
    description: 'Order #1042',
    receiptEmail: 'ann@example.com',
    idempotencyKey: `order-${orderId}`,
    ...overrides,
  };
}

async function pay(cardNumber: string, expiry = '12 / 34', cvc = '123') {
  const payment = await local.createPayment(order());
  const result = await local.confirmCard({ paymentIntentId: payment.id, clientSecret: payment.clientSecret!, cardNumber, expiry, cvc });
  return { payment, result, now: await local.retrievePayment(payment.id) };
}

async function deliveries(
  paymentId: string,
): Promise<Array<{ id: string; type: string; attempts: number; delivered_at: Date | null; last_error: string | null }>> {
  return dataSource.query(
    `SELECT id, type, attempts, delivered_at, last_error FROM cart_order.local_webhook_deliveries WHERE payment_intent_id = $1 ORDER BY created_at, id`,
    [paymentId],
  );
}

beforeAll(async () => {
  databaseName = await createDatabase();
  config = {
    url: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    schema: 'cart_order',
    applicationName: 'local-payments-test',
    entities: localPaymentEntities,
    migrations: [CreateLocalPaymentTables1764200000000],
  };
  await migrate(config);
  dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  receiver = await Receiver.start();
  local = new LocalPaymentProvider(dataSource, options());
  local.start();
});

afterAll(async () => {
  await local?.stop();
  await dataSource?.destroy();
  await receiver?.close();
  if (databaseName) await dropDatabase(databaseName);
});

describe('LocalPaymentProvider', () => {
  it('tells the browser to show the local card form', () => {
    expect(local.setup).toEqual({ provider: 'local', publishableKey: null, stripeJsUrl: null, testMode: true });
    expect(local.name).toBe('local');
  });

  describe('creating a payment', () => {
    it('answers a payment with Stripe-like ids, waiting for a card', async () => {
      const input = order({ currency: 'EUR', amountCents: 4_200 });
      const payment = await local.createPayment(input);

      expect(payment).toEqual({
        id: expect.stringMatching(/^pi_local_[A-Za-z0-9]+$/),
        status: 'requires_payment_method',
        amountCents: 4_200,
        currency: 'EUR',
        metadata: input.metadata,
        clientSecret: expect.stringMatching(new RegExp(`^${payment.id}_secret_[A-Za-z0-9]+$`)),
        failureMessage: null,
      });
      expect(await local.retrievePayment(payment.id)).toEqual(payment);
    });

    it('gives the same payment for the same idempotency key, even at the same moment, and refuses the key with another amount or currency', async () => {
      const input = order();
      const [first, second] = await Promise.all([local.createPayment(input), local.createPayment(input)]);
      expect(second.id).toBe(first.id);
      expect((await local.createPayment(input)).clientSecret).toBe(first.clientSecret);
      const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM cart_order.local_payment_intents WHERE idempotency_key = $1`, [
        input.idempotencyKey,
      ]);
      expect(count).toBe(1);

      await expect(local.createPayment({ ...input, amountCents: 9_900 })).rejects.toThrow(/can only be used with the same parameters/);
      await expect(local.createPayment({ ...input, currency: 'GBP' })).rejects.toBeInstanceOf(PaymentProviderError);
    });

    it('refuses an amount under Stripe’s minimum charge', async () => {
      await expect(local.createPayment(order({ amountCents: 49 }))).rejects.toThrow('Amount must be at least $0.50 usd');
    });

    it('answers PaymentNotFoundError for an unknown payment', async () => {
      await expect(local.retrievePayment('pi_local_nothing')).rejects.toBeInstanceOf(PaymentNotFoundError);
      await expect(local.cancelPayment('pi_local_nothing', 'k')).rejects.toBeInstanceOf(PaymentNotFoundError);
    });
  });

  describe('paying with Stripe’s test cards', () => {
    it('4242 4242 4242 4242 pays, and the payment is succeeded', async () => {
      const { payment, result, now } = await pay('4242 4242 4242 4242');
      expect(result).toEqual({ status: 'succeeded', errorMessage: null, redirectUrl: null });
      expect(now).toMatchObject({ status: 'succeeded', failureMessage: null });
      await expect.poll(() => receiver.about(payment.id, 'payment_intent.succeeded').length).toBe(1);
    });

    it.each([
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'Your card has expired.'],
      ['4000 0000 0000 0127', "Your card's security code is incorrect."],
      [
        '4111 1111 1111 1111',
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      ],
    ])('%s is declined: “%s”, and the buyer may try another card', async (card, message) => {
      const { payment, result, now } = await pay(card);
      expect(result).toEqual({ status: 'requires_payment_method', errorMessage: message, redirectUrl: null });
      expect(now).toMatchObject({ status: 'requires_payment_method', failureMessage: message });
      await expect
        .poll(() => receiver.about(payment.id, 'payment_intent.payment_failed').map((post) => post.event.data.object.last_payment_error))
        .toEqual([expect.objectContaining({ message })]);

      const retry = await local.confirmCard({
        paymentIntentId: payment.id,
        clientSecret: payment.clientSecret!,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(retry.status).toBe('succeeded');
      expect(await local.retrievePayment(payment.id)).toMatchObject({ status: 'succeeded', failureMessage: null });
    });

    it('refuses a number failing the Luhn check and an expiry in the past before any card rule, without touching the payment', async () => {
      const invalid = await pay('4242 4242 4242 4241');
      expect(invalid.result).toEqual({ status: 'requires_payment_method', errorMessage: 'Your card number is invalid.', redirectUrl: null });
      expect(invalid.now).toMatchObject({ status: 'requires_payment_method', failureMessage: null });

      const past = new Date();
      past.setMonth(past.getMonth() - 1);
      const lastMonth = `${String(past.getMonth() + 1).padStart(2, '0')}/${String(past.getFullYear() % 100).padStart(2, '0')}`;
      const expired = await pay('4242 4242 4242 4242', lastMonth);
      expect(expired.result).toEqual({ status: 'requires_payment_method', errorMessage: "Your card's expiration date is in the past.", redirectUrl: null });
      expect(expired.now.status).toBe('requires_payment_method');

      const thisMonth = new Date();
      const current = `${String(thisMonth.getMonth() + 1).padStart(2, '0')}/${String(thisMonth.getFullYear() % 100).padStart(2, '0')}`;
      expect((await pay('4242424242424242', current)).result.status).toBe('succeeded');

      expect(await deliveries(invalid.payment.id)).toEqual([]);
      expect(await deliveries(expired.payment.id)).toEqual([]);
    });

    it('answers succeeded again for a paid payment, with no second event', async () => {
      const { payment } = await pay('4242424242424242');
      const again = await local.confirmCard({
        paymentIntentId: payment.id,
        clientSecret: payment.clientSecret!,
        cardNumber: '4000000000000002',
        expiry: '12/34',
        cvc: '123',
      });
      expect(again).toEqual({ status: 'succeeded', errorMessage: null, redirectUrl: null });
      expect((await deliveries(payment.id)).map((row) => row.type)).toEqual(['payment_intent.succeeded']);
    });

    it('answers a canceled payment as canceled, asking to start checkout again', async () => {
      const payment = await local.createPayment(order());
      await local.cancelPayment(payment.id, `cancel-${payment.id}`);
      const result = await local.confirmCard({
        paymentIntentId: payment.id,
        clientSecret: payment.clientSecret!,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(result).toEqual({ status: 'canceled', errorMessage: LOCAL_CANCELED_MESSAGE, redirectUrl: null });
      expect(LOCAL_CANCELED_MESSAGE).toBe('This payment was cancelled because it was not completed in time. Please start checkout again.');
      expect((await local.retrievePayment(payment.id)).status).toBe('canceled');
    });

    it('refuses a wrong client secret as a payment that does not exist', async () => {
      const payment = await local.createPayment(order());
      const card = { paymentIntentId: payment.id, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
      await expect(local.confirmCard({ ...card, clientSecret: `${payment.id}_secret_wrong` })).rejects.toBeInstanceOf(PaymentNotFoundError);
      await expect(local.confirmCard({ ...card, paymentIntentId: 'pi_local_other', clientSecret: payment.clientSecret! })).rejects.toThrow(/No such payment/);
      await expect(local.authenticate({ paymentIntentId: payment.id, clientSecret: 'nope', outcome: 'complete' })).rejects.toBeInstanceOf(PaymentNotFoundError);
      expect((await local.retrievePayment(payment.id)).status).toBe('requires_payment_method');
    });

    it('lets two confirms of one payment at the same moment make one payment and one success event', async () => {
      const payment = await local.createPayment(order());
      const card = { paymentIntentId: payment.id, clientSecret: payment.clientSecret!, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
      const results = await Promise.all([local.confirmCard(card), local.confirmCard(card), local.confirmCard(card)]);
      expect(results.map((result) => result.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect((await deliveries(payment.id)).map((row) => row.type)).toEqual(['payment_intent.succeeded']);
      await expect.poll(() => receiver.about(payment.id).length).toBe(1);
    });
  });

  describe('3-D Secure (4000 0027 6000 3184)', () => {
    async function challenged() {
      const payment = await local.createPayment(order());
      const result = await local.confirmCard({
        paymentIntentId: payment.id,
        clientSecret: payment.clientSecret!,
        cardNumber: '4000 0027 6000 3184',
        expiry: '12/34',
        cvc: '123',
      });
      return { payment, result };
    }

    it('asks for the challenge page, then completing it pays', async () => {
      const { payment, result } = await challenged();
      expect(result).toEqual({
        status: 'requires_action',
        errorMessage: null,
        redirectUrl: `http://localhost:3000/checkout/authenticate?payment_intent=${payment.id}&secret=${payment.clientSecret}`,
      });
      expect((await local.retrievePayment(payment.id)).status).toBe('requires_action');

      const done = await local.authenticate({ paymentIntentId: payment.id, clientSecret: payment.clientSecret!, outcome: 'complete' });
      expect(done).toEqual({ status: 'succeeded', errorMessage: null, redirectUrl: null });
      expect((await local.retrievePayment(payment.id)).status).toBe('succeeded');
      await expect.poll(() => receiver.about(payment.id, 'payment_intent.succeeded').length).toBe(1);
    });

    it('failing the challenge leaves the payment for another card, with the reason', async () => {
      const { payment } = await challenged();
      const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      const failed = await local.authenticate({ paymentIntentId: payment.id, clientSecret: payment.clientSecret!, outcome: 'fail' });
      expect(failed).toEqual({ status: 'requires_payment_method', errorMessage: message, redirectUrl: null });
      expect(await local.retrievePayment(payment.id)).toMatchObject({ status: 'requires_payment_method', failureMessage: message });
      await expect.poll(() => receiver.about(payment.id, 'payment_intent.payment_failed').length).toBe(1);

      // The challenge page submitted again ('complete' after the failure) does not pay.
      const late = await local.authenticate({ paymentIntentId: payment.id, clientSecret: payment.clientSecret!, outcome: 'complete' });
      expect(late.status).toBe('requires_payment_method');
      expect((await local.retrievePayment(payment.id)).status).toBe('requires_payment_method');
    });
  });

  describe('notifications', () => {
    it('posts each event as JSON with a Stripe-Signature that parseWebhook and Stripe’s own constructEvent accept', async () => {
      const { payment } = await pay('4242424242424242');
      await expect.poll(() => receiver.about(payment.id).length).toBe(1);
      const [post] = receiver.about(payment.id);

      expect(post.headers['content-type']).toBe('application/json');
      expect(local.parseWebhook(post.body, String(post.headers['stripe-signature']))).toEqual({
        id: expect.stringMatching(/^evt_local_/),
        type: 'payment_intent.succeeded',
        paymentId: payment.id,
        subscriptionId: null,
        checkoutSessionId: null,
        invoiceId: null,
      });
      const event = Stripe.webhooks.constructEvent(post.body, String(post.headers['stripe-signature']), webhookSecret);
      expect(event).toMatchObject({
        object: 'event',
        type: 'payment_intent.succeeded',
        livemode: false,
        data: {
          object: {
            id: payment.id,
            object: 'payment_intent',
            amount: 12_500,
            currency: 'usd',
            status: 'succeeded',
            metadata: payment.metadata,
            last_payment_error: null,
          },
        },
      });
      expect(() => local.parseWebhook(post.body.replace('succeeded', 'canceled'), String(post.headers['stripe-signature']))).toThrow();
    });

    it('posts an event again after the endpoint failed, until it answers 2xx, and records the attempts', async () => {
      receiver.answers.push(500);
      const payment = await local.createPayment(order());
      await local.cancelPayment(payment.id, `cancel-${payment.id}`);

      await expect.poll(() => receiver.about(payment.id).map((post) => post.answered)).toEqual([500, 200]);
      const [first, second] = receiver.about(payment.id);
      expect(second.event.id).toBe(first.event.id);
      await expect
        .poll(async () => (await deliveries(payment.id)).map((row) => [row.type, row.attempts, row.delivered_at !== null]))
        .toEqual([['payment_intent.canceled', 2, true]]);
      expect((await deliveries(payment.id))[0].last_error).toMatch(/^HTTP 500/);
      // Delivered: never sent again.
      await new Promise((wait) => setTimeout(wait, 500));
      expect(receiver.about(payment.id)).toHaveLength(2);
    });

    it('keeps an event for an endpoint that does not answer, and delivers it once the endpoint is back', async () => {
      // The shop's own provider waits, so the offline one is the first to try.
      await local.stop();
      const offline = new LocalPaymentProvider(dataSource, options({ webhookUrl: 'http://127.0.0.1:1/api/webhooks/stripe', retryDelaysMs: [1_500] }));
      const payment = await offline.createPayment(order());
      await offline.cancelPayment(payment.id, `cancel-${payment.id}`);
      await offline.stop();
      await expect.poll(async () => (await deliveries(payment.id))[0]?.attempts).toBeGreaterThanOrEqual(1);
      const [row] = await deliveries(payment.id);
      expect(row.delivered_at).toBeNull();
      expect(row.last_error).toBeTruthy();

      // The shop's own provider (pointing at the live endpoint) picks it up on its next poll once the retry is due.
      local.start();
      await expect.poll(() => receiver.about(payment.id, 'payment_intent.canceled').length).toBe(1);
      await expect.poll(async () => (await deliveries(payment.id))[0].delivered_at).not.toBeNull();
    });

    it('two replicas delivering at once send each event exactly once', async () => {
      const replicas = [new LocalPaymentProvider(dataSource, options()), new LocalPaymentProvider(dataSource, options())];
      replicas.forEach((replica) => replica.start());
      try {
        const payments = await Promise.all(Array.from({ length: 6 }, (_, index) => replicas[index % 2].createPayment(order())));
        await Promise.all(payments.map((payment, index) => replicas[index % 2].cancelPayment(payment.id, `cancel-${payment.id}`)));
        await Promise.all(replicas.map((replica) => replica.deliverDue()));
        await expect.poll(() => payments.every((payment) => receiver.about(payment.id).length >= 1)).toBe(true);
        await new Promise((wait) => setTimeout(wait, 300));
        expect(payments.map((payment) => receiver.about(payment.id).length)).toEqual([1, 1, 1, 1, 1, 1]);
      } finally {
        await Promise.all(replicas.map((replica) => replica.stop()));
      }
    });
  });

  describe('cancelling', () => {
    it('cancels an open payment once (one event), and leaves a succeeded one succeeded', async () => {
      const payment = await local.createPayment(order());
      expect(await local.cancelPayment(payment.id, `cancel-${payment.id}`)).toMatchObject({ id: payment.id, status: 'canceled' });
      expect(await local.cancelPayment(payment.id, `cancel-${payment.id}`)).toMatchObject({ status: 'canceled' });
      expect((await deliveries(payment.id)).map((row) => row.type)).toEqual(['payment_intent.canceled']);

      const { payment: paid } = await pay('4242424242424242');
      expect(await local.cancelPayment(paid.id, `cancel-${paid.id}`)).toMatchObject({ status: 'succeeded' });
      expect((await deliveries(paid.id)).map((row) => row.type)).toEqual(['payment_intent.succeeded']);
    });
  });

  describe('refunding', () => {
    it('refunds only a paid payment, in part and then the rest, never above what is left', async () => {
      const open = await local.createPayment(order());
      await expect(local.refundPayment({ paymentId: open.id, reason: 'x', idempotencyKey: `refund-${open.id}` })).rejects.toThrow(
        /does not have a successful charge to refund/,
      );

      const { payment } = await pay('4242424242424242');
      const part = await local.refundPayment({ paymentId: payment.id, amountCents: 2_500, reason: 'Frame damaged', idempotencyKey: `refund-1-${payment.id}` });
      expect(part).toEqual({ id: expect.stringMatching(/^re_local_/), status: 'succeeded', amountCents: 2_500 });
      await expect(
        local.refundPayment({ paymentId: payment.id, amountCents: 10_001, reason: 'Too much', idempotencyKey: `refund-2-${payment.id}` }),
      ).rejects.toThrow('Refund amount ($100.01) is greater than unrefunded amount on charge ($100.00)');
      const rest = await local.refundPayment({ paymentId: payment.id, reason: 'Sold out', idempotencyKey: `refund-3-${payment.id}` });
      expect(rest.amountCents).toBe(10_000);
      await expect(local.refundPayment({ paymentId: payment.id, reason: 'Again', idempotencyKey: `refund-4-${payment.id}` })).rejects.toThrow(
        /already been refunded/,
      );
      expect((await local.retrievePayment(payment.id)).status).toBe('succeeded');

      await expect
        .poll(() => receiver.about(payment.id, 'charge.refunded').map((post) => [post.event.data.object.amount_refunded, post.event.data.object.refunded]))
        .toEqual([
          [2_500, false],
          [12_500, true],
        ]);
      const [post] = receiver.about(payment.id, 'charge.refunded');
      expect(local.parseWebhook(post.body, String(post.headers['stripe-signature']))).toMatchObject({ type: 'charge.refunded', paymentId: payment.id });
    });

    it('answers the same refund for the same idempotency key, and refuses the key for another amount', async () => {
      const { payment } = await pay('4242424242424242');
      const input = { paymentId: payment.id, amountCents: 1_000, reason: 'Late delivery', idempotencyKey: `refund-${payment.id}` };
      const [first, second] = await Promise.all([local.refundPayment(input), local.refundPayment(input)]);
      expect(second).toEqual(first);
      expect(await local.refundPayment(input)).toEqual(first);
      await expect(local.refundPayment({ ...input, amountCents: 2_000 })).rejects.toThrow(/same parameters/);
      expect((await deliveries(payment.id)).map((row) => row.type)).toEqual(['payment_intent.succeeded', 'charge.refunded']);
    });
  });
});
