import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailClubPlan, SiteSetting, UserSubscription } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerInBrowser, TestSystem } from '@artshop/testing';

// The Mail Club in a real browser with the demo shop on the Stripe emulator: a visitor sees the plans
// and is asked to log in; a customer subscribes on Stripe's hosted checkout page (the emulator's) with 4242, lands on the welcome page, finds the subscription in /account,
// cancels it (it then ends at the period's end) and resumes it; a declined card and the 3-D Secure
// challenge (failed, then completed) on a second plan; a failed renewal (Stripe's test clock moved a
// month) is paid with another card on the hosted invoice page.
// Real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let plans: MailClubPlan[];
let artistName: string;

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  plans = ((await (await fetch(url('/api/subscription-plans'))).json()) as MailClubPlan[]).sort((a, b) => a.displayOrder - b.displayOrder);
  const settings = (await (await fetch(url('/api/site-settings'))).json()) as SiteSetting[];
  artistName = settings.find((setting) => setting.key === 'artist_artistName')?.value ?? 'The Artist';
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const url = (path: string) => `${system.baseUrl}${path}`;
const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const longDate = (iso: string | null) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso!));
const toastText = (page: Page) =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

const CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0027 6000 3184',
};

async function newVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

const planCard = (page: Page, plan: MailClubPlan) => page.locator(`[data-testid="mail-club-plan"][data-plan-id="${plan.id}"]`);

async function ownSubscriptions(page: Page): Promise<UserSubscription[]> {
  const answer = await page.request.get(url('/api/user-subscriptions'));
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as UserSubscription[];
}

/** From /mail-club, 'Choose {plan}' leads to Stripe's hosted checkout page. */
async function choosePlan(page: Page, plan: MailClubPlan): Promise<void> {
  await page.goto(url('/mail-club'));
  await planCard(page, plan)
    .getByRole('button', { name: `Choose ${plan.name}` })
    .click();
  await page.waitForURL(/\/c\/pay\/[^/]+$/);
  await page.getByTestId('subscribe-button').waitFor();
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Mia Member');
  await page.getByLabel('Address line 1').fill('3 Lighthouse Road');
  await page.getByLabel('City').fill('Bar Harbor');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('ZIP').fill('04609');
  await page.getByLabel('Country').selectOption('US');
}

/** Types the card on a hosted page (Checkout or an invoice's) and presses its button. */
async function typeCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

async function payWith(page: Page, card: string): Promise<void> {
  await typeCard(page, card);
  await page.getByTestId('subscribe-button').click();
}

