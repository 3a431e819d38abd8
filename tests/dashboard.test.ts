import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, type CustomerPage, type DashboardStats, type Product } from '@artshop/contracts';
import { ApiClient, payForCart, TestSystem } from '@artshop/testing';

/*
 * The dashboard and the customers through the real gateway and every service: figures come from real
 * purchases, and storefront visits are counted without a cookie.
 */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  // Behind a proxy the client's address comes from X-Forwarded-For: how the test plays several visitors.
  system = await TestSystem.start({ env: { TRUST_PROXY: 'true' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

async function stats(): Promise<DashboardStats> {
  const answer = await admin.get('/api/dashboard/stats');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as DashboardStats;
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser's request for a page, from `address`; no cookie is ever sent or kept. */
async function visit(path: string, userAgent: string, address: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${system.baseUrl}${path}`, { method, headers: { 'user-agent': userAgent, 'x-forwarded-for': address, ...headers } });
  await response.arrayBuffer();
  return response;
}

/**
 * A cookie a page sets other than the plain forms' key (`artshop.form-key`: a random key for the
 * forms' token, kept for the browser session, never read by the counting).
 */
const countingCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split('=')[0])
    .find((name) => name !== 'artshop.form-key');

describe('site visitors', () => {
  it('counts distinct visitors of storefront pages, without a cookie of its own, and nothing else', async () => {
    expect((await stats()).visitors).toEqual({ today: 0, thisWeek: 0, lastWeek: 0, changePercent: null });

    // None of these is a person viewing a storefront page.
    const ignored = [
      await visit('/api/products', CHROME, '203.0.113.1'),
      await visit('/admin/', CHROME, '203.0.113.1'),
      await visit('/favicon.ico', CHROME, '203.0.113.1'),
      await visit('/assets/missing.js', CHROME, '203.0.113.1'),
      await visit('/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '203.0.113.2'),
      await visit('/', 'curl/8.5.0', '203.0.113.3'),
      await visit('/', '', '203.0.113.4'),
      await visit('/', CHROME, '203.0.113.5', { 'sec-purpose': 'prefetch' }),
      await visit('/', CHROME, '203.0.113.6', {}, 'HEAD'),
    ];
    expect(ignored.map(countingCookie)).toEqual(ignored.map(() => undefined));

    // One visitor seeing three pages, a second on another phone, a third: the first's browser elsewhere.
    const pages = [
      await visit('/', CHROME, '198.51.100.7'),
      await visit('/prints', CHROME, '198.51.100.7'),
      await visit('/', CHROME, '198.51.100.7'),
      await visit('/originals', SAFARI, '198.51.100.8'),
      await visit('/', CHROME, '198.51.100.9'),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(countingCookie(page)).toBeUndefined();
    }
    const counted = await system.eventually(async () => {
      const { visitors } = await stats();
      return visitors.today >= 3 ? visitors : undefined;
    }, 'three visitors counted');
    expect(counted).toEqual({ today: 3, thisWeek: 3, lastWeek: 0, changePercent: null });
    // Counting is fire and forget: nothing more arrives later.
    expect((await stats()).visitors.today).toBe(3);

    // Only hashes go into the day's count: no address or user agent is kept in Redis.
    const redis = new Redis(system.redis.url);
    const keys = await redis.keys('*visitors*').finally(() => redis.disconnect());
    expect(keys.join(' ')).not.toContain('198.51.100');
    expect(keys.filter((key) => key.includes('visitors:'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/visitors:\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/visitors:salt:\d{4}-\d{2}-\d{2}$/)]),
    );
  });

  it('counts a visit on the shop’s day, in its time zone, not on UTC’s', async () => {
    // A zone whose date is not UTC's now: 14 hours ahead late in the UTC day, 11 hours behind early in it.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    expect((await admin.put('/api/business-settings', { timeZone: zone })).status).toBe(200);
    const redis = new Redis(system.redis.url);
    try {
      const shopDay = () => dayIn(new Date(), zone);
      expect(shopDay()).not.toBe(dayIn(new Date(), 'UTC'));
      // The gateway keeps the zone a few seconds: the same visitor comes back until the shop's day has them.
      const counted = await system.eventually(async () => {
        await visit('/', CHROME, '192.0.2.50');
        const keys = await redis.keys(`*visitors:${shopDay()}`);
        return keys.length === 1 && (await redis.pfcount(keys[0]!)) === 1 ? keys[0] : undefined;
      }, 'a visit counted on the shop’s day');
      expect(counted).toMatch(new RegExp(`visitors:${shopDay()}$`));
      // Today is the shop's: the one visitor of its day, none of the three counted on UTC's.
      expect((await stats()).visitors.today).toBe(1);
    } finally {
      redis.disconnect();
      expect((await admin.put('/api/business-settings', { timeZone: 'UTC' })).status).toBe(200);
    }
  });
});

describe('after a purchase', () => {
  it('shows the revenue, the order and the product on the dashboard, and the buyer among the customers', async () => {
    const created = await admin.post('/api/products', {
      name: 'Harbour at Dusk',
      slug: 'harbour-at-dusk',
      price: '640',
      pricingTiers: [{ size: '18x24', price: '225', type: 'Print', stock: 5, description: 'Archival print' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as Product;

    const buyer = new ApiClient(system.baseUrl);
    expect((await buyer.post('/api/cart', { productId: product.id, tierId: product.pricingTiers[0]!.id, quantity: 2 })).status).toBe(201);
    const { receipt } = await payForCart(buyer, {
      customerName: 'Nora Quist',
      customerEmail: 'Nora.Quist@example.com',
      shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
    });
    const total = receipt.total;
    expect(
      (await new ApiClient(system.baseUrl).post('/api/messages', { name: 'Lena Fox', email: 'lena@example.com', message: 'Is the print framed?' })).status,
    ).toBe(201);

    const dashboard = await stats();
    const activeProducts = ((await new ApiClient(system.baseUrl).get('/api/products')).body as Product[]).length;
    expect(dashboard).toMatchObject({
      currency: 'USD',
      totalRevenue: total,
      totalOrders: 1,
      activeProducts,
      revenue: { thisMonth: total, lastMonth: '0.00', changePercent: null },
      orders: { thisMonth: 1, lastMonth: 0, changePercent: null },
      unreadMessages: 1,
      recentOrders: [{ id: receipt.orderId, orderNumber: receipt.orderNumber, customerName: 'Nora Quist', totalAmount: total, status: 'pending' }],
    });
    expect(activeProducts).toBeGreaterThan(0);
    expect(dashboard.recentProducts[0]).toEqual({ id: product.id, name: 'Harbour at Dusk', price: '640.00' });

    const customers = await admin.get('/api/customers?q=nora');
    expect(customers.status).toBe(200);
    expect(customers.body as CustomerPage).toMatchObject({
      customers: [{ name: 'Nora Quist', email: 'nora.quist@example.com', initials: 'NQ', orderCount: 1, totalSpent: total }],
      total: 1,
      totalCustomers: 1,
    });
    const csv = await admin.get('/api/customers.csv?q=nora');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(String(csv.body)).toContain(`Nora Quist,nora.quist@example.com,1,${total},`);

    // The buyer is no admin.
    expect((await buyer.get('/api/dashboard/stats')).status).toBe(401);
    expect((await buyer.get('/api/customers')).status).toBe(401);
  });
});
