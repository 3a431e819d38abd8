import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, OrderView, OutgoingMailEntry } from '@artshop/contracts';
import { ApiClient, createPainting, payForCart, TestSystem, useTestShopSettings, type ApiAnswer } from '@artshop/testing';

/*
 * The artist's Orders back office through the real shop: a purchase made through checkout with the
 * local test provider is found in the list, moved along, shipped with a tracking number (the buyer
 * gets the mail with the carrier's link), refunded in part with the pieces back on sale, and a second
 * order cancelled with its money and pieces back.
 */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start();
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
});

const BUYER = {
  customerName: 'Nora Field',
  customerEmail: 'nora.field@example.com',
  shippingAddress: { street: '4 Quay Lane', city: 'Rockland', state: 'ME', zipCode: '04841', country: 'United States' },
};

const painting = (name: string) => createPainting(admin, name);

/** Buys through checkout as a shopper does: cart, payment started, card 4242…, return to the shop. */
async function purchase(lines: Array<{ productId: string; tierId: string; quantity: number }>): Promise<string> {
  const buyer = new ApiClient(system.baseUrl);
  for (const line of lines) expect((await buyer.post('/api/cart', line)).status).toBe(201);
  const { receipt } = await payForCart(buyer, BUYER);
  return receipt.orderNumber;
}

const stock = async (tierId: string) => (await system.query<{ stock: number }>(`SELECT stock FROM catalog.pricing_tiers WHERE id = $1`, [tierId]))[0]!.stock;