/** The welcome page of a paid checkout, with its toast. */
async function expectWelcome(page: Page, plan: MailClubPlan): Promise<void> {
  await page.waitForURL(/\/mail-club\/success\?session_id=/);
  await page.getByTestId('mail-club-welcome').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Mail Club!');
  expect(await page.getByTestId('welcome-plan').textContent()).toBe(plan.name);
  const steps = await page.getByTestId('welcome-next-steps').textContent();
  expect(steps).toContain('5-7 business days');
  expect(steps).toContain('account page');
  await expect.poll(() => toastText(page)).toContain('Welcome to Mail Club!');
  expect(await toastText(page)).toContain("Your subscription is active. You'll receive your first package soon!");
  expect(await page.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/account');
  expect(await page.getByRole('link', { name: 'Back to Mail Club' }).getAttribute('href')).toBe('/mail-club');
}

describe('signed out', () => {
  it('shows the active plans by display order and asks to log in before subscribing', async () => {
    const { context, page } = await newVisitor();
    try {
      const answer = await page.goto(url('/mail-club'));
      expect(answer?.status()).toBe(200);
      await page.getByTestId('mail-club-plans').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${artistName}'s Mail Club`);
      expect(await page.getByTestId('mail-club-sign-in').textContent()).toContain('Please log in to subscribe to Mail Club');
      expect(await page.getByRole('heading', { name: 'Choose Your Mail Club Experience' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Why Join Mail Club?' }).count()).toBe(1);
      for (const benefit of ['Exclusive Content', 'Monthly Surprises', 'Art Community'])
        expect(await page.getByRole('heading', { name: benefit }).count()).toBe(1);

      const active = plans.filter((plan) => plan.status === 'active');
      expect(await page.getByTestId('plan-name').allTextContents()).toEqual(active.map((plan) => plan.name));
      for (const plan of active) {
        const card = planCard(page, plan);
        expect(await card.getByTestId('plan-price').textContent()).toBe(`${money(plan.price)}/month`);
        expect(await card.getByTestId('plan-most-popular').count(), plan.name).toBe(plan.isRecommended ? 1 : 0);
        expect(await card.getByRole('listitem').allTextContents()).toEqual(plan.features);
      }

      await planCard(page, active[0]!)
        .getByRole('button', { name: `Choose ${active[0]!.name}` })
        .click();
      await expect.poll(() => toastText(page)).toContain('Please Log In');
      expect(await toastText(page)).toContain('You need to be logged in to subscribe to Mail Club.');
      expect(page.url()).toBe(url('/mail-club'));

      // The header's Mail Club link leads here.
      await page.goto(url('/'));
      await page.getByRole('banner').getByRole('link', { name: 'Mail Club' }).first().click();
      await page.waitForURL(url('/mail-club'));
    } finally {
      await context.close();
    }
  });

  it('with no active plan, says the plans are coming soon', async () => {
    const { context, page } = await newVisitor();
    const admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    try {
      // The artist makes every plan inactive (and back afterwards).
      for (const plan of plans) expect((await admin.patch(`/api/subscription-plans/${plan.id}`, { status: 'inactive' })).status).toBe(200);
      await page.goto(url('/mail-club'));
      await page.getByTestId('mail-club-coming-soon').waitFor();
      expect(await page.getByTestId('mail-club-coming-soon').textContent()).toBe(
        'Mail Club plans are coming soon! Stay tuned for exciting subscription options.',
      );
      expect(await page.getByTestId('mail-club-plan').count()).toBe(0);
    } finally {
      for (const plan of plans) await admin.patch(`/api/subscription-plans/${plan.id}`, { status: plan.status });
      await context.close();
    }
  });

  it('the success page without a session says it cannot verify it', async () => {
    const { context, page } = await newVisitor();
    try {
      await page.goto(url('/mail-club/success'));
      await page.getByTestId('mail-club-invalid-session').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Invalid Session');
      expect(await page.getByText("We couldn't verify your subscription.").count()).toBe(1);
      expect(await page.getByText('Please contact support if you believe this is an error.').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Back to Mail Club' }).getAttribute('href')).toBe('/mail-club');
    } finally {
      await context.close();
    }
  });
});

describe('a customer', () => {
  let customer: { context: BrowserContext; page: Page };
  const email = 'mia.member@example.com';
  const recommended = () => plans.find((plan) => plan.isRecommended) ?? plans[0]!;
  const another = () => plans.find((plan) => plan.id !== recommended().id)!;

  beforeAll(async () => {
    customer = await newVisitor();
    const registered = await registerInBrowser(system, customer.page.request, {
      email,
      password: 'correct horse battery',
      firstName: 'Mia',
      lastName: 'Member',
    });
    expect(registered.status(), await registered.text()).toBe(201);
  });

  afterAll(async () => {
    await customer?.context.close();
  });

  it('subscribes with 4242 on the hosted checkout page and is welcomed', async () => {
    const { page } = customer;
    const plan = recommended();
    await choosePlan(page, plan);
    // Stripe's page says what is bought, and for whom.
    expect(await page.getByTestId('checkout-plan').textContent()).toBe(plan.name);
    expect(await page.getByTestId('checkout-amount').textContent()).toBe(`${Number(plan.price).toFixed(2)} USD per month`);
    expect(await page.getByTestId('checkout-email').textContent()).toBe(email);

    // A missing address is refused, and nothing is paid.
    await payWith(page, CARDS.paid);
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toBe('Your name is required.');

    await fillAddress(page);
    const checkoutUrl = page.url();
    await payWith(page, CARDS.paid);
    await expectWelcome(page, plan);

    // The hosted page, opened again once paid, says so rather than taking a second card.
    await page.goto(checkoutUrl);
    await page.getByTestId('checkout-complete').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This subscription is already paid');
    expect(await page.getByTestId('subscribe-button').count()).toBe(0);
    await page.goBack();
    await page.getByTestId('mail-club-welcome').waitFor();
  });

  it('finds the subscription in /account, cancels it and sees when it ends, then resumes it', async () => {
    const { page } = customer;
    const plan = recommended();
    const [subscription] = await ownSubscriptions(page);
    expect(subscription).toMatchObject({ planId: plan.id, status: 'active', cancelAtPeriodEnd: false });

    await page.goto(url('/account'));
    const card = page.getByTestId('subscription-card');
    await card.waitFor();
    expect(await card.getByTestId('subscription-plan').textContent()).toBe(plan.name);
    expect(await card.getByTestId('subscription-status').textContent()).toBe('ACTIVE');
    expect(await card.getByTestId('subscription-status-line').textContent()).toBe('Active subscription');
    expect(await card.getByTestId('subscription-date-line').textContent()).toBe(`Renews ${longDate(subscription!.currentPeriodEnd)}`);
    const features = await card.getByTestId('subscription-features').getByRole('listitem').allTextContents();
    expect(features).toEqual([...plan.features.slice(0, 3), ...(plan.features.length > 3 ? [`+${plan.features.length - 3} more`] : [])]);
    expect(await page.getByRole('link', { name: 'Browse Plans' }).getAttribute('href')).toBe('/mail-club');
    // Cards and invoices are managed in Stripe's customer portal.
    expect(await card.getByTestId('manage-billing').count()).toBe(1);

    // 'Keep Subscription' changes nothing.
    await card.getByTestId('cancel-subscription').click();
    const dialog = page.getByTestId('cancel-subscription-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Cancel Subscription');
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await ownSubscriptions(page))[0]!.cancelAtPeriodEnd).toBe(false);

    await card.getByTestId('cancel-subscription').click();
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => toastText(page)).toContain('Subscription Cancelled');
    const [cancelled] = await ownSubscriptions(page);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ends = longDate(cancelled!.cancelAt ?? cancelled!.currentPeriodEnd);
    expect(await toastText(page)).toContain(`Your subscription will end on ${ends}.`);
    await expect.poll(() => card.getByTestId('subscription-date-line').textContent()).toBe(`Ends ${ends}`);
    expect(await card.getByTestId('subscription-status-line').textContent()).toBe(`Subscription will end on ${ends}`);
    expect(await card.getByTestId('cancel-subscription').count()).toBe(0);

    // Changed their mind before the end.
    await card.getByTestId('resume-subscription').click();
    await expect.poll(() => card.getByTestId('subscription-date-line').textContent()).toBe(`Renews ${longDate(subscription!.currentPeriodEnd)}`);
    expect((await ownSubscriptions(page))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await card.getByTestId('cancel-subscription').count()).toBe(1);
  });

  it('the artist sees the new member in the Subscriptions screen, with their plan’s price as the monthly revenue', async () => {
    const plan = recommended();
    const artist = await newVisitor();
    try {
      const { page } = artist;
      await page.goto(url('/login?next=/admin/subscriptions'));
      await page.locator('#login-email').fill(system.admin.email);
      await page.locator('#login-password').fill(system.admin.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(url('/admin/subscriptions'));
      const row = page.locator(`[data-testid="subscription-row"][data-email="${email}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain(plan.name);
      expect(await page.getByTestId('stat-active-value').textContent()).toBe('1');
      expect(await page.getByTestId('stat-revenue-value').textContent()).toBe(money(plan.price));
    } finally {
      await artist.context.close();
    }
  });

  it('cannot take the same plan twice: the page marks it as theirs, and the server refuses it anyway', async () => {
    const { page } = customer;
    const plan = recommended();
    await page.goto(url('/mail-club'));
    const card = planCard(page, plan);
    await expect.poll(() => card.getByRole('button', { name: 'Your plan' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Your plan' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: `Choose ${plan.name}` }).count()).toBe(0);
    const again = await page.request.post(url('/api/checkout/subscription'), { data: { planId: plan.id }, headers: { origin: system.baseUrl } });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { message: string }).message).toContain(`You already subscribe to ${plan.name}.`);
  });

  it('a declined card stays on the checkout page with the provider’s words; 3-D Secure failed, then completed', async () => {
    const { page } = customer;
    const plan = another();
    await choosePlan(page, plan);
    await fillAddress(page);
    await payWith(page, CARDS.declined);
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toBe('Your card was declined.');
    expect(page.url()).toMatch(/\/c\/pay\/[^/]+$/);

    // The bank's challenge, failed: back on the checkout page with the reason.
    await fillAddress(page);
    await payWith(page, CARDS.threeDSecure);
    await page.waitForURL(/\/hosted\/authenticate\//);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL(/\/c\/pay\/[^/]+\?error=/);
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toMatch(/unable to authenticate your payment method/);
    expect((await ownSubscriptions(page)).filter((each) => each.planId === plan.id && each.status === 'active')).toHaveLength(0);

    // Again, completed: the welcome, and a second plan beside the first.
    await fillAddress(page);
    await payWith(page, CARDS.threeDSecure);
    await page.waitForURL(/\/hosted\/authenticate\//);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectWelcome(page, plan);
    const active = (await ownSubscriptions(page)).filter((each) => each.status === 'active');
    expect(active.map((each) => each.planId).sort()).toEqual([plan.id, recommended().id].sort());

    await page.goto(url('/account'));
    await expect.poll(() => page.getByTestId('subscription-card').count()).toBe(2);
  });

  it('the success page of a session that is not theirs says it cannot verify it', async () => {
    const { page } = customer;
    await page.goto(url('/mail-club/success?session_id=cs_local_not_a_session'));
    await page.getByTestId('mail-club-invalid-session').waitFor();
    expect(await page.getByText("We couldn't verify your subscription.").count()).toBe(1);
  });

  it('a failed renewal shows PAST DUE with Fix payment; the invoice page takes another card and the subscription is active again', async () => {
    const { page } = customer;
    const plan = recommended();
    const member = (await ownSubscriptions(page)).find((each) => each.planId === plan.id && each.status === 'active')!;
    const [row] = await system.query<{ id: string }>(`SELECT stripe_subscription_id AS id FROM subscription.user_subscriptions WHERE id = $1`, [member.id]);

    // The member's card stops working, and Stripe's test clock moves to the renewal.
    const stripe = system.stripe!;
    stripe.setCustomerCard(stripe.subscriptions.get(row!.id)!.customer as string, '4000000000000341');
    stripe.advanceClock(new Date(member.currentPeriodEnd!).getTime() - stripe.clockNow().getTime() + 60_000);
    await expect.poll(async () => (await ownSubscriptions(page)).find((each) => each.id === member.id)?.status).toBe('past_due');

    await page.goto(url('/account'));
    const card = page.locator(`[data-testid="subscription-card"][data-subscription-id="${member.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('subscription-status').textContent()).toBe('PAST DUE');
    expect(await card.getByTestId('subscription-status-line').textContent()).toBe('Subscription past due');
    expect(await card.getByTestId('cancel-subscription').count()).toBe(0);
    await card.getByTestId('fix-payment').click();
    await page.waitForURL(/\/i\/[^/]+$/);

    // Stripe's hosted invoice page: the amount, why it failed.
    await page.getByTestId('invoice-open').waitFor();
    expect(await page.getByTestId('invoice-amount').textContent()).toBe(`${Number(plan.price).toFixed(2)} USD`);
    expect(await page.getByTestId('invoice-status').textContent()).toBe('OPEN');
    expect(await page.getByTestId('invoice-error').textContent()).toBe('Your card was declined.');

    await typeCard(page, CARDS.declined);
    await page.getByTestId('pay-invoice').click();
    await expect.poll(() => page.getByTestId('invoice-error').textContent()).toBe('Your card was declined.');
    expect(await page.getByTestId('invoice-open').count()).toBe(1);

    await typeCard(page, CARDS.paid);
    await page.getByTestId('pay-invoice').click();
    await page.getByTestId('invoice-closed').waitFor();
    expect(await page.getByRole('heading', { name: 'Payment received' }).count()).toBe(1);
    expect(await page.getByTestId('invoice-status').textContent()).toBe('PAID');

    await expect
      .poll(async () => (await ownSubscriptions(page)).find((each) => each.id === member.id))
      .toMatchObject({ status: 'active', fixPaymentUrl: null });
    await page.goto(url('/account'));
    await expect.poll(() => card.getByTestId('subscription-status').textContent()).toBe('ACTIVE');
    expect(await card.getByTestId('fix-payment').count()).toBe(0);
  });
});
