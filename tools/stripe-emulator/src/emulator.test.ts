import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripeEmulator } from './emulator.js';

// The emulator through the real `stripe` SDK (the shop's side) and as Stripe.js calls it (a browser's side).

let emulator: StripeEmulator;
let stripe: Stripe;

beforeEach(async () => {
  emulator = await StripeEmulator.start({ retryDelaysMs: [50, 50, 50] });
  stripe = new Stripe(emulator.secretKey, { ...emulator.clientOptions, maxNetworkRetries: 0, telemetry: false });
});
afterEach(async () => {
  await emulator.close();
});

const nextYear = String(new Date().getFullYear() + 1);

/** What Stripe.js sends when the buyer presses Pay: the publishable key, the client secret and the card. */
async function confirmInBrowser(intent: Stripe.PaymentIntent, card: { number: string; exp_month?: string; exp_year?: string; cvc?: string }) {
  const body = new URLSearchParams({
    client_secret: intent.client_secret!,
    return_url: 'http://shop.test/checkout/success',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': card.exp_month ?? '12',
    'payment_method_data[card][exp_year]': card.exp_year ?? nextYear,
    'payment_method_data[card][cvc]': card.cvc ?? '123',
  });
  const response = await fetch(`${emulator.url}/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: Record<string, unknown> } };
}

const order = () =>
  stripe.paymentIntents.create({ amount: 12_000, currency: 'usd', metadata: { orderId: 'o-1' }, automatic_payment_methods: { enabled: true } });

describe("Stripe's test cards", () => {
  it('4242… pays, and the shop reads the payment as succeeded', async () => {
    const intent = await order();
    expect(await confirmInBrowser(intent, { number: '4242 4242 4242 4242' })).toMatchObject({ status: 200, body: { id: intent.id, status: 'succeeded' } });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 12_000, metadata: { orderId: 'o-1' } });
  });

  it("declined cards answer 402 with the card's reason and leave the payment open for another card", async () => {
    const intent = await order();
    const declined = await confirmInBrowser(intent, { number: '4000000000000002' });
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
    });
    const poor = await confirmInBrowser(intent, { number: '4000000000009995' });
    expect(poor.body.error).toMatchObject({ decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    expect((await confirmInBrowser(intent, { number: '4242424242424242' })).body).toMatchObject({ status: 'succeeded' });
  });

  it('refuses an incomplete, impossible or expired card before it reaches the payment', async () => {
    const intent = await order();
    expect((await confirmInBrowser(intent, { number: '4242' })).body.error).toMatchObject({
      type: 'validation_error',
      message: 'Your card number is incomplete.',
    });
    expect((await confirmInBrowser(intent, { number: '4242424242424241' })).body.error).toMatchObject({ message: 'Your card number is invalid.' });
    expect((await confirmInBrowser(intent, { number: '4242424242424242', exp_year: '2020' })).body.error).toMatchObject({
      message: "Your card's expiration date is in the past.",
    });
    expect((await confirmInBrowser(intent, { number: '4242424242424242', cvc: '' })).body.error).toMatchObject({
      message: "Your card's security code is incomplete.",
    });
    expect(emulator.events.filter((event) => event.type === 'payment_intent.payment_failed')).toEqual([]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error).toBeNull();
  });

  it("a real card is refused as Stripe's test mode refuses it", async () => {
    const intent = await order();
    expect((await confirmInBrowser(intent, { number: '4012888888881881' })).body.error).toMatchObject({ decline_code: 'test_mode_live_card' });
  });

  it('4000 0027 6000 3184 waits for the 3-D Secure challenge, which pays or fails it', async () => {
    const intent = await order();
    const waiting = await confirmInBrowser(intent, { number: '4000002760003184' });
    expect(waiting.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    expect(emulator.authenticate(intent.id, 'pi_wrong_secret', 'complete')).toBeNull();
    expect(emulator.authenticate(intent.id, intent.client_secret!, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    await confirmInBrowser(intent, { number: '4000002760003184' });
    expect(emulator.authenticate(intent.id, intent.client_secret!, 'complete')).toMatchObject({ status: 'succeeded' });
  });

  it("the shop's server may confirm with Stripe's test PaymentMethods", async () => {
    const intent = await order();
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    expect(await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).toMatchObject({ status: 'succeeded' });
  });
});

describe('the keys', () => {
  it("takes the secret key as a bearer token or as Basic auth's user name, and refuses any other in Stripe's words", async () => {
    const create = (authorization: string) =>
      fetch(`${emulator.url}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=1000&currency=usd',
      });
    expect((await create(`Basic ${Buffer.from(`${emulator.secretKey}:`).toString('base64')}`)).status).toBe(200);
    const refused = await create('Bearer sk_test_someone_elses_key');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^Invalid API Key provided: sk_test_/) },
    });
  });
});

