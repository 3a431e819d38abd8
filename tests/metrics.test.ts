import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@artshop/contracts';
import { ApiClient, confirmWithTestCard, payForCart, TestSystem } from '@artshop/testing';

// What an operator's Prometheus reads: every part's /metrics (the gateway's on its own port), after
// a real journey through the shop (browse, a declined card then a paid order, a contact message).
let system: TestSystem;

const BUYER = {
  customerName: 'Mia Metrics',
  customerEmail: 'mia.metrics@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

/** The value of one series of a scrape (the sum over series when several match), or undefined when none does. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const seen = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => seen[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  const shopper = new ApiClient(system.baseUrl);
  const products = (await shopper.get('/api/products')).body as Product[];
  const print = products.flatMap((product) => product.pricingTiers.map((tier) => ({ product, tier }))).find(({ tier }) => tier.stock > 5)!;
  expect((await shopper.get(`/api/products/${print.product.id}`)).status).toBe(200);
  expect((await shopper.post('/api/cart', { productId: print.product.id, tierId: print.tier.id, quantity: 1 })).status).toBe(201);

  // A declined card first: the buyer then pays with one that works.
  const declining = await shopper.post('/api/create-payment-intent', { customerInfo: BUYER, shippingMethod: 'standard' });
  expect((await confirmWithTestCard(declining.body, '4000 0000 0000 0002')).status).toBe('requires_payment_method');
  // The provider's notification settles the decline on the order (the buyer sees why on the payment step).
  await system.eventually(
    async () => sample(await system.metrics('cart-order'), 'artshop_payments_total', { outcome: 'declined' }) === 1,
    'the decline was counted',
  );
  // Paid for with expedited shipping: a start with other details replaces the declined order.
  await payForCart(shopper, BUYER, 'expedited');

  expect(
    (await shopper.post('/api/messages', { name: 'Mia Metrics', email: 'mia.metrics@example.com', message: 'Is the blue one still available?' })).status,
  ).toBe(201);
}, 180_000);

afterAll(() => system?.close());

describe('metrics', () => {
  it('the gateway counts requests per route pattern, on a port the public never reaches', async () => {
    const scrape = await system.metrics('gateway');
    expect(sample(scrape, 'artshop_http_request_duration_seconds_count', { part: 'gateway', method: 'GET', route: '/api/products', status: '200' })).toBe(1);
    expect(sample(scrape, 'artshop_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:id', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(scrape, 'artshop_process_nodejs_eventloop_lag_seconds', { part: 'gateway' })).toBeGreaterThanOrEqual(0);
    const publicScrape = await fetch(`${system.baseUrl}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('artshop_http_request_duration_seconds');
  });

  it('each service times the RPC calls it answers, by pattern and outcome', async () => {
    const catalog = await system.metrics('catalog');
    expect(sample(catalog, 'artshop_rpc_duration_seconds_count', { part: 'catalog', pattern: 'catalog.listProducts', outcome: 'ok' })).toBe(1);
    expect(sample(catalog, 'artshop_rpc_duration_seconds_count', { pattern: 'catalog.commitReservation', outcome: 'ok' })).toBe(1);
    const cartOrder = await system.metrics('cart-order');
    expect(sample(cartOrder, 'artshop_rpc_duration_seconds_count', { part: 'cart-order', pattern: 'cart-order.addToCart', outcome: 'ok' })).toBe(1);
  });

  it('cart-order counts the declined and the paid payment; catalog holds no stock once the order is paid', async () => {
    const cartOrder = await system.metrics('cart-order');
    expect(sample(cartOrder, 'artshop_payments_total', { outcome: 'declined' })).toBe(1);
    expect(sample(cartOrder, 'artshop_payments_total', { outcome: 'succeeded' })).toBe(1);
    // Starting again with another shipping method after the decline closed the first order, once.
    expect(sample(cartOrder, 'artshop_payments_total', { outcome: 'canceled' })).toBe(1);
    const catalog = await system.metrics('catalog');
    expect(sample(catalog, 'artshop_reservations_active')).toBe(0);
    expect(sample(catalog, 'artshop_reservations_expired_total')).toBe(0);
  });

  it('messaging counts the mails it sent and the events it applied; every outbox is empty', async () => {
    const scrape = await system.eventually(async () => {
      const text = await system.metrics('messaging');
      return (sample(text, 'artshop_emails_total', { template: 'contact-message', outcome: 'sent' }) ?? 0) >= 1 && text;
    }, 'the contact message was mailed to the artist');
    expect(sample(scrape, 'artshop_emails_total', { template: 'contact-message', outcome: 'sent' })).toBe(1);
    expect(sample(scrape, 'artshop_emails_total', { outcome: 'failed' })).toBeUndefined();
    expect(sample(scrape, 'artshop_events_handled_total', { type: 'order.completed', outcome: 'applied' })).toBe(1);
    expect(sample(scrape, 'artshop_event_queue_jobs', { state: 'failed' })).toBe(0);
    // One series per event it handles, 0 while none has been failing for the stuck threshold.
    expect(sample(scrape, 'artshop_events_stuck', { type: 'order.completed' })).toBe(0);
    for (const part of ['gateway', 'catalog', 'cart-order', 'subscription', 'content', 'messaging'] as const) {
      const text = await system.eventually(async () => {
        const scraped = await system.metrics(part);
        return sample(scraped, 'artshop_outbox_pending_events') === 0 && scraped;
      }, `${part}'s outbox drained`);
      expect(sample(text, 'artshop_outbox_oldest_pending_age_seconds'), part).toBe(0);
    }
  });
});