async function findOrder(orderNumber: string): Promise<OrderView> {
  const page = await admin.get(`/api/orders?q=${encodeURIComponent(`#${orderNumber}`)}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const [order, ...others] = (page.body as OrderPage).orders;
  expect(others).toEqual([]);
  return order!;
}

const mailTo = (email: string, subject: string) =>
  system.eventually(async () => {
    const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
    return log.find((mail) => mail.to === email && mail.subject === subject);
  }, `the mail '${subject}'`);

const patch = (orderId: string, body: Record<string, unknown>): Promise<ApiAnswer> => admin.patch(`/api/orders/${orderId}`, body);

describe('the artist fulfils an order bought through checkout', () => {
  it('ships it with a tracking number (the buyer is mailed the link), then refunds a line and puts the prints back on sale', async () => {
    const { product, original, print } = await painting('Harbour at Dusk');
    const orderNumber = await purchase([
      { productId: product.id, tierId: original, quantity: 1 },
      { productId: product.id, tierId: print, quantity: 2 },
    ]);
    expect(await stock(print)).toBe(3);

    const order = await findOrder(orderNumber);
    expect(order).toMatchObject({ customerName: 'Nora Field', status: 'pending', paymentStatus: 'paid', refundedAmount: '0.00' });
    expect(order.history.map((step) => step.status)).toEqual(['pending']);
    // The Customers screen's View: the buyer's orders by e-mail.
    const hers = (await admin.get(`/api/orders?customer=${encodeURIComponent('Nora.Field@example.com')}`)).body as OrderPage;
    expect(hers.orders.map((one) => one.id)).toContain(order.id);

    const skipped = await patch(order.id, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.message).toBe('An order that is pending can only be marked processing or cancelled, not shipped.');

    expect((await patch(order.id, { status: 'processing' })).status).toBe(200);
    const shipped = await patch(order.id, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const trackingLink = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect((shipped.body as OrderView).tracking).toMatchObject({ carrierName: 'UPS', trackingNumber: '1Z999AA10123456784', url: trackingLink });
    expect((await admin.get(`/api/orders?status=shipped&q=${orderNumber}`)).body.orders.map((one: OrderView) => one.id)).toEqual([order.id]);

    const mail = await mailTo('nora.field@example.com', `Your order #${orderNumber} has shipped`);
    expect(mail.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mail.text).toContain(trackingLink);
    expect(mail.html).toContain(`href="${trackingLink}"`);

    const printLine = order.items.find((item) => item.tierId === print)!;
    const refund = await admin.post(`/api/orders/${order.id}/refunds`, { lineId: printLine.id, returnToStock: true, reason: 'Prints arrived creased' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    // 2 × $225.00 and 8.25% of it.
    expect(refund.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: '487.13', status: 'shipped' });
    expect(await stock(print)).toBe(5);
    expect(await stock(original)).toBe(0);
    // The dashboard's revenue keeps what was not given back.
    const kept = Math.round(Number(order.totalAmount) * 100) - 48_713;
    expect((await admin.get('/api/dashboard/stats')).body.totalRevenue).toBe((kept / 100).toFixed(2));
    const refunded = await mailTo('nora.field@example.com', `A refund for your order #${orderNumber}`);
    expect(refunded.text).toContain(`We have refunded $487.13 for “Harbour at Dusk” (Print 18x24) from order #${orderNumber}`);

    const again = await admin.post(`/api/orders/${order.id}/refunds`, { lineId: printLine.id, returnToStock: true });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('“Harbour at Dusk” (Print 18x24) has already been refunded.');
    expect(await stock(print)).toBe(5);

    const csv = await admin.get(`/api/orders.csv?q=${orderNumber}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain(`${orderNumber},`);
    expect(String(csv.body)).toContain('UPS,1Z999AA10123456784');
  });

  it('cancels an order before it ships: the money goes back, the original is on sale again and the buyer is told', async () => {
    const { product, original } = await painting('Low Tide Study');
    const orderNumber = await purchase([{ productId: product.id, tierId: original, quantity: 1 }]);
    expect(await stock(original)).toBe(0);
    const order = await findOrder(orderNumber);

    const cancelled = await patch(order.id, { status: 'cancelled', note: 'The varnish needs another month' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: order.totalAmount });
    expect(await stock(original)).toBe(1);
    const [row] = await system.query<{ amount_refunded: number; amount: number }>(
      `SELECT amount_refunded, amount FROM cart_order.local_payment_intents WHERE id = (SELECT payment_intent_id FROM cart_order.orders WHERE id = $1)`,
      [order.id],
    );
    expect(row!.amount_refunded).toBe(row!.amount);

    const mail = await mailTo('nora.field@example.com', `Your order #${orderNumber} has been cancelled`);
    expect(mail.text).toContain('refunded in full');
    expect(mail.text).toContain('The varnish needs another month');
    expect((await patch(order.id, { status: 'processing' })).body.message).toBe('An order that was cancelled cannot change any more.');
  });

  it('a whole refund closes the order: it leaves the pending queue and cannot be packed or shipped; a part refund leaves it to ship', async () => {
    const { product, original, print } = await painting('Salt Marsh Morning');
    const whole = await findOrder(await purchase([{ productId: product.id, tierId: original, quantity: 1 }]));
    const other = await painting('Salt Marsh Evening');
    const part = await findOrder(
      await purchase([
        { productId: product.id, tierId: print, quantity: 2 },
        { productId: other.product.id, tierId: other.original, quantity: 1 },
      ]),
    );
    const pendingBefore = ((await admin.get('/api/orders')).body as OrderPage).counts.pending;

    const refunded = await admin.post(`/api/orders/${whole.id}/refunds`, { returnToStock: true, reason: 'The buyer changed their mind' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
    expect((refunded.body as OrderView).history.map((step) => step.status)).toEqual(['pending', 'cancelled']);
    const list = (await admin.get('/api/orders?status=pending')).body as OrderPage;
    expect(list.counts.pending).toBe(pendingBefore - 1);
    expect(list.orders.map((one) => one.id)).not.toContain(whole.id);

    const shipIt = { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
    for (const move of [{ status: 'processing' }, shipIt]) {
      const refused = await patch(whole.id, move);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('An order that was cancelled cannot change any more.');
    }
    // One left in the queue before whole refunds closed orders: still refused, with the reason.
    await system.query(`UPDATE cart_order.orders SET status = 'pending' WHERE id = $1`, [whole.id]);
    for (const move of [{ status: 'processing' }, shipIt]) {
      const refused = await patch(whole.id, move);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`Order #${whole.orderNumber} was refunded in full, so it cannot be packed or shipped.`);
    }
    expect((await findOrder(whole.orderNumber)).status).toBe('pending');

    const printLine = part.items.find((item) => item.tierId === print)!;
    const partly = await admin.post(`/api/orders/${part.id}/refunds`, { lineId: printLine.id, returnToStock: true });
    expect(partly.status, JSON.stringify(partly.body)).toBe(201);
    expect(partly.body).toMatchObject({ paymentStatus: 'partially_refunded', status: 'pending' });
    expect((await patch(part.id, { status: 'processing' })).status).toBe(200);
  });
});
