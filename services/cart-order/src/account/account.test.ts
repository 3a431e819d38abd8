import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, ORDER_NOT_FOUND_MESSAGE } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// A customer's own orders, cart-order alone: only the account's paid orders, newest first; another
// customer's order, an unpaid checkout, a guest's order with the same e-mail and an unknown id are not found.
let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order');
});

afterAll(async () => {
  await cartOrder?.close();
});

async function order(userId: string | null, paymentStatus: string, createdAt: string, email = 'ann@example.com'): Promise<string> {
  const [row] = await cartOrder.query<{ id: string }>(
    `INSERT INTO orders (user_id, owner_key, customer_name, customer_email, subtotal_cents, total_cents, payment_status, created_at)
     VALUES ($1, $2, 'Ann Buyer', $3, 8500, 8500, $4, $5) RETURNING id`,
    [userId, userId ? `user:${userId}` : null, email, paymentStatus, createdAt],
  );
  await cartOrder.query(
    `INSERT INTO order_lines (order_id, product_id, product_name, tier_label, unit_price_cents, quantity) VALUES ($1, $2, 'Morning Tide', 'Print 12x16', 8500, 1)`,
    [row!.id, randomUUID()],
  );
  return row!.id;
}

describe('own orders', () => {
  it('answers the customer’s paid orders only, newest first, and one of them only to its owner', async () => {
    const ann = randomUUID();
    const ben = randomUUID();
    const older = await order(ann, 'paid', '2026-10-01T10:00:00Z');
    const refunded = await order(ann, 'refunded', '2026-10-05T10:00:00Z');
    const unpaid = await order(ann, 'awaiting_payment', '2026-10-06T10:00:00Z');
    await order(ann, 'failed', '2026-10-07T10:00:00Z');
    await order(null, 'paid', '2026-10-08T10:00:00Z'); // a guest, with Ann's e-mail
    const bens = await order(ben, 'paid', '2026-10-02T10:00:00Z', 'ben@example.com');

    const listed = await cartOrder.call(CartOrderRpc.listOwnOrders, {}, CALLERS.customer(ann));
    expect(listed.map((view) => view.id)).toEqual([refunded, older]);
    expect(listed[1]).toMatchObject({ totalAmount: '85.00', items: [expect.objectContaining({ productName: 'Morning Tide', price: '85.00' })] });
    expect((await cartOrder.call(CartOrderRpc.getOwnOrder, { orderId: older }, CALLERS.customer(ann))).id).toBe(older);

    for (const orderId of [bens, unpaid, randomUUID()]) {
      const refusal = await cartOrder.refusal(CartOrderRpc.getOwnOrder, { orderId }, CALLERS.customer(ann));
      expect([refusal.status, refusal.message]).toEqual([404, ORDER_NOT_FOUND_MESSAGE]);
    }
    expect((await cartOrder.refusal(CartOrderRpc.listOwnOrders, {}, CALLERS.visitor)).status).toBe(401);
  });
});
