import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order');
});

afterAll(async () => {
  await cartOrder?.close();
});

describe('orders', () => {
  it('tells catalog whether a product was ever ordered, and lists paid orders newest first with decimal prices', async () => {
    const productId = randomUUID();
    expect(await cartOrder.call(CartOrderRpc.hasOrderedProduct, { productId })).toEqual({ ordered: false });

    const [order] = await cartOrder.query<{ id: string }>(
      `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents, status, payment_status) VALUES ('Ann Buyer', 'ann@example.com', 17000, 17000, 'processing', 'paid') RETURNING id`,
    );
    await cartOrder.query(
      `INSERT INTO order_lines (order_id, product_id, product_name, tier_label, unit_price_cents, quantity) VALUES ($1, $2, 'Morning Tide', 'Print 12x16', 8500, 2)`,
      [order!.id, productId],
    );
    expect(await cartOrder.call(CartOrderRpc.hasOrderedProduct, { productId })).toEqual({ ordered: true });

    await cartOrder.query(
      `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents) VALUES ('Unpaid Checkout', 'u@example.com', 100, 100)`,
    );
    const [listed, ...others] = await cartOrder.call(CartOrderRpc.listOrders, {}, CALLERS.admin);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ id: order!.id, customerName: 'Ann Buyer', totalAmount: '170.00', status: 'processing' });
    expect(listed!.items).toEqual([
      expect.objectContaining({
        productId,
        tierId: null,
        productName: 'Morning Tide',
        tierDisplayName: 'Print 12x16',
        quantity: 2,
        price: '85.00',
        lineTotal: '170.00',
      }),
    ]);
  });
});
