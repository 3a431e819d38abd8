import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, PricingTier, Product } from '@artshop/contracts';
import { launchBrowser, StripeEmulator, TestSystem } from '@artshop/testing';

// Buying through Stripe in a real browser: the shop on the Stripe emulator, whose Stripe.js the
// storefront loads (as it would load js.stripe.com's), with the card fields in the emulator's frame, its
// 3-D Secure challenge over the page, and its signed notifications posted to the shop's webhook.
let stripe: StripeEmulator;
let system: TestSystem;
let browser: Browser;
let products: Product[];
const WEBHOOK_SECRET = 'whsec_checkout_stripe';

beforeAll(async () => {
  stripe = await StripeEmulator.start();
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { ...stripe.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } }), launchBrowser()]);
  stripe.addWebhookEndpoint({ url: `${system.baseUrl}/api/webhooks/stripe`, secret: WEBHOOK_SECRET });
  products = (await (await fetch(url('/api/products'))).json()) as Product[];
  // A seeded shop starts slowly on a busy machine.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await stripe?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const printOf = (product: Product): PricingTier | undefined => product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 2);

async function buyerWithAPrintInTheCart(product: Product): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url(`/product/${product.id}`));
  await page
    .getByTestId('tier-option')
    .filter({ has: page.locator(`input[value="${printOf(product)!.id}"]`) })
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
  await page.goto(url('/checkout'));
  const form = page.getByTestId('shipping-form');
  await form.waitFor();
  await form.getByLabel('Full Name').fill('Bea Stripe');
  await form.getByLabel('Email', { exact: true }).fill('bea.stripe@example.com');
  await form.getByLabel('Street Address').fill('3 Quay Street');
  await form.getByLabel('City', { exact: true }).fill('Portland');
  await form.getByLabel('State', { exact: true }).fill('ME');
  await form.getByLabel('ZIP Code').fill('04101');
  await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
  await page.getByTestId('continue-to-payment').click();
  await page.getByTestId('stripe-form').waitFor();
  return { context, page };
}

/** Types the card into the emulator's card fields (a frame of its own origin) and presses Pay. */
async function payWith(page: Page, card: string): Promise<void> {
  const fields = page.frameLocator('iframe[title="Secure payment input frame"]');
  await fields.getByLabel('Card number').fill(card);
  await fields.getByLabel('Expiration date').fill('');
  await fields.getByLabel('Expiration date').pressSequentially('1234');
  await fields.getByLabel('Security code').fill('123');
  await page.getByTestId('pay-button').click();
}

async function expectPaid(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/success\?payment_intent=/);
  await page.getByTestId('order-success').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Successful!');
  return new URL(page.url()).searchParams.get('payment_intent')!;
}

describe('checkout through Stripe.js', () => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('a declined card stays on the payment step with its reason; 4242… then pays, and the notification reaches the shop', async () => {
    const product = products.find((candidate) => printOf(candidate))!;
    const { context, page } = await buyerWithAPrintInTheCart(product);
    contexts.push(context);
    const setup = (await (await page.request.get(url('/api/payment-setup'))).json()) as { stripeJsUrl: string };
    expect(setup.stripeJsUrl).toBe(stripe.stripeJsUrl);

    await payWith(page, '4000 0000 0000 0002');
    await expect.poll(() => page.getByTestId('payment-error').textContent()).toContain('Your card was declined.');
    expect(page.url()).toMatch(/\/checkout$/);

    await payWith(page, '4242 4242 4242 4242');
    const paymentId = await expectPaid(page);
    expect(stripe.paymentIntents.get(paymentId)).toMatchObject({ status: 'succeeded' });
    // The card's digits went to the emulator, never through the shop.
    expect(stripe.requests.findLast((request) => request.path === `/v1/payment_intents/${paymentId}/confirm`)?.params).toMatchObject({
      payment_method_data: { card: { number: '4242 4242 4242 4242' } },
    });
    await expect.poll(async () => ((await (await page.request.get(url('/api/cart'))).json()) as CartItem[]).length).toBe(0);
    // Stripe's notification of it was signed, posted to the shop's webhook and taken.
    const succeeded = stripe.events.find((event) => event.type === 'payment_intent.succeeded' && (event.data.object as { id: string }).id === paymentId)!;
    await expect.poll(() => stripe.deliveries.find((delivery) => delivery.eventId === succeeded.id)?.status).toBe(200);
  });

  it('a 3-D Secure card asks for the challenge: failing it is refused with the reason, completing it pays', async () => {
    const product = products.filter((candidate) => printOf(candidate))[1]!;
    const { context, page } = await buyerWithAPrintInTheCart(product);
    contexts.push(context);
    const challenge = page.frameLocator('iframe[title="3D Secure authentication"]');

    await payWith(page, '4000 0027 6000 3184');
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.poll(() => page.getByTestId('payment-error').textContent()).toContain('We are unable to authenticate your payment method.');

    await payWith(page, '4000 0027 6000 3184');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    const paymentId = await expectPaid(page);
    expect(stripe.events.filter((event) => event.type === 'payment_intent.requires_action').length).toBeGreaterThanOrEqual(2);
    expect(stripe.paymentIntents.get(paymentId)).toMatchObject({ status: 'succeeded' });
  });
});
