import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeEmulator } from '@artshop/testing';
import { PaymentNotFoundError, PaymentProviderError } from './provider.js';
import { StripePaymentProvider } from './stripe-provider.js';

// The billing half of the Stripe adapter through the real `stripe` SDK, against StripeEmulator.
const webhookSecret = 'whsec_test_billing';
let fake: StripeEmulator;
let stripe: StripePaymentProvider;

async function plan(amountCents = 2_500) {
  const planId = crypto.randomUUID();
  const { productId } = await stripe.upsertProduct({
    productId: null,
    name: 'Monthly print',
    description: 'A signed print each month',
    active: true,
    metadata: { planId },
    idempotencyKey: `product-${planId}`,
  });
  const price = await stripe.createMonthlyPrice({ productId, amountCents, currency: 'EUR', idempotencyKey: `price-${planId}-1` });
  return { planId, productId, price };
}

async function checkout(customerId: string | null = null) {
  const { planId, price } = await plan();
  const userId = crypto.randomUUID();
  const ref = await stripe.createSubscriptionCheckout({
    priceId: price.id,
    customerEmail: 'ann@example.com',
    customerId,
    metadata: { userId, planId },
    successUrl: 'http://localhost:3000/club/welcome?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/club',
    collectShippingAddress: true,
    idempotencyKey: `club-${userId}`,
  });
  return { ...ref, price, userId, planId };
}

function last(path: string, method = 'POST') {
  return [...fake.requests].reverse().find((request) => request.path === path && request.method === method)!;
}

beforeAll(async () => {
  fake = await StripeEmulator.start();
  stripe = new StripePaymentProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_billing',
    webhookSecret,
    ...fake.clientOptions,
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await fake.close();
});

