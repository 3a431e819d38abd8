import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartOrderRpc, ContentRpc, type SalesReportQuery } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;
let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
  await content.call(ContentRpc.updateBusinessSettings, { currency: 'EUR' }, CALLERS.admin);
  cartOrder = await ServiceTestbed.start('cart-order', { env: { CONTENT_RPC: `127.0.0.1:${content.env.RPC_PORT}`, RPC_SECRET: content.env.RPC_SECRET! } });
});

afterAll(async () => {
  await cartOrder?.close();
  await content?.close();
});

beforeEach(async () => {
  await cartOrder.query(`DELETE FROM orders`);
});

const SUNRISE = randomUUID();
const HARBOUR = randomUUID();
const MEADOW = randomUUID();

interface Line {
  productId: string;
  name: string;
  tier: string | null;
  cents: number;
  quantity: number;
  refunded?: number;
}

/** An order straight into the database, its money in at `paidAt` (UTC), with its lines. */
async function order(cents: number, paymentStatus: string, paidAt: string | null, lines: Line[] = [], createdAt = paidAt ?? '2025-03-03T12:00:00Z') {
  const [row] = await cartOrder.query<{ id: string }>(
    `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status, paid_at, created_at)
     VALUES ('Ann Lee', 'ann@example.com', $1, $1, $2, $3, $4) RETURNING id`,
    [cents, paymentStatus, paidAt, createdAt],
  );
  for (const line of lines)
    await cartOrder.query(
      `INSERT INTO order_lines (order_id, product_id, product_name, tier_label, unit_price_cents, quantity, refunded_quantity)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row!.id, line.productId, line.name, line.tier, line.cents, line.quantity, line.refunded ?? 0],
    );
  return row!.id;
}

async function refund(orderId: string, cents: number, completedAt: string, status = 'done') {
  await cartOrder.query(`INSERT INTO order_refunds (order_id, amount_cents, status, completed_at) VALUES ($1, $2, $3, $4)`, [
    orderId,
    cents,
    status,
    status === 'done' ? completedAt : null,
  ]);
}

const report = (query: Partial<SalesReportQuery>) => cartOrder.call(CartOrderRpc.salesReport, query as SalesReportQuery, CALLERS.admin);

/** The week of 2025-03-01 (a Saturday) to 2025-03-07, and what happened around it. */
async function placeMarchOrders() {
  await order(10_000, 'paid', '2025-03-02T10:00:00Z', [{ productId: SUNRISE, name: 'Sunrise', tier: 'Original 36x48', cents: 10_000, quantity: 1 }]);
  await order(5_000, 'paid', '2025-03-02T23:59:00Z', [{ productId: HARBOUR, name: 'Harbour', tier: 'Print 18x24', cents: 2_500, quantity: 2 }]);
  const partly = await order(8_000, 'partially_refunded', '2025-03-05T09:00:00Z', [
    { productId: HARBOUR, name: 'Harbour', tier: 'Print 18x24', cents: 4_000, quantity: 2, refunded: 1 },
  ]);
  await refund(partly, 4_000, '2025-03-05T15:00:00Z');
  const whole = await order(7_000, 'refunded', '2025-03-06T09:00:00Z', [
    { productId: MEADOW, name: 'Meadow', tier: 'Canvas Print 12x16', cents: 7_000, quantity: 1 },
  ]);
  await refund(whole, 7_000, '2025-03-06T10:00:00Z');
  // A refund still waiting on the provider gave nothing back yet.
  await refund(await order(3_000, 'paid', '2025-03-04T09:00:00Z'), 1_000, '', 'pending');
  // Not orders: an unpaid checkout and a declined card.
  await order(50_000, 'awaiting_payment', null, [{ productId: SUNRISE, name: 'Sunrise', tier: 'Original 36x48', cents: 50_000, quantity: 1 }]);
  await order(30_000, 'failed', null);
  // Just outside the week: the last minute before it (the period before) and the first after it.
  await order(4_000, 'paid', '2025-02-28T23:59:59Z');
  await order(9_000, 'paid', '2025-03-08T00:00:00Z');
}

describe('sales report', () => {
  it('adds up the money kept of paid orders in the period, refunds taken off, against the week before', async () => {
    await placeMarchOrders();
    const week = await report({ from: '2025-03-01', to: '2025-03-07', granularity: 'day' });
    // 100 + 50 + (80 - 40 refunded) + 0 (refunded in full) + 30 = 220 over 5 orders.
    expect(week.totals).toEqual({ revenue: '220.00', orders: 5, averageOrderValue: '44.00' });
    expect(week.previous).toEqual({ from: '2025-02-22', to: '2025-02-28', revenue: '40.00', orders: 1, averageOrderValue: '40.00' });
    expect(week.change).toEqual({ revenue: 450, orders: 400, averageOrderValue: 10 });
    expect(week.currency).toBe('EUR');
    expect(week.timeZone).toBe('UTC');
    expect(week.refunds).toEqual({ amount: '110.00', count: 2 });

    // The totals are those of the orders in the database, counted independently.
    const [kept] = await cartOrder.query<{ cents: string }>(
      `SELECT sum(total_cents - coalesce((SELECT sum(amount_cents) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done'), 0))::text AS cents
         FROM orders o WHERE payment_status IN ('paid', 'partially_refunded', 'refunded') AND paid_at >= '2025-03-01' AND paid_at < '2025-03-08'`,
    );
    expect(week.totals.revenue).toBe((Number(kept!.cents) / 100).toFixed(2));
  });

  it('draws one bar per day, empty days included, each day ending at midnight UTC', async () => {
    await placeMarchOrders();
    const { buckets } = await report({ from: '2025-03-01', to: '2025-03-07', granularity: 'day' });
    expect(buckets.map((bucket) => [bucket.start, bucket.revenue, bucket.orders])).toEqual([
      ['2025-03-01', '0.00', 0],
      ['2025-03-02', '150.00', 2],
      ['2025-03-03', '0.00', 0],
      ['2025-03-04', '30.00', 1],
      ['2025-03-05', '40.00', 1],
      ['2025-03-06', '0.00', 1],
      ['2025-03-07', '0.00', 0],
    ]);
    expect(buckets[1]!.averageOrderValue).toBe('75.00');
  });

  it('groups by week from Monday and by month, counting only the days of the period', async () => {
    await placeMarchOrders();
    const weeks = await report({ from: '2025-03-01', to: '2025-03-09', granularity: 'week' });
    // Saturday 1 and Sunday 2 March are in the week of Monday 24 February; Saturday 8 March in the next.
    expect(weeks.buckets.map((bucket) => [bucket.start, bucket.revenue, bucket.orders])).toEqual([
      ['2025-02-24', '150.00', 2],
      ['2025-03-03', '160.00', 4],
    ]);
    const months = await report({ from: '2025-02-15', to: '2025-03-07', granularity: 'month' });
    expect(months.buckets.map((bucket) => [bucket.start, bucket.revenue, bucket.orders])).toEqual([
      ['2025-02-01', '40.00', 1],
      ['2025-03-01', '220.00', 5],
    ]);
    expect(months.totals.revenue).toBe('260.00');
  });

  it('names the top works by revenue and by units, and sales per tier type, refunded pieces taken off', async () => {
    await placeMarchOrders();
    const week = await report({ from: '2025-03-01', to: '2025-03-07' });
    expect(week.granularity).toBe('day');
    expect(week.topWorksByRevenue).toEqual([
      { productId: SUNRISE, name: 'Sunrise', units: 1, revenue: '100.00' },
      { productId: HARBOUR, name: 'Harbour', units: 3, revenue: '90.00' },
    ]);
    expect(week.topWorksByUnits.map((work) => work.name)).toEqual(['Harbour', 'Sunrise']);
    expect(week.tiers).toEqual([
      { type: 'Original', units: 1, revenue: '100.00' },
      { type: 'Print', units: 3, revenue: '90.00' },
      { type: 'Canvas Print', units: 0, revenue: '0.00' },
    ]);
  });

  it('has nothing to compare with when the period before sold nothing', async () => {
    const empty = await report({ from: '2025-03-01', to: '2025-03-07' });
    expect(empty.totals).toEqual({ revenue: '0.00', orders: 0, averageOrderValue: '0.00' });
    expect(empty.change).toEqual({ revenue: null, orders: null, averageOrderValue: null });
    expect(empty.buckets).toHaveLength(7);
  });

  it('gives the same figures as CSV', async () => {
    await placeMarchOrders();
    const file = await cartOrder.call(CartOrderRpc.exportSalesReport, { from: '2025-03-01', to: '2025-03-07', granularity: 'day' }, CALLERS.admin);
    expect(file.filename).toBe('sales-report-day-2025-03-01-to-2025-03-07.csv');
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Section,Label,Orders or units,Amount (EUR)');
    expect(lines).toContain('By day,2025-03-02,2,150.00');
    expect(lines).toContain('Total,2025-03-01 to 2025-03-07,5,220.00');
    expect(lines).toContain('Previous period,2025-02-22 to 2025-02-28,1,40.00');
    expect(lines).toContain('Top works by revenue,Sunrise,1,100.00');
    expect(lines).toContain('Refunds,2025-03-01 to 2025-03-07,2,110.00');
  });
});

describe('sales report in the shop’s time zone', () => {
  const shopIn = (timeZone: string) => content.call(ContentRpc.updateBusinessSettings, { timeZone }, CALLERS.admin);

  it('counts an order paid at 23:30 UTC on the same day in UTC and on the next in Berlin; the totals stay those of the database', async () => {
    await order(6_000, 'paid', '2025-03-02T23:30:00Z', [{ productId: SUNRISE, name: 'Sunrise', tier: 'Print 18x24', cents: 6_000, quantity: 1 }]);
    await order(2_000, 'paid', '2025-03-03T12:00:00Z');
    // Midnight of 1 March in Berlin: 28 February 23:00 UTC, inside Berlin's period and outside UTC's.
    await order(1_000, 'paid', '2025-02-28T23:10:00Z');
    const query = { from: '2025-03-01', to: '2025-03-07', granularity: 'day' } as const;
    const dayOf = (buckets: Array<{ start: string; orders: number; revenue: string }>) =>
      buckets.filter((bucket) => bucket.orders > 0).map((bucket) => [bucket.start, bucket.orders, bucket.revenue]);
    const [inDatabase] = await cartOrder.query<{ cents: string; orders: number }>(
      `SELECT sum(total_cents)::text AS cents, count(*)::int AS orders FROM orders WHERE payment_status = 'paid'`,
    );
    try {
      const utc = await report(query);
      expect(utc.timeZone).toBe('UTC');
      expect(dayOf(utc.buckets)).toEqual([
        ['2025-03-02', 1, '60.00'],
        ['2025-03-03', 1, '20.00'],
      ]);
      expect(utc.totals).toMatchObject({ revenue: '80.00', orders: 2 });

      await shopIn('Europe/Berlin');
      const berlin = await report(query);
      expect(berlin.timeZone).toBe('Europe/Berlin');
      expect(dayOf(berlin.buckets)).toEqual([
        ['2025-03-01', 1, '10.00'],
        ['2025-03-03', 2, '80.00'],
      ]);
      expect(berlin.totals).toMatchObject({ revenue: '90.00', orders: 3 });
      expect(berlin.totals).toEqual({ revenue: (Number(inDatabase!.cents) / 100).toFixed(2), orders: inDatabase!.orders, averageOrderValue: '30.00' });
      expect(berlin.topWorksByRevenue).toEqual([{ productId: SUNRISE, name: 'Sunrise', units: 1, revenue: '60.00' }]);
      const csv = await cartOrder.call(CartOrderRpc.exportSalesReport, query, CALLERS.admin);
      expect(String(csv.body)).toContain('By day,2025-03-03,2,80.00');
      expect(String(csv.body)).toContain('Total,2025-03-01 to 2025-03-07,3,90.00');
    } finally {
      await shopIn('UTC');
    }
  });
});

describe('sales report refusals', () => {
  it.each([
    [{ from: '2025-03-08', to: '2025-03-01' }, 'To must not be before From'],
    [{ from: '2025-03-01', to: '2025-03-07', granularity: 'hour' }, 'Group by must be one of day, week, month'],
    [
      { from: '2020-01-01', to: '2025-01-01', granularity: 'day' },
      'By day a report covers at most 400 days: choose a shorter period or group by week or month',
    ],
    [{ from: '2010-01-01', to: '2025-01-01', granularity: 'week' }, 'By week a report covers at most 5 years: choose a shorter period or group by month'],
    [{ from: '1 March', to: '2025-03-07' }, 'From must be a date (YYYY-MM-DD)'],
    [{ to: '2025-03-07' }, 'From must be a date (YYYY-MM-DD)'],
  ])('refuses %o with a 400 that says why', async (query, message) => {
    const refusal = await cartOrder.refusal(CartOrderRpc.salesReport, query as SalesReportQuery, CALLERS.admin);
    expect(refusal).toMatchObject({ status: 400, message });
  });

  // Who may ask is the gateway's to decide (admin routes): tests/reports.test.ts and the platform's access sweep.
});
