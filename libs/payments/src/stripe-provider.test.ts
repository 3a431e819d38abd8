import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeEmulator } from '@artshop/testing';
import { PaymentNotFoundError, PaymentProviderError, PaymentProviderUnavailable, WebhookSignatureError, type CreatePaymentInput } from './provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

// The Stripe adapter through the real `stripe` SDK, against a local server speaking Stripe's API.
const webhookSecret = 'whsec_test_adapter';
let fake: StripeEmulator;
let stripe: StripePaymentProvider;

function provider(secretKey = fake.secretKey) {
  return new StripePaymentProvider({ secretKey, publishableKey: 'pk_test_adapter', webhookSecret, ...fake.clientOptions, maxNetworkRetries: 0 });
}

function order(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const orderId = crypto.randomUUID();
  return {
    amountCents: 12_500,
    currency: 'USD',
    metadata: { orderId, orderNumber: '1042' },
    description: 'Order #1042',
    receiptEmail: 'ann@example.com',
    idempotencyKey: `order-${orderId}`,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await StripeEmulator.start();
  stripe = provider();
});

afterAll(async () => {
  await fake.close();
});

describe('StripePaymentProvider', () => {
  it('tells the browser to use Stripe with the publishable key', () => {
    expect(stripe.setup).toEqual({ provider: 'stripe', publishableKey: 'pk_test_adapter', stripeJsUrl: null, testMode: true });
  });

  it('creates a PaymentIntent with automatic payment methods, in lower-case currency, and answers it in the shop’s terms', async () => {
    const input = order();
    const payment = await stripe.createPayment(input);

    expect(payment).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 12_500,
      currency: 'USD',
      metadata: input.metadata,
      failureMessage: null,
    });
    expect(payment.id).toMatch(/^pi_/);
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
    const sent = fake.requests.findLast((request) => request.path === '/v1/payment_intents')!;
    expect(sent.params).toMatchObject({
      amount: '12500',
      currency: 'usd',
      metadata: input.metadata,
      description: 'Order #1042',
      receipt_email: 'ann@example.com',
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(sent.headers['idempotency-key']).toBe(input.idempotencyKey);
  });

  it('gives the same payment for the same idempotency key, stored once, and refuses the key with another amount', async () => {
    const input = order();
    const before = fake.paymentIntents.size;
    const first = await stripe.createPayment(input);
    const again = await stripe.createPayment(input);

    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(fake.paymentIntents.size).toBe(before + 1);

    const other = stripe.createPayment({ ...input, amountCents: 9_900 });
    await expect(other).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(other).rejects.toThrow(/same parameters/);
    expect(fake.paymentIntents.size).toBe(before + 1);
  });

  it('reads a payment as it is now: succeeded, or declined with the card’s message', async () => {
    const paid = await stripe.createPayment(order());
    fake.succeed(paid.id);
    expect(await stripe.retrievePayment(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded', failureMessage: null });

    const refused = await stripe.createPayment(order());
    fake.decline(refused.id, 'Your card has insufficient funds.');
    expect(await stripe.retrievePayment(refused.id)).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card has insufficient funds.' });
  });

  it('answers PaymentNotFoundError for a payment Stripe does not know', async () => {
    await expect(stripe.retrievePayment('pi_unknown')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });

  it('cancels an open payment, and answers a succeeded or canceled one as it is without throwing', async () => {
    const open = await stripe.createPayment(order());
    expect(await stripe.cancelPayment(open.id, `cancel-${open.id}`)).toMatchObject({ id: open.id, status: 'canceled' });
    expect(await stripe.cancelPayment(open.id, `cancel-again-${open.id}`)).toMatchObject({ status: 'canceled' });

    const paid = await stripe.createPayment(order());
    fake.succeed(paid.id);
    expect(await stripe.cancelPayment(paid.id, `cancel-${paid.id}`)).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(fake.paymentIntents.get(paid.id)!.status).toBe('succeeded');
  });

  it('refunds a payment in full or in part, once per idempotency key, with the reason in metadata', async () => {
    const paid = await stripe.createPayment(order());
    fake.succeed(paid.id);

    const part = await stripe.refundPayment({ paymentId: paid.id, amountCents: 2_500, reason: 'Frame damaged', idempotencyKey: `refund-part-${paid.id}` });
    expect(part).toMatchObject({ status: 'succeeded', amountCents: 2_500 });
    expect(part.id).toMatch(/^re_/);
    const repeated = await stripe.refundPayment({ paymentId: paid.id, amountCents: 2_500, reason: 'Frame damaged', idempotencyKey: `refund-part-${paid.id}` });
    expect(repeated.id).toBe(part.id);

    const rest = await stripe.refundPayment({ paymentId: paid.id, reason: 'Sold out', idempotencyKey: `refund-rest-${paid.id}` });
    expect(rest).toMatchObject({ status: 'succeeded', amountCents: 10_000 });
    expect([...fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id).map((refund) => refund.metadata)).toEqual([
      { reason: 'Frame damaged' },
      { reason: 'Sold out' },
    ]);
    const refused = stripe.refundPayment({ paymentId: paid.id, reason: 'Again', idempotencyKey: `refund-third-${paid.id}` });
    await expect(refused).rejects.toThrow(/already been refunded/);
    // A refusal is final: the shop drops the refund it recorded, it does not ask again.
    await expect(refused).rejects.not.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('tells a refund that may or may not have been made (Stripe busy or out of reach) from a refusal, so the shop asks again with the same key', async () => {
    const paid = await stripe.createPayment(order());
    fake.succeed(paid.id);
    fake.refuseNext('POST', '/v1/refunds');
    const input = { paymentId: paid.id, amountCents: 1_000, reason: 'Frame damaged', idempotencyKey: `refund-busy-${paid.id}` };
    await expect(stripe.refundPayment(input)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect(await stripe.refundPayment(input)).toMatchObject({ status: 'succeeded', amountCents: 1_000 });
  });

  it('turns a refused secret key into PaymentProviderError that names the setting', async () => {
    const wrong = provider('sk_test_wrong_key_0000');
    const attempt = wrong.createPayment(order());
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });

  it('turns an unreachable Stripe into PaymentProviderError', async () => {
    const nowhere = new StripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: 'pk',
      webhookSecret,
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(nowhere.retrievePayment('pi_x')).rejects.toThrow(/Stripe could not be reached/);
    await expect(nowhere.retrievePayment('pi_x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  describe('webhooks', () => {
    it('accepts an event signed with the endpoint secret and names its payment', async () => {
      const paid = await stripe.createPayment(order());
      fake.succeed(paid.id);
      const event = fake.event('payment_intent.succeeded', paid.id);
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

      expect(stripe.parseWebhook(payload, signature)).toEqual({
        id: event.id,
        type: 'payment_intent.succeeded',
        paymentId: paid.id,
        subscriptionId: null,
        checkoutSessionId: null,
        invoiceId: null,
      });
    });

    it('names the payment of a charge event through its payment_intent', async () => {
      const paid = await stripe.createPayment(order());
      fake.succeed(paid.id);
      const payload = JSON.stringify(fake.event('charge.refunded', paid.id));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

      expect(stripe.parseWebhook(payload, signature)).toMatchObject({ type: 'charge.refunded', paymentId: paid.id });
    });

    it('refuses a tampered payload, another secret, an old signature or a missing header', async () => {
      const paid = await stripe.createPayment(order());
      const payload = JSON.stringify(fake.event('payment_intent.succeeded', paid.id));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

      expect(() => stripe.parseWebhook(payload.replaceAll(paid.id, 'pi_someone_elses'), signature)).toThrow(WebhookSignatureError);
      expect(() => stripe.parseWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))).toThrow(
        WebhookSignatureError,
      );
      const old = Math.floor(Date.now() / 1000) - 3600;
      expect(() => stripe.parseWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: old }))).toThrow(
        WebhookSignatureError,
      );
      expect(() => stripe.parseWebhook(payload, '')).toThrow(WebhookSignatureError);
    });
  });
});