describe('StripePaymentProvider billing', () => {
  it('creates a product with the plan id and a monthly price, sending the idempotency keys', async () => {
    const { planId, productId, price } = await plan(2_500);
    expect(productId).toMatch(/^prod_/);
    expect(last('/v1/products').params).toEqual({ name: 'Monthly print', description: 'A signed print each month', active: 'true', metadata: { planId } });
    expect(last('/v1/products').headers['idempotency-key']).toBe(`product-${planId}`);
    expect(price).toEqual({ id: expect.stringMatching(/^price_/), productId, amountCents: 2_500, currency: 'EUR', interval: 'month', active: true });
    expect(last('/v1/prices').params).toEqual({ product: productId, unit_amount: '2500', currency: 'eur', recurring: { interval: 'month' } });
    expect(await stripe.retrieveProduct(productId)).toEqual({
      id: productId,
      name: 'Monthly print',
      description: 'A signed print each month',
      active: true,
      metadata: { planId },
    });
  });

  it('updates the product, archives the old price and answers null for a missing price or product', async () => {
    const { planId, productId, price } = await plan();
    expect(
      await stripe.upsertProduct({
        productId,
        name: 'Monthly original',
        description: 'An original',
        active: false,
        metadata: { planId },
        idempotencyKey: `p2-${planId}`,
      }),
    ).toEqual({
      productId,
    });
    expect(fake.products.get(productId)).toMatchObject({ name: 'Monthly original', active: false });
    const next = await stripe.createMonthlyPrice({ productId, amountCents: 3_000, currency: 'EUR', idempotencyKey: `price-${planId}-2` });
    expect((await stripe.archivePrice(price.id)).active).toBe(false);
    expect(last(`/v1/prices/${price.id}`).params).toEqual({ active: 'false' });
    expect(await stripe.retrievePrice(price.id)).toMatchObject({ active: false, amountCents: 2_500 });
    expect(await stripe.retrievePrice(next.id)).toMatchObject({ active: true, amountCents: 3_000 });
    fake.prices.delete(next.id);
    fake.products.delete(productId);
    expect(await stripe.retrievePrice(next.id)).toBeNull();
    expect(await stripe.retrieveProduct(productId)).toBeNull();
    await expect(stripe.archivePrice(next.id)).rejects.toBeInstanceOf(PaymentNotFoundError);
  });

  it('creates a subscription Checkout Session collecting the shipping address, and reads it back once paid', async () => {
    const session = await checkout();
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.publicUrl}/c/pay/${session.sessionId}`);
    const sent = last('/v1/checkout/sessions');
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: session.price.id, quantity: '1' } },
      customer_email: 'ann@example.com',
      metadata: { userId: session.userId, planId: session.planId },
      subscription_data: { metadata: { userId: session.userId, planId: session.planId } },
      success_url: 'http://localhost:3000/club/welcome?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/club',
    });
    expect(Object.values((sent.params.shipping_address_collection as { allowed_countries: Record<string, string> }).allowed_countries)).toContain('US');
    expect(sent.headers['idempotency-key']).toBe(`club-${session.userId}`);
    expect(await stripe.retrieveCheckoutSession(session.sessionId)).toMatchObject({
      status: 'open',
      subscriptionId: null,
      customerId: null,
      shippingAddress: null,
    });

    const subscription = fake.completeCheckout(session.sessionId);
    expect(await stripe.retrieveCheckoutSession(session.sessionId)).toEqual({
      id: session.sessionId,
      status: 'complete',
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      customerEmail: 'ann@example.com',
      shippingAddress: { name: 'Ann Lee', line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
      metadata: { userId: session.userId, planId: session.planId },
    });
    await expect(stripe.retrieveCheckoutSession('cs_test_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });

  it('sends the customer instead of the e-mail for a returning subscriber', async () => {
    await checkout('cus_returning');
    const sent = last('/v1/checkout/sessions');
    expect(sent.params.customer).toBe('cus_returning');
    expect(sent.params.customer_email).toBeUndefined();
  });

  it('reads a subscription with its period from the items and its latest invoice, cancels at period end, resumes, cancels now', async () => {
    const session = await checkout();
    const created = fake.completeCheckout(session.sessionId);
    const item = created.items.data[0];
    const subscription = await stripe.retrieveSubscription(created.id);
    expect(subscription).toEqual({
      id: created.id,
      customerId: created.customer,
      status: 'active',
      priceId: session.price.id,
      amountCents: 2_500,
      currency: 'EUR',
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      metadata: { userId: session.userId, planId: session.planId },
      latestInvoice: { id: created.latest_invoice, status: 'paid', hostedInvoiceUrl: `${fake.publicUrl}/i/${String(created.latest_invoice)}` },
    });

    const ending = await stripe.setCancelAtPeriodEnd(created.id, true);
    expect(last(`/v1/subscriptions/${created.id}`).params).toMatchObject({ cancel_at_period_end: 'true' });
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelAt: new Date(item.current_period_end * 1000) });
    expect(await stripe.setCancelAtPeriodEnd(created.id, false)).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null });

    const canceled = await stripe.cancelSubscriptionNow(created.id, `cancel-${created.id}`);
    expect(last(`/v1/subscriptions/${created.id}`, 'DELETE')).toBeDefined();
    expect(canceled.status).toBe('canceled');
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    expect(canceled.endedAt).toBeInstanceOf(Date);
    // Canceling again answers it as it is.
    expect((await stripe.cancelSubscriptionNow(created.id, `cancel-again-${created.id}`)).status).toBe('canceled');
    await expect(stripe.retrieveSubscription('sub_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(stripe.setCancelAtPeriodEnd(created.id, true)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('moves a subscription to another price without proration, once per idempotency key', async () => {
    const session = await checkout();
    const created = fake.completeCheckout(session.sessionId);
    const item = created.items.data[0]!;
    const next = await stripe.createMonthlyPrice({
      productId: session.price.productId,
      amountCents: 3_000,
      currency: 'EUR',
      idempotencyKey: `price-${session.planId}-2`,
    });
    const move = { subscriptionId: created.id, priceId: next.id, idempotencyKey: `move-${created.id}-${next.id}` };
    const moved = await stripe.switchSubscriptionPrice(move);
    const sent = last(`/v1/subscriptions/${created.id}`);
    expect(sent.params).toMatchObject({ items: { 0: { id: item.id, price: next.id } }, proration_behavior: 'none' });
    expect(sent.headers['idempotency-key']).toBe(move.idempotencyKey);
    expect(moved).toMatchObject({
      status: 'active',
      priceId: next.id,
      amountCents: 3_000,
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      latestInvoice: { id: created.latest_invoice, status: 'paid' },
    });
    // Already on that price: read, not written again.
    const updates = () => fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${created.id}`).length;
    const before = updates();
    expect((await stripe.switchSubscriptionPrice(move)).priceId).toBe(next.id);
    expect(updates()).toBe(before);
  });

  it('says why a move was refused, and the same move goes through once Stripe takes it', async () => {
    const session = await checkout();
    const created = fake.completeCheckout(session.sessionId);
    const next = await stripe.createMonthlyPrice({
      productId: session.price.productId,
      amountCents: 3_500,
      currency: 'EUR',
      idempotencyKey: `price-${session.planId}-3`,
    });
    const move = { subscriptionId: created.id, priceId: next.id, idempotencyKey: `move-${created.id}-${next.id}` };
    fake.refuseNext('POST', `/v1/subscriptions/${created.id}`);
    await expect(stripe.switchSubscriptionPrice(move)).rejects.toThrow(/^Stripe answered 429: Request rate limit exceeded/);
    expect(fake.subscriptions.get(created.id)!.items.data[0]!.price.id).toBe(session.price.id);
    expect((await stripe.switchSubscriptionPrice(move)).priceId).toBe(next.id);
    await expect(stripe.switchSubscriptionPrice({ ...move, priceId: 'price_missing', idempotencyKey: 'move-missing' })).rejects.toBeInstanceOf(
      PaymentNotFoundError,
    );
    await stripe.cancelSubscriptionNow(created.id, `cancel-${created.id}`);
    await expect(stripe.switchSubscriptionPrice({ ...move, priceId: session.price.id, idempotencyKey: 'move-back' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('lists subscriptions across pages, by status and creation time', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) ids.push(fake.completeCheckout((await checkout()).sessionId).id);
    const all = await stripe.listSubscriptions({});
    expect(all.map((subscription) => subscription.id)).toEqual(expect.arrayContaining(ids));
    expect(last('/v1/subscriptions', 'GET').params).toMatchObject({ status: 'all', limit: '100' });
    const active = await stripe.listSubscriptions({ status: 'active', createdAfter: new Date(Date.now() - 60_000) });
    expect(active.every((subscription) => subscription.status === 'active')).toBe(true);
    expect(active.map((subscription) => subscription.id)).toEqual(expect.arrayContaining(ids));
    expect(await stripe.listSubscriptions({ createdAfter: new Date(Date.now() + 3_600_000) })).toEqual([]);
  });

  it('opens the customer portal', async () => {
    const created = fake.completeCheckout((await checkout()).sessionId);
    const portal = await stripe.createBillingPortalSession({ customerId: created.customer, returnUrl: 'http://localhost:3000/account/club' });
    expect(portal).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
    expect(last('/v1/billing_portal/sessions').params).toEqual({ customer: created.customer, return_url: 'http://localhost:3000/account/club' });
  });

  it('names the subscription, session and invoice of billing events', () => {
    const sign = (object: Record<string, unknown>, type: string) => {
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
      return stripe.parseWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
    };
    expect(sign({ id: 'cs_1', object: 'checkout.session', subscription: 'sub_1' }, 'checkout.session.completed')).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      paymentId: null,
      subscriptionId: 'sub_1',
      checkoutSessionId: 'cs_1',
      invoiceId: null,
    });
    expect(sign({ id: 'cs_2', object: 'checkout.session', subscription: null }, 'checkout.session.expired')).toMatchObject({
      subscriptionId: null,
      checkoutSessionId: 'cs_2',
    });
    expect(sign({ id: 'sub_1', object: 'subscription' }, 'customer.subscription.deleted')).toMatchObject({ subscriptionId: 'sub_1', invoiceId: null });
    expect(
      sign(
        { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } },
        'invoice.payment_failed',
      ),
    ).toMatchObject({ subscriptionId: 'sub_1', invoiceId: 'in_1', checkoutSessionId: null });
    expect(sign({ id: 'in_2', object: 'invoice', subscription: 'sub_2' }, 'invoice.paid')).toMatchObject({ subscriptionId: 'sub_2', invoiceId: 'in_2' });
  });
});
