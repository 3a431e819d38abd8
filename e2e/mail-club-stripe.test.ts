import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailClubPlan, UserSubscription } from '@artshop/contracts';
import { StripeEmulator, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

// The Mail Club's storefront and Stripe (the emulator): the plan's button leads to Stripe Checkout,
// Stripe's return lands on the welcome page, and the account's 'Manage billing' opens Stripe's customer
// portal. The test does on Checkout what the customer would (StripeEmulator.completeCheckout pays the
// session; e2e/mail-club.test.ts types the card on the page); the portal is Stripe's own address, which
// the browser is answered a blank page for.
let system: TestSystem;
let browser: Browser;
let stripe: StripeEmulator;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stripe = await StripeEmulator.start();
  [system, browser] = await Promise.all([
    TestSystem.start({
      seed: true,
      env: { ...stripe.env, STRIPE_WEBHOOK_SECRET: 'whsec_fake' },
    }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/^https:\/\/billing\.stripe\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Stripe</h1>' }));
  page = await context.newPage();
  const registered = await registerInBrowser(system, page.request, {
    email: 'sam.stripe@example.com',
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'Stripe',
  });
  expect(registered.status(), await registered.text()).toBe(201);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await system?.close();
  await stripe?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

describe('the Mail Club with Stripe', () => {
  it('subscribes through Stripe Checkout and comes back to the welcome page', async () => {
    const plans = (await (await fetch(url('/api/subscription-plans'))).json()) as MailClubPlan[];
    const plan = plans.find((each) => each.isRecommended) ?? plans[0]!;
    await page.goto(url('/mail-club'));
    await page.getByRole('button', { name: `Choose ${plan.name}` }).click();
    await page.waitForURL((address) => address.href.startsWith(`${stripe.publicUrl}/c/pay/`));

    // On Stripe's page the customer pays; Stripe then sends them to the shop's success URL.
    const [session] = [...stripe.checkoutSessions.values()];
    expect(session).toBeDefined();
    stripe.completeCheckout(session!.id);
    const success = session!.success_url!.replace('{CHECKOUT_SESSION_ID}', session!.id);
    expect(success.startsWith(url('/mail-club/success?session_id='))).toBe(true);
    await page.goto(success);
    await page.getByTestId('mail-club-welcome').waitFor();
    expect(await page.getByTestId('welcome-plan').textContent()).toBe(plan.name);
    await expect.poll(() => toastText()).toContain('Welcome to Mail Club!');
  });

  it('opens Stripe’s customer portal from the account’s Manage billing', async () => {
    const subscriptions = (await (await page.request.get(url('/api/user-subscriptions'))).json()) as UserSubscription[];
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', canManageBilling: true, fixPaymentUrl: null })]);
    await page.goto(url('/account'));
    const card = page.getByTestId('subscription-card');
    await card.waitFor();
    await card.getByTestId('manage-billing').click();
    await page.waitForURL(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [portal] = stripe.portalSessions;
    expect(page.url()).toBe(portal!.url);
    const [subscription] = [...stripe.subscriptions.values()];
    expect(portal!.customer).toBe(subscription!.customer);
  });
});
