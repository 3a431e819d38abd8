import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, OrderReceipt, PaymentIntentAnswer, Product } from '@artshop/contracts';
import { ApiClient, launchBrowser, registerCustomer, TestSystem, confirmWithTestCard } from '@artshop/testing';

// The artist's dashboard and customers in a real browser, after a buyer has paid for a print: the
// real revenue, the buyer among the customers, and Quick Actions that do what they say. Real gateway,
// services, PostgreSQL and Redis. Events count as stuck from their first failure here (ten minutes in a shop).
let system: TestSystem;
let browser: Browser;
let page: Page;
let receipt: OrderReceipt;

const url = (path: string) => `${system.baseUrl}${path}`;
const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A buyer pays for two prints by card, through the same calls the storefront makes. */
async function purchase(): Promise<OrderReceipt> {
  const buyer = await browser.newContext();
  try {
    const request = buyer.request;
    const headers = { origin: system.baseUrl };
    const products = (await (await request.get(url('/api/products'))).json()) as Product[];
    const product = products.find((candidate) => candidate.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 2))!;
    const print = product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 2)!;
    expect((await request.post(url('/api/cart'), { headers, data: { productId: product.id, tierId: print.id, quantity: 2 } })).status()).toBe(201);
    const started = await request.post(url('/api/create-payment-intent'), {
      headers,
      data: {
        customerInfo: {
          customerName: 'Iris Vale',
          customerEmail: 'iris.vale@example.com',
          shippingAddress: { street: '4 Quay Street', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
        },
        shippingMethod: 'standard',
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const intent = (await started.json()) as PaymentIntentAnswer;
    expect((await confirmWithTestCard(intent)).status).toBe('succeeded');
    const confirmed = await request.post(url('/api/orders'), { headers, data: { paymentIntentId: intent.paymentIntentId } });
    expect(confirmed.status()).toBe(200);
    return (await confirmed.json()) as OrderReceipt;
  } finally {
    await buyer.close();
  }
}

beforeAll(async () => {
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { EVENTS_STUCK_AFTER_SECONDS: '0' } }), launchBrowser()]);
  receipt = await purchase();
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

