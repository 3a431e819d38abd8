import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderReceipt, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, payForCart, TestSystem } from '@artshop/testing';

// The artist's Reports screen in a real browser, after two buyers have paid by card: the period's
// chart, the totals of those orders and the same totals in the CSV. Real gateway, services,
// PostgreSQL and Redis.
let system: TestSystem;
let browser: Browser;
let page: Page;
const receipts: OrderReceipt[] = [];

const url = (path: string) => `${system.baseUrl}${path}`;
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A buyer pays for a print by card, through the same calls the storefront makes. */
async function purchase(name: string, email: string): Promise<OrderReceipt> {
  const buyer = new ApiClient(system.baseUrl);
  const products = (await buyer.get('/api/products')).body as Product[];
  const product = products.find((candidate) => candidate.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 2))!;
  const print = product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 2)!;
  expect((await buyer.post('/api/cart', { productId: product.id, tierId: print.id, quantity: 1 })).status).toBe(201);
  const { receipt } = await payForCart(buyer, {
    customerName: name,
    customerEmail: email,
    shippingAddress: { street: '4 Quay Street', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
  });
  return receipt;
}

const toastText = () =>
  page
    .getByTestId('toast')
    .allTextContents()
    .then((texts) => texts.join(' '));

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true }), launchBrowser()]);
  receipts.push(await purchase('Iris Vale', 'iris.vale@example.com'), await purchase('Owen Marsh', 'owen.marsh@example.com'));
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url('/login?next=/admin/dashboard'));
  await page.locator('#login-email').fill(system.admin.email);
  await page.locator('#login-password').fill(system.admin.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(url('/admin/dashboard'));
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

describe('reports', () => {
  it('opens from the sidebar and draws the last 7 days with the totals of the orders placed', async () => {
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(url('/admin/reports'));
    // The screen's code (with the chart library) loads on the way: the heading follows the address a moment later.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Reports');
    await page.getByTestId('report-preset').selectOption('7d');

    const total = receipts.reduce((sum, receipt) => sum + cents(receipt.total), 0);
    await expect.poll(() => page.getByTestId('report-revenue-value').textContent()).toBe(money(total));
    expect(await page.getByTestId('report-orders-value').textContent()).toBe('2');
    expect(await page.getByTestId('report-aov-value').textContent()).toBe(money(Math.round(total / 2)));
    // Nothing was sold the week before.
    expect(await page.getByTestId('report-revenue-note').textContent()).toBe('Nothing to compare with in the previous period');
    // One point a day of the 7, on a chart named for screen readers.
    const chart = page.getByRole('img', { name: /^Revenue by day/ });
    await expect.poll(() => chart.locator('svg .recharts-line-dot').count()).toBe(7);
    expect(await page.getByTestId('report-tiers').textContent()).toContain('Print');
    // No one has joined the Mail Club here.
    await expect.poll(() => page.getByTestId('mail-club-started').textContent()).toBe('0');
    expect(await page.getByTestId('mail-club-churn').textContent()).toBe('—');
  });

  it('groups by month for this year and downloads the same totals as CSV', async () => {
    await page.getByTestId('report-preset').selectOption('year');
    const months = new Date().getUTCMonth() + 1;
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /^Revenue by month/ })
          .locator('svg .recharts-line-dot')
          .count(),
      )
      .toBe(months);

    const total = receipts.reduce((sum, receipt) => sum + cents(receipt.total), 0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-report-month-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const totalRow = csv.split(/\r?\n/).find((line) => line.startsWith('Total,'));
    expect(totalRow).toMatch(new RegExp(`,2,${(total / 100).toFixed(2)}$`));
  });

  it('says why a period cannot be shown, and offers to try again', async () => {
    await page.goto(url('/admin/reports?preset=custom&from=2015-01-01&to=2025-01-01&by=day'));
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('By day a report covers at most 400 days');
    expect(await alert.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByTestId('report-csv').count()).toBe(0);
    await page.getByTestId('report-granularity').selectOption('month');
    await expect.poll(() => page.getByTestId('report-orders-value').textContent()).toBe('0');
  });
});

describe('the shop’s time zone', () => {
  it('is chosen on the business settings, and the reports and the packing view count days there and say so', async () => {
    await page.goto(url('/admin/settings/business'));
    const form = page.getByTestId('business-settings-form');
    await form.waitFor();
    await expect.poll(() => form.locator('#business-timeZone').inputValue()).toBe('UTC');
    await form.locator('#business-timeZone').selectOption('Europe/Berlin');
    await page.getByTestId('business-settings-save').click();
    await expect.poll(toastText).toContain('Settings saved');
    try {
      await page.goto(url('/admin/reports?preset=7d'));
      await expect.poll(() => page.getByTestId('sales-chart').locator('figcaption').textContent()).toContain('(Europe/Berlin)');
      expect(await page.getByText('days in Europe/Berlin').isVisible()).toBe(true);
      const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
      expect(await page.getByTestId('report-period').textContent()).toContain(`to ${berlinToday}`);

      await page.goto(url('/admin/orders?view=packing'));
      const day = page.getByLabel('Orders paid on (Europe/Berlin)');
      await expect.poll(() => day.inputValue()).toBe(berlinToday);
    } finally {
      const admin = new ApiClient(system.baseUrl);
      await admin.post('/api/auth/login', system.admin);
      await admin.put('/api/business-settings', { timeZone: 'UTC' });
    }
  });
});
