import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailClubPlan } from '@artshop/contracts';
import { ApiClient, joinMailClub, launchBrowser, registerCustomer, TestSystem, useTestShopSettings } from '@artshop/testing';

// The artist's Mail Club Subscriptions screen in a real browser: two customers joined through the API
// (Stripe's hosted checkout at the emulator, card 4242…); the artist sees both with the monthly
// revenue of their prices, filters by plan and status, downloads the shipping list, and cancels one
// member at period end and the other now. Real gateway, services, PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;
let admin: ApiClient;
const plans: Record<'box' | 'letter', MailClubPlan> = {} as never;

const MIA = { email: 'mia.member@example.com', firstName: 'Mia', lastName: 'Member' };
const NOAH = { email: 'noah.north@example.com', firstName: 'Noah', lastName: 'North' };

async function createPlan(name: string, slug: string, price: string): Promise<MailClubPlan> {
  const answer = await admin.post('/api/subscription-plans', { name, slug, price, features: ['A monthly surprise'], status: 'active', displayOrder: 1 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as MailClubPlan;
}

async function join(person: typeof MIA, plan: MailClubPlan, line1: string): Promise<void> {
  const customer = new ApiClient(system.baseUrl);
  expect((await registerCustomer(system, customer, { ...person, password: 'correct horse battery' })).status).toBe(201);
  await joinMailClub(customer, plan.id, {
    name: `${person.firstName} ${person.lastName}`,
    line1,
    city: 'Camden',
    state: 'ME',
    postalCode: '04843',
    country: 'US',
  });
}

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
  plans.box = await createPlan('Collector Box', 'collector-box', '25');
  plans.letter = await createPlan('Sketch Letter', 'sketch-letter', '12');
  await join(MIA, plans.box, '7 Lighthouse Lane');
  await join(NOAH, plans.letter, '19 Harbour Street');
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));
const rowOf = (email: string) => page.locator(`[data-testid="subscription-row"][data-email="${email}"]`);
const shownEmails = () => page.getByTestId('subscription-email').allTextContents();
const stat = (name: string) => page.getByTestId(`stat-${name}-value`).textContent();

describe('the Mail Club Subscriptions screen', () => {
  it('is the sidebar’s Subscriptions entry, and shows both members with the monthly revenue of their prices', async () => {
    await page.goto(`${system.baseUrl}/login?next=/admin/dashboard`);
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${system.baseUrl}/admin/dashboard`);
    await page.getByTestId('nav-subscriptions').click();
    await page.waitForURL(`${system.baseUrl}/admin/subscriptions`);
    await expect.poll(() => page.title()).toMatch(/^Subscriptions \| /);
    await expect.poll(() => page.getByTestId('auth-banner').textContent()).toContain(`Authenticated as ${system.admin.email}`);

    await expect.poll(shownEmails).toEqual(expect.arrayContaining([MIA.email, NOAH.email]));
    expect(await page.getByTestId('subscription-row').count()).toBe(2);
    expect(await stat('total')).toBe('2');
    expect(await stat('active')).toBe('2');
    expect(await stat('pending')).toBe('0');
    expect(await stat('canceled')).toBe('0');
    expect(await stat('revenue')).toBe('$37.00');
    expect(await page.getByTestId('stat-revenue').textContent()).toContain('$37.00 per month');

    const mia = rowOf(MIA.email);
    expect(await mia.getByTestId('subscription-name').textContent()).toBe('Mia Member');
    expect(await mia.getByTestId('subscription-plan').textContent()).toBe('Collector Box');
    expect(await mia.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await mia.getByTestId('subscription-cancel-at-period-end').textContent()).toBe('No');
    expect(await mia.getByTestId('subscription-period-end').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('filters by plan, status and search', async () => {
    await page.getByTestId('subscriptions-plan-filter').selectOption({ label: 'Sketch Letter' });
    await expect.poll(shownEmails).toEqual([NOAH.email]);
    await page.getByTestId('subscriptions-plan-filter').selectOption('all');
    await expect.poll(shownEmails).toHaveLength(2);

    await page.getByTestId('subscriptions-status-filter').selectOption({ label: 'Canceled' });
    await expect.poll(() => page.getByTestId('subscriptions-empty').textContent()).toContain('No subscriptions found');
    await page.getByTestId('subscriptions-status-filter').selectOption({ label: 'Active' });
    await expect.poll(shownEmails).toHaveLength(2);
    await page.getByTestId('subscriptions-status-filter').selectOption('all');

    await page.getByTestId('subscriptions-search').fill('mia.mem');
    await expect.poll(shownEmails).toEqual([MIA.email]);
    // The cards count every member, whatever the filters.
    expect(await stat('total')).toBe('2');
    // The search and filters are in the address: a reload shows the same list.
    await page.getByTestId('subscriptions-status-filter').selectOption({ label: 'Active' });
    await page.waitForURL(/[?&]q=mia\.mem.*status=active|status=active.*q=mia\.mem/);
    await page.reload();
    expect(await page.getByTestId('subscriptions-search').inputValue()).toBe('mia.mem');
    await expect.poll(shownEmails).toEqual([MIA.email]);
    await page.getByTestId('subscriptions-status-filter').selectOption('all');
    await page.getByTestId('subscriptions-search').fill('');
    await expect.poll(shownEmails).toHaveLength(2);
  });

  it('downloads the shipping list with both members’ addresses', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('shipping-list').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    for (const shown of [MIA.email, 'Mia Member', '7 Lighthouse Lane', 'Collector Box', NOAH.email, '19 Harbour Street', 'Sketch Letter'])
      expect(csv).toContain(shown);
  });

  it('cancels one member at period end and another now, after the confirmation', async () => {
    const mia = rowOf(MIA.email);
    await mia.getByTestId('subscription-cancel').click();
    const dialog = page.getByTestId('cancel-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(MIA.email);
    // Keeping it changes nothing.
    await dialog.getByTestId('cancel-keep').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await mia.getByTestId('subscription-cancel-at-period-end').textContent()).toBe('No');

    await mia.getByTestId('subscription-cancel').click();
    await page.getByTestId('cancel-period-end').click();
    await expect.poll(toastText).toMatch(/Subscription cancelled.*will end on/);
    await expect.poll(() => mia.getByTestId('subscription-cancel-at-period-end').textContent()).toMatch(/^Yes, ends /);
    expect(await mia.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await stat('revenue')).toBe('$37.00');

    const noah = rowOf(NOAH.email);
    await noah.getByTestId('subscription-cancel').click();
    await page.getByTestId('cancel-now').click();
    await expect.poll(() => noah.getByTestId('subscription-status').textContent()).toBe('Canceled');
    expect(await noah.getByTestId('subscription-cancel').count()).toBe(0);
    await expect.poll(() => stat('revenue')).toBe('$25.00');
    expect(await stat('canceled')).toBe('1');
    expect(await stat('active')).toBe('1');

    // Mia can still be ended now; her period-end choice is gone.
    await mia.getByTestId('subscription-cancel').click();
    await expect.poll(() => page.getByTestId('cancel-dialog').isVisible()).toBe(true);
    expect(await page.getByTestId('cancel-period-end').count()).toBe(0);
    await page.getByTestId('cancel-keep').click();
  });
});