describe('dashboard', () => {
  it('shows the real revenue, orders and products, and the order among the recent ones', async () => {
    const stats = (await (await page.request.get(url('/api/dashboard/stats'))).json()) as DashboardStats;
    expect(stats.totalRevenue).toBe(receipt.total);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(await page.getByText("Welcome back! Here's what's happening with your art business.").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('stat-revenue-value').textContent()).toBe(money(receipt.total));
    expect(await page.getByTestId('stat-orders-value').textContent()).toBe('1');
    expect(await page.getByTestId('stat-active-products-value').textContent()).toBe(String(stats.activeProducts));
    expect(stats.activeProducts).toBeGreaterThan(0);
    expect(await page.getByTestId('live-total-revenue').textContent()).toBe(money(receipt.total));
    expect(await page.getByTestId('live-total-orders').textContent()).toBe('1');
    // The order is named by its number, as everywhere else, and its row opens it on the Orders screen.
    expect(await page.getByTestId('recent-orders').textContent()).toContain(`Order #${receipt.orderNumber}`);
    expect(await page.getByTestId('recent-orders').textContent()).not.toContain(receipt.orderId.slice(-8));
    expect(await page.getByTestId('recent-orders').textContent()).toContain(money(receipt.total));
    expect(await page.getByTestId('recent-products').textContent()).toContain(stats.recentProducts[0]!.name);
    // Nothing made up is left.
    const text = await page.locator('main').textContent();
    for (const invented of ['1,247', '+8% this week', '+12% from last month', '+3 new orders', '5 categories', '3 unread'])
      expect(text).not.toContain(invented);

    await page
      .getByTestId('recent-order')
      .filter({ hasText: `Order #${receipt.orderNumber}` })
      .click();
    await page.waitForURL(/\/admin\/orders/);
    await expect.poll(() => page.getByTestId('order-sheet').getByRole('heading', { level: 2 }).first().textContent()).toBe(`Order #${receipt.orderNumber}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('order-sheet').count()).toBe(0);
    await page.goto(url('/admin/dashboard'));
  });

  it('opens the product drawer from Quick Actions and from Add New Product', async () => {
    await page.getByTestId('quick-add-product').click();
    await page.waitForURL(/\/admin\/products/);
    const drawer = page.getByTestId('product-drawer');
    await drawer.waitFor();
    expect(await drawer.getByRole('heading', { name: 'Add Product' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    await page.goto(url('/admin/dashboard'));
    await page.getByTestId('quick-upload-images').click();
    await drawer.waitFor();
    expect(await page.getByTestId('tab-images').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);

    await page.goto(url('/admin/dashboard'));
    await page.getByTestId('add-new-product').click();
    await drawer.waitFor();
    expect(await page.getByTestId('tab-content').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');

    await page.goto(url('/admin/dashboard'));
    await page.getByTestId('quick-view-messages').click();
    await page.waitForURL(url('/admin/messages'));
  });
});

describe('customers', () => {
  it('lists the buyer with what they spent, searches, and leads to their orders', async () => {
    await page.goto(url('/admin/customers'));
    const card = page.locator('[data-testid="customer-card"][data-email="iris.vale@example.com"]');
    await card.waitFor();
    expect(await card.getByTestId('customer-initials').textContent()).toBe('IV');
    expect(await card.getByTestId('customer-name').textContent()).toBe('Iris Vale');
    expect(await card.getByTestId('customer-orders').textContent()).toBe('1');
    expect(await card.getByTestId('customer-total').textContent()).toBe(money(receipt.total));
    expect(await page.getByTestId('customers-count').textContent()).toBe('Showing 1 of 1 customer');

    await page.getByTestId('customer-search').fill('nobody-like-this');
    await expect.poll(() => page.getByTestId('customers-empty').textContent()).toContain('No customers found');
    await page.getByTestId('customer-search').fill('IRIS');
    await card.waitFor();
    expect(await page.getByTestId('export-csv').getAttribute('href')).toBe('/api/customers.csv?q=IRIS');

    await card.getByTestId('view-customer').click();
    await page.waitForURL(url('/admin/orders?customer=iris.vale%40example.com'));
  });
});

describe('events that keep failing', () => {
  it('are listed on the dashboard, and Retry now delivers one once the cause is fixed', async () => {
    expect(await page.getByTestId('stuck-events').count(), 'nothing is shown while no event fails').toBe(0);
    // Content cannot record what it handles for a while (a trigger stands in for a broken table).
    await system.query(`
      CREATE FUNCTION content.refuse_handling() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the art wall tables are being repaired'; END $$`);
    await system.query(`CREATE TRIGGER refuse_handling BEFORE INSERT ON content.handled_events FOR EACH ROW EXECUTE FUNCTION content.refuse_handling()`);
    const leaving = new ApiClient(system.baseUrl);
    const password = 'correct horse battery';
    expect((await registerCustomer(system, leaving, { email: 'leaving@example.com', password, firstName: 'Lea', lastName: 'Ving' })).status).toBe(201);
    expect((await leaving.post('/api/account/delete', { currentPassword: password })).status).toBe(204);

    const row = page.getByTestId('stuck-event');
    await expect
      .poll(
        async () => {
          await page.goto(url('/admin/dashboard'));
          await page.getByTestId('stat-revenue').waitFor();
          return (await row.count()) > 0 ? await row.first().textContent() : null;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('user.deleted');
    expect(await row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('content');
    expect(text).toContain('the art wall tables are being repaired');

    await system.query(`DROP TRIGGER refuse_handling ON content.handled_events`);
    await row.getByRole('button', { name: 'Retry now' }).click();
    await page.getByText('content has handled the user.deleted event.').first().waitFor();
    expect(await page.getByTestId('stuck-events').count()).toBe(0);
    const [event] = await system.query<{ id: string }>(`SELECT id FROM identity.outbox_events WHERE type = 'user.deleted' ORDER BY occurred_at DESC LIMIT 1`);
    expect(await system.query(`SELECT 1 FROM content.handled_events WHERE event_id = $1`, [event!.id])).toHaveLength(1);
  });
});
