import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, ContentRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;
let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
  // The shop's currency comes from content's business settings (kept a few seconds: set before any read).
  await content.call(ContentRpc.updateBusinessSettings, { currency: 'EUR' }, CALLERS.admin);
  // The two parts call each other, so they share one deployment's RPC secret.
  cartOrder = await ServiceTestbed.start('cart-order', { env: { CONTENT_RPC: `127.0.0.1:${content.env.RPC_PORT}`, RPC_SECRET: content.env.RPC_SECRET! } });
});

afterAll(async () => {
  await cartOrder?.close();
  await content?.close();
});

/** An order whose money came in at `paidAt` (SQL), placed `createdAt` (SQL). */
async function order(name: string, cents: number, paymentStatus: string, paidAt: string, createdAt = paidAt, status = 'pending') {
  const [row] = await cartOrder.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status, status, paid_at, created_at)
     VALUES ($1, 'buyer@example.com', $2, $2, $3, $4, ${paidAt}, ${createdAt}) RETURNING id, order_number`,
    [name, cents, paymentStatus, status],
  );
  return { id: row!.id, orderNumber: String(row!.order_number) };
}

const THIS_MONTH = 'now()';
const LAST_MONTH = `date_trunc('month', now()) - interval '10 days'`;
const EARLIER = `date_trunc('month', now()) - interval '2 months'`;

describe('dashboard figures of orders', () => {
  it('has nothing to compare with before the first sale', async () => {
    expect(await cartOrder.call(CartOrderRpc.orderFigures, {}, CALLERS.admin)).toEqual({
      currency: 'EUR',
      totalRevenue: '0.00',
      totalOrders: 0,
      revenue: { thisMonth: '0.00', lastMonth: '0.00', changePercent: null },
      orders: { thisMonth: 0, lastMonth: 0, changePercent: null },
      recentOrders: [],
    });
  });

  it('counts paid orders and the money kept, this month against last, in the shop’s currency; unpaid checkouts are not orders', async () => {
    const first = await order('Ann Lee', 10_000, 'paid', THIS_MONTH, `now() - interval '3 minutes'`, 'processing');
    const second = await order('Bob Stone', 5_000, 'paid', THIS_MONTH, `now() - interval '2 minutes'`);
    const refunded = await order('Cara Jones', 7_000, 'refunded', THIS_MONTH, `now() - interval '1 minute'`, 'cancelled');
    await order('Dan Last', 4_000, 'paid', LAST_MONTH);
    await order('Eve Earlier', 1_000, 'paid', EARLIER);
    await order('Unpaid Checkout', 50_000, 'awaiting_payment', 'NULL', 'now()');
    await order('Declined Card', 30_000, 'failed', 'NULL', 'now()');

    const figures = await cartOrder.call(CartOrderRpc.orderFigures, {}, CALLERS.admin);
    expect(figures).toEqual({
      currency: 'EUR',
      totalRevenue: '200.00',
      totalOrders: 5,
      // 150 against 40: +275%; 3 orders against 1: +200%.
      revenue: { thisMonth: '150.00', lastMonth: '40.00', changePercent: 275 },
      orders: { thisMonth: 3, lastMonth: 1, changePercent: 200 },
      recentOrders: [
        { ...refunded, customerName: 'Cara Jones', totalAmount: '70.00', status: 'cancelled', createdAt: expect.any(String) },
        { ...second, customerName: 'Bob Stone', totalAmount: '50.00', status: 'pending', createdAt: expect.any(String) },
        { ...first, customerName: 'Ann Lee', totalAmount: '100.00', status: 'processing', createdAt: expect.any(String) },
      ],
    });
  });
});