describe('the publishable key', () => {
  it('reads and confirms only a payment whose client secret it holds, and nothing else', async () => {
    const intent = await order();
    const read = (secret: string) =>
      fetch(`${emulator.url}/v1/payment_intents/${intent.id}?client_secret=${secret}`, { headers: { authorization: `Bearer ${emulator.publishableKey}` } });
    const answer = await read(intent.client_secret!);
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('metadata');
    expect((await read(`${intent.id}_secret_guess`)).status).toBe(404);
    const browserStripe = new Stripe(emulator.publishableKey, { ...emulator.clientOptions, maxNetworkRetries: 0 });
    await expect(browserStripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('webhooks', () => {
  let endpoint: Server;
  let received: Array<{ signature: string; payload: string }>;
  let failFirst: number;

  beforeEach(async () => {
    received = [];
    failFirst = 0;
    endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (failFirst > 0) {
          failFirst -= 1;
          response.writeHead(500).end();
          return;
        }
        received.push({ signature: String(request.headers['stripe-signature']), payload: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    endpoint.closeAllConnections();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });

  it('signs each event with the endpoint secret, which the stripe SDK verifies, and sends it again until it is taken', async () => {
    emulator.addWebhookEndpoint({ url: `http://127.0.0.1:${(endpoint.address() as { port: number }).port}/hooks`, secret: 'whsec_shop' });
    failFirst = 2;
    const intent = await order();
    await confirmInBrowser(intent, { number: '4242424242424242' });
    await expect
      .poll(() => received.map((delivery) => (JSON.parse(delivery.payload) as Stripe.Event).type).sort())
      .toEqual(['charge.succeeded', 'payment_intent.created', 'payment_intent.succeeded']);
    const events = received.map((delivery) => Stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_shop'));
    expect(events.find((event) => event.type === 'payment_intent.succeeded')?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(() => Stripe.webhooks.constructEvent(received[0]!.payload, received[0]!.signature, 'whsec_someone_else')).toThrow();
  });
});

describe("Billing's hosted pages and the test clock", () => {
  /** A monthly plan and a subscription Checkout Session on it, as the shop makes them. */
  async function openCheckout() {
    const product = await stripe.products.create({ name: 'Collector Box' });
    const price = await stripe.prices.create({ product: product.id, unit_amount: 2_500, currency: 'usd', recurring: { interval: 'month' } });
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: 'mia@example.com',
      success_url: 'http://shop.test/mail-club/success?session_id={CHECKOUT_SESSION_ID}',
      subscription_data: { metadata: { userId: 'u-1' } },
    });
  }

  const shipping = { name: 'Mia Member', line1: '7 Lighthouse Lane', city: 'Camden', state: 'ME', postalCode: '04843', country: 'US' };
  const submit = (url: string, fields: Record<string, string>) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  async function subscribe() {
    const session = await openCheckout();
    const paid = await submit(session.url!, { ...shipping, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/mail-club/success?session_id=${session.id}`);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    return stripe.subscriptions.retrieve(completed.subscription as string, { expand: ['latest_invoice'] });
  }

  it('the hosted checkout page shows the plan, refuses a declined card with its reason, and subscribes with one that pays', async () => {
    const session = await openCheckout();
    expect(session.url).toBe(`${emulator.url}/c/pay/${session.id}`);
    const shown = await (await fetch(session.url!)).text();
    expect(shown).toContain('Collector Box');
    expect(shown).toContain('25.00 USD');
    const declined = await submit(session.url!, { ...shipping, cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const paid = await submit(session.url!, { ...shipping, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid.status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', collected_information: { shipping_details: { name: 'Mia Member' } } });
    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string);
    expect(subscription).toMatchObject({ status: 'active', metadata: { userId: 'u-1' }, test_clock: 'clock_emulator' });
  });

  it('a card that asks for 3-D Secure subscribes only once the challenge is completed', async () => {
    const session = await openCheckout();
    const asked = await submit(session.url!, { ...shipping, cardNumber: '4000 0027 6000 3184', expiry: '12 / 34', cvc: '123' });
    expect(asked.status).toBe(303);
    const challenge = asked.headers.get('location')!;
    const failed = await submit(challenge, { outcome: 'fail' });
    expect(failed.headers.get('location')).toContain(`/c/pay/${session.id}?error=`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const again = await submit(session.url!, { ...shipping, cardNumber: '4000 0027 6000 3184', expiry: '12 / 34', cvc: '123' });
    const completed = await submit(again.headers.get('location')!, { outcome: 'complete' });
    expect(completed.headers.get('location')).toContain('http://shop.test/mail-club/success');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('advancing the test clock renews the subscription with a paid invoice and its events', async () => {
    const subscription = await subscribe();
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const clock = await stripe.testHelpers.testClocks.advance('clock_emulator', { frozen_time: periodEnd + 60 });
    expect(clock.frozen_time).toBe(periodEnd + 60);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(periodEnd);
    expect(renewed.latest_invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle', amount_paid: 2_500 });
    expect(emulator.events.map((event) => event.type)).toEqual(expect.arrayContaining(['invoice.created', 'invoice.paid', 'customer.subscription.updated']));
  });

  it('a renewal the card refuses makes the subscription past_due with the invoice page to fix it, and paying there makes it active', async () => {
    const subscription = await subscribe();
    await stripe.customers.update(subscription.customer as string, { invoice_settings: { default_payment_method: 'pm_card_chargeCustomerFail' } });
    emulator.advanceClock((subscription.items.data[0]!.current_period_end - Math.floor(emulator.clockNow().getTime() / 1000) + 60) * 1000);
    const failed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(failed.status).toBe('past_due');
    const invoice = failed.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(invoice.hosted_invoice_url).toBe(`${emulator.url}/i/${invoice.id}`);
    expect(await (await fetch(invoice.hosted_invoice_url!)).text()).toContain('25.00 USD');

    const paid = await submit(invoice.hosted_invoice_url!, { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid.status).toBe(303);
    expect(await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] })).toMatchObject({
      status: 'active',
      latest_invoice: { id: invoice.id, status: 'paid' },
    });
  });

  it('retries a failed renewal on day 1, 3 and 7 and cancels the subscription when the last retry fails', async () => {
    const subscription = await subscribe();
    emulator.setCustomerCard(subscription.customer as string, '4000000000000341');
    emulator.advanceClock((subscription.items.data[0]!.current_period_end - Math.floor(emulator.clockNow().getTime() / 1000) + 60) * 1000);
    for (const days of [1, 2]) {
      emulator.advanceClock(days * 86_400_000);
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    }
    emulator.advanceClock(4 * 86_400_000);
    const ended = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(ended).toMatchObject({ status: 'canceled', latest_invoice: { attempt_count: 4 } });
    expect(emulator.events.filter((event) => event.type === 'invoice.payment_failed')).toHaveLength(4);
    expect(emulator.events.at(-2)?.type).toBe('customer.subscription.deleted');
  });

  it('a subscription cancelled at period end ends when the clock passes it', async () => {
    const subscription = await subscribe();
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await stripe.testHelpers.testClocks.advance('clock_emulator', { frozen_time: subscription.items.data[0]!.current_period_end + 1 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(emulator.events.map((event) => event.type)).toContain('customer.subscription.deleted');
  });
});
