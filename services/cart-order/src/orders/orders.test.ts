import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, orderMoveRefusal, type CallInputOf, type OrderStatus, type PaymentStatus } from '@artshop/contracts';
import Stripe from 'stripe';
import { signPayload } from '@artshop/payments';
import { CALLERS, ServiceTestbed, eventually } from '@artshop/testing';

// The artist's Orders back office, the service alone: catalog is not running, so a refund that puts
// pieces back on sale answers 503 (the money went back: the refund waits, pending, for catalog); the
// Stripe emulator holds the money. The payments sweep runs often here.

let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order', { env: { PAYMENTS_SWEEP_MS: '250' } });
});

afterAll(async () => {
  await cartOrder?.close();
});

interface LineSeed {
  name: string;
  tier?: string | null;
  priceCents: number;
  quantity?: number;
}

interface OrderSeed {
  name?: string;
  email?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  lines?: LineSeed[];
  shippingCents?: number;
  taxCents?: number;
}

/** A paid order as checkout leaves it: its lines, its 'pending' step, and the succeeded payment at Stripe (the emulator). */
async function paidOrder(seed: OrderSeed = {}) {
  const lines = seed.lines ?? [
    { name: 'Ember Field', tier: 'Original 36x48', priceCents: 110_000 },
    { name: 'Tide Notes', tier: 'Print 18x24', priceCents: 2_500, quantity: 2 },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * (line.quantity ?? 1), 0);
  const shipping = seed.shippingCents ?? 1_500;
  const tax = seed.taxCents ?? 9_488;
  const total = subtotal + shipping + tax;
  const stripe = new Stripe(cartOrder.env.STRIPE_SECRET_KEY!, { ...cartOrder.stripe!.clientOptions, telemetry: false });
  const payment = await stripe.paymentIntents.create({
    amount: total,
    currency: 'usd',
    description: 'Test order',
    automatic_payment_methods: { enabled: true },
  });
  const paymentId = cartOrder.stripe!.succeed(payment.id).id;
  const [order] = await cartOrder.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (customer_name, customer_email, customer_phone, subtotal_cents, shipping_cents, tax_cents, total_cents, status, payment_status,
       payment_provider, payment_intent_id, paid_at, created_at, shipping_address)
     VALUES ($1, $2, '+1 207 555 0100', $3, $4, $5, $6, $7, $8, 'stripe', $9, $10, $10, $11) RETURNING id, order_number`,
    [
      seed.name ?? 'Ann Buyer',
      seed.email ?? 'ann@example.com',
      subtotal,
      shipping,
      tax,
      total,
      seed.status ?? 'pending',
      seed.paymentStatus ?? 'paid',
      paymentId,
      seed.createdAt ?? new Date(),
      JSON.stringify({ street: '12 Harbor Road', city: 'Camden', state: 'ME', zipCode: '04843', country: 'United States' }),
    ],
  );
  const lineIds: string[] = [];
  for (const [position, line] of lines.entries()) {
    const [row] = await cartOrder.query<{ id: string }>(
      `INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, unit_price_cents, quantity, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [order!.id, randomUUID(), randomUUID(), line.name, line.tier ?? null, line.priceCents, line.quantity ?? 1, position],
    );
    lineIds.push(row!.id);
  }
  await cartOrder.query(`INSERT INTO order_status_history (order_id, status, at) VALUES ($1, 'pending', $2)`, [order!.id, seed.createdAt ?? new Date()]);
  return { id: order!.id, number: String(order!.order_number), lineIds, paymentId, total };
}

const refunded = async (paymentId: string) => cartOrder.stripe!.refundedAmount(paymentId);

/** The refunds Stripe (the emulator) made of a payment, oldest first. */
const providerRefunds = (paymentId: string) => [...cartOrder.stripe!.refunds.values()].filter((refund) => refund.payment_intent === paymentId);

const events = (type: string, orderId: string) =>
  cartOrder.query<{ data: Record<string, unknown> }>(`SELECT data FROM outbox_events WHERE type = $1 AND data->>'orderId' = $2 ORDER BY occurred_at`, [
    type,
    orderId,
  ]);

const list = (query: CallInputOf<typeof CartOrderRpc.listOrders>) => cartOrder.call(CartOrderRpc.listOrders, query, CALLERS.admin);

describe('the orders list', () => {
  it('tells catalog whether a product was ever ordered', async () => {
    const productId = randomUUID();
    expect(await cartOrder.call(CartOrderRpc.hasOrderedProduct, { productId })).toEqual({ ordered: false });
    const order = await paidOrder();
    await cartOrder.query(`UPDATE order_lines SET product_id = $2 WHERE id = $1`, [order.lineIds[0], productId]);
    expect(await cartOrder.call(CartOrderRpc.hasOrderedProduct, { productId })).toEqual({ ordered: true });
  });

  it('lists only paid orders, newest first, with lines, totals and the first step of their history', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await paidOrder({ name: `Older ${tag}`, createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await paidOrder({ name: `Newer ${tag}` });
    await cartOrder.query(
      `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status) VALUES ($1, 'u@example.com', 100, 100, 'awaiting_payment')`,
      [`Unpaid ${tag}`],
    );
    const page = await list({ q: tag });
    expect(page.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const [view] = page.orders;
    expect(view).toMatchObject({
      orderNumber: newer.number,
      customerName: `Newer ${tag}`,
      subtotal: '1150.00',
      shipping: '15.00',
      tax: '94.88',
      totalAmount: '1259.88',
      refundedAmount: '0.00',
      status: 'pending',
      paymentStatus: 'paid',
      tracking: null,
      history: [{ status: 'pending', note: null, at: expect.any(String) }],
    });
    expect(view!.items).toEqual([
      expect.objectContaining({
        productName: 'Ember Field',
        tierDisplayName: 'Original 36x48',
        quantity: 1,
        price: '1100.00',
        lineTotal: '1100.00',
        refundedQuantity: 0,
      }),
      expect.objectContaining({ productName: 'Tide Notes', tierDisplayName: 'Print 18x24', quantity: 2, price: '25.00', lineTotal: '50.00', certificates: [] }),
    ]);
  });

  it('finds orders by number (with or without #), by name and e-mail in any case; filters by status, time and customer; counts each status', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `mara.${tag}@example.com`;
    const first = await paidOrder({ name: `Mara Quist ${tag}`, email, status: 'processing', createdAt: new Date(Date.now() - 10 * 86_400_000) });
    const second = await paidOrder({ name: `Mara Quist ${tag}`, email, status: 'shipped' });
    const third = await paidOrder({ name: `Leon Vey ${tag}`, email: `leon.${tag}@example.com`, status: 'processing' });

    expect((await list({ q: `#${second.number}` })).orders.map((order) => order.id)).toEqual([second.id]);
    expect((await list({ q: second.number })).orders.map((order) => order.id)).toEqual([second.id]);
    expect((await list({ q: `order #${second.number}` })).orders.map((order) => order.id)).toEqual([second.id]);
    expect((await list({ q: `MARA QUIST ${tag.toUpperCase()}` })).orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect((await list({ q: `LEON.${tag.toUpperCase()}@EXAMPLE` })).orders.map((order) => order.id)).toEqual([third.id]);

    const processing = await list({ q: tag, status: 'processing' });
    expect(processing.orders.map((order) => order.id)).toEqual([third.id, first.id]);
    expect(processing.total).toBe(2);
    // The status cards count the search, not the chosen status.
    expect(processing.counts).toEqual({ all: 3, pending: 0, processing: 2, shipped: 1, delivered: 0, cancelled: 0 });

    const recent = await list({ q: tag, since: new Date(Date.now() - 86_400_000).toISOString() });
    expect(recent.orders.map((order) => order.id)).toEqual([third.id, second.id]);
    expect(recent.counts).toMatchObject({ all: 2, processing: 1, shipped: 1 });

    // Any date ISO allows, even the year 0000 PostgreSQL has no name for.
    expect((await list({ q: tag, since: '0000-01-01T00:00:00Z' })).total).toBe(3);

    const hers = await list({ customer: email.toUpperCase() });
    expect(hers.orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(hers.counts.all).toBe(2);

    // A search with % or _ is taken literally.
    expect((await list({ q: `${tag}%` })).total).toBe(0);
  });

  it('pages on the server', async () => {
    const tag = randomUUID().slice(0, 8);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1)
      ids.unshift((await paidOrder({ name: `Pager ${tag}`, createdAt: new Date(Date.now() - (5 - index) * 60_000) })).id);
    const second = await list({ q: tag, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.orders.map((order) => order.id)).toEqual(ids.slice(2, 4));
    expect((await list({ q: tag, page: 3, pageSize: 2 })).orders.map((order) => order.id)).toEqual(ids.slice(4));
    expect((await list({ q: tag, page: 4, pageSize: 2 })).orders).toEqual([]);
  });
});

describe('moving an order along', () => {
  it('allows only the moves a real shop makes, writes each step, keeps the tracking and records order.status-changed', async () => {
    const order = await paidOrder();
    const move = (status: OrderStatus, extra: Record<string, string> = {}) =>
      cartOrder.call(CartOrderRpc.updateOrderStatus, { orderId: order.id, status, ...extra }, CALLERS.admin);
    const refusal = (status: OrderStatus, extra: Record<string, string> = {}) =>
      cartOrder.refusal(CartOrderRpc.updateOrderStatus, { orderId: order.id, status, ...extra }, CALLERS.admin);

    expect(await refusal('shipped', { carrier: 'ups', trackingNumber: '1Z999' })).toMatchObject({
      status: 400,
      message: orderMoveRefusal('pending', 'shipped'),
    });
    expect(orderMoveRefusal('pending', 'shipped')).toBe('An order that is pending can only be marked processing or cancelled, not shipped.');
    expect(await refusal('pending')).toMatchObject({ status: 400, message: 'The order is already pending.' });

    expect(await move('processing')).toMatchObject({ status: 'processing', tracking: null });
    const noTracking = await refusal('shipped');
    expect(noTracking.status).toBe(400);
    expect(noTracking.errors).toMatchObject({ carrier: 'Please choose the carrier', trackingNumber: 'Please enter the tracking number' });

    const shipped = await move('shipped', { carrier: 'ups', trackingNumber: '1Z 999 AA1' });
    expect(shipped.status).toBe('shipped');
    expect(shipped.tracking).toEqual({
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z 999 AA1',
      url: 'https://www.ups.com/track?tracknum=1Z%20999%20AA1',
    });
    expect(await refusal('processing')).toMatchObject({ status: 400, message: 'An order that is shipped can only be marked delivered, not processing.' });
    expect(await refusal('cancelled')).toMatchObject({ status: 400, message: 'An order that is shipped can only be marked delivered, not cancelled.' });

    const delivered = await move('delivered', { note: 'Left with the neighbour' });
    expect(delivered.history.map((step) => [step.status, step.note])).toEqual([
      ['pending', null],
      ['processing', null],
      ['shipped', 'UPS 1Z 999 AA1'],
      ['delivered', 'Left with the neighbour'],
    ]);
    expect(await refusal('cancelled')).toMatchObject({ status: 400, message: 'An order that was delivered cannot change any more.' });

    const changes = await events('order.status-changed', order.id);
    expect(changes.map((event) => [event.data.from, event.data.to])).toEqual([
      ['pending', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(changes[1]!.data).toMatchObject({ orderNumber: order.number, customerEmail: 'ann@example.com', tracking: shipped.tracking, note: null });
    expect(changes[2]!.data.note).toBe('Left with the neighbour');
  });

  it('answers 404 for an order it does not have, or a checkout that was never paid', async () => {
    expect(await cartOrder.refusal(CartOrderRpc.updateOrderStatus, { orderId: randomUUID(), status: 'processing' }, CALLERS.admin)).toEqual(
      expect.objectContaining({ status: 404, message: 'Order not found' }),
    );
    const [unpaid] = await cartOrder.query<{ id: string }>(
      `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents) VALUES ('Unpaid', 'u@example.com', 100, 100) RETURNING id`,
    );
    expect(await cartOrder.refusal(CartOrderRpc.updateOrderStatus, { orderId: unpaid!.id, status: 'processing' }, CALLERS.admin)).toMatchObject({
      status: 404,
    });
    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: randomUUID() }, CALLERS.admin)).toMatchObject({ status: 404 });
  });

  it('a whole refund closes an order not yet shipped; one left open from before is cancelled without touching the payment again', async () => {
    const order = await paidOrder();
    const closed = await cartOrder.call(CartOrderRpc.refundOrder, { orderId: order.id, reason: 'Buyer changed their mind' }, CALLERS.admin);
    expect(closed).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(closed.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Refunded in full' });
    await cartOrder.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [order.id]);
    const cancelled = await cartOrder.call(
      CartOrderRpc.updateOrderStatus,
      { orderId: order.id, status: 'cancelled', note: 'Asked by the buyer' },
      CALLERS.admin,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: '1259.88' });
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Asked by the buyer' });
    expect(await refunded(order.paymentId)).toBe(order.total);
  });

  it('cancelling refunds what is left and restocks: while catalog is away the refund waits, pending, and the order takes no second one', async () => {
    const order = await paidOrder();
    const cancel = () => cartOrder.refusal(CartOrderRpc.updateOrderStatus, { orderId: order.id, status: 'cancelled' }, CALLERS.admin);
    expect((await cancel()).status).toBe(503);
    expect(await cancel()).toMatchObject({ status: 409, message: 'A refund of this order is still being processed. Please try again in a minute.' });
    expect(await cartOrder.query(`SELECT amount_cents, status FROM order_refunds WHERE order_id = $1`, [order.id])).toEqual([
      { amount_cents: order.total, status: 'pending' },
    ]);
    const [view] = (await list({ q: order.number })).orders;
    expect(view).toMatchObject({ status: 'pending', paymentStatus: 'paid', refundedAmount: '0.00' });
    // The provider was asked with the same key both times: the money went back once.
    expect(providerRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([order.total]);
    expect(await events('order.status-changed', order.id)).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds one line with its share of the tax, then the rest, and refuses more than remains', async () => {
    const order = await paidOrder();
    const tideNotes = order.lineIds[1]!;
    const line = await cartOrder.call(CartOrderRpc.refundOrder, { orderId: order.id, lineId: tideNotes, reason: 'Frame cracked' }, CALLERS.admin);
    // 2 × $25.00 plus 94.88 × 50 / 1150 = 4.125… → $4.13 of tax.
    expect(line).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: '54.13' });
    expect(line.items.map((item) => item.refundedQuantity)).toEqual([0, 2]);
    expect(await refunded(order.paymentId)).toBe(5_413);
    const [event] = await events('order.refunded', order.id);
    expect(event!.data).toMatchObject({
      amount: '54.13',
      full: false,
      line: '“Tide Notes” (Print 18x24)',
      reason: 'Frame cracked',
      paymentStatus: 'partially_refunded',
    });

    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: tideNotes }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: '“Tide Notes” (Print 18x24) has already been refunded.',
    });
    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: randomUUID() }, CALLERS.admin)).toMatchObject({ status: 404 });

    const full = await cartOrder.call(CartOrderRpc.refundOrder, { orderId: order.id }, CALLERS.admin);
    expect(full).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '1259.88', status: 'cancelled' });
    expect(full.items.map((item) => item.refundedQuantity)).toEqual([1, 2]);
    expect(await refunded(order.paymentId)).toBe(order.total);
    const rows = await cartOrder.query(`SELECT line_id, amount_cents, return_to_stock, reason FROM order_refunds WHERE order_id = $1 ORDER BY created_at`, [
      order.id,
    ]);
    expect(rows).toEqual([
      { line_id: tideNotes, amount_cents: 5_413, return_to_stock: false, reason: 'Frame cracked' },
      { line_id: null, amount_cents: order.total - 5_413, return_to_stock: false, reason: `Refund of order #${order.number}` },
    ]);
    expect((await events('order.refunded', order.id)).map((refund) => [refund.data.amount, refund.data.full])).toEqual([
      ['54.13', false],
      ['1205.75', true],
    ]);

    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: `Order #${order.number} has already been refunded in full.`,
    });
    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: order.lineIds[0]! }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: `Order #${order.number} has already been refunded in full.`,
    });
  });

  it('returning pieces to stock needs catalog: while it is away the refund is a 503 and waits, pending, with the money back once', async () => {
    const order = await paidOrder();
    const refusal = await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: order.lineIds[0]!, returnToStock: true }, CALLERS.admin);
    expect(refusal.status).toBe(503);
    expect(await cartOrder.query(`SELECT status FROM order_refunds WHERE order_id = $1`, [order.id])).toEqual([{ status: 'pending' }]);
    expect(providerRefunds(order.paymentId)).toHaveLength(1);
    expect((await list({ q: order.number })).orders[0]).toMatchObject({ paymentStatus: 'paid', refundedAmount: '0.00' });
    expect(await events('order.refunded', order.id)).toEqual([]);
  });
});

describe('a refund the shop failed to record after the provider made it', () => {
  /** Every transaction that changes the order fails at its commit (a deferred trigger), until `commitsWork`. */
  async function commitsFail(orderId: string) {
    await cartOrder.query(`CREATE TABLE IF NOT EXISTS failing_commits (order_id uuid PRIMARY KEY)`);
    await cartOrder.query(`
      CREATE OR REPLACE FUNCTION fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM failing_commits WHERE order_id = NEW.id) THEN RAISE EXCEPTION 'the database went away at commit'; END IF;
        RETURN NULL;
      END $$`);
    await cartOrder.query(`DROP TRIGGER IF EXISTS fail_commit ON orders`);
    await cartOrder.query(
      `CREATE CONSTRAINT TRIGGER fail_commit AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_commit()`,
    );
    await cartOrder.query(`INSERT INTO failing_commits (order_id) VALUES ($1)`, [orderId]);
  }
  const commitsWork = (orderId: string) => cartOrder.query(`DELETE FROM failing_commits WHERE order_id = $1`, [orderId]);

  it('is recorded by the sweep once the database is back; the money went back once, and no second refund runs meanwhile', async () => {
    const order = await paidOrder();
    const tideNotes = order.lineIds[1]!;
    await commitsFail(order.id);

    // The provider refunds the line, then the shop's commit fails.
    const failed = await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: tideNotes, reason: 'Frame cracked' }, CALLERS.admin);
    expect(failed.status).not.toBe(200);
    expect(providerRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([5_413]);
    // Meanwhile a refund of the rest (another amount, so another key) would refund the line a second time.
    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id }, CALLERS.admin)).toMatchObject({
      status: 409,
      message: 'A refund of this order is still being processed. Please try again in a minute.',
    });
    expect(providerRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([5_413]);

    await commitsWork(order.id);
    const view = await eventually(
      async () => {
        const listed = (await list({ q: order.number })).orders.find((candidate) => candidate.id === order.id);
        return listed?.refundedAmount === '54.13' ? listed : undefined;
      },
      'the line refund recorded by the sweep',
      30_000,
    );
    expect(view, JSON.stringify(view)).toMatchObject({ paymentStatus: 'partially_refunded' });
    expect(view.items.map((item) => item.refundedQuantity)).toEqual([0, 2]);
    const [provided] = providerRefunds(order.paymentId);
    expect(await cartOrder.query(`SELECT amount_cents, status, provider_refund_id, reason FROM order_refunds WHERE order_id = $1`, [order.id])).toEqual([
      { amount_cents: 5_413, status: 'done', provider_refund_id: provided!.id, reason: 'Frame cracked' },
    ]);
    expect((await events('order.refunded', order.id)).map((event) => [event.data.amount, event.data.line])).toEqual([['54.13', '“Tide Notes” (Print 18x24)']]);

    // The artist's retry of the line finds it refunded; the rest is refunded once, and the provider gave back the total, no more.
    expect(await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id, lineId: tideNotes }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: '“Tide Notes” (Print 18x24) has already been refunded.',
    });
    expect(await cartOrder.call(CartOrderRpc.refundOrder, { orderId: order.id }, CALLERS.admin)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: '1259.88',
    });
    expect(providerRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([5_413, order.total - 5_413]);
    expect(await refunded(order.paymentId)).toBe(order.total);
    expect(await events('order.refunded', order.id)).toHaveLength(2);
  });

  it('is recorded when the provider tells of the refund (charge.refunded), with the refund it made', async () => {
    const order = await paidOrder();
    await commitsFail(order.id);
    expect((await cartOrder.refusal(CartOrderRpc.refundOrder, { orderId: order.id }, CALLERS.admin)).status).not.toBe(200);
    await commitsWork(order.id);
    // Stripe's notification, as it posts it (signed with the endpoint's secret): processed as it is received.
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: `ch_${order.paymentId}`, object: 'charge', payment_intent: order.paymentId, refunded: true } },
    });
    const signature = signPayload(payload, cartOrder.env.STRIPE_WEBHOOK_SECRET!);
    expect(await cartOrder.call(CartOrderRpc.receivePaymentWebhook, { payload, signature })).toEqual({ received: true });
    const [listed] = (await list({ q: order.number })).orders.filter((candidate) => candidate.id === order.id);
    expect(listed).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '1259.88' });
    const provided = providerRefunds(order.paymentId);
    expect(provided.map((refund) => refund.amount)).toEqual([order.total]);
    expect(await cartOrder.query(`SELECT status, provider_refund_id FROM order_refunds WHERE order_id = $1`, [order.id])).toEqual([
      { status: 'done', provider_refund_id: provided[0]!.id },
    ]);
    expect(await events('order.refunded', order.id)).toHaveLength(1);
  });

  it('a cancellation whose commit failed is finished by the sweep: cancelled, refunded once, its step and event once', async () => {
    const order = await paidOrder();
    await commitsFail(order.id);
    const cancel = () => cartOrder.refusal(CartOrderRpc.updateOrderStatus, { orderId: order.id, status: 'cancelled', note: 'Out of frames' }, CALLERS.admin);
    // Nothing goes back to stock here (lines without pieces to restock would need catalog): the order's lines were refunded already.
    await cartOrder.query(`UPDATE order_lines SET refunded_quantity = quantity WHERE order_id = $1`, [order.id]);
    expect((await cancel()).status).not.toBe(200);
    expect((await cancel()).status).toBe(409);
    await commitsWork(order.id);
    const view = await eventually(
      async () => {
        const listed = (await list({ q: order.number })).orders.find((candidate) => candidate.id === order.id);
        return listed?.status === 'cancelled' ? listed : undefined;
      },
      'the cancellation finished by the sweep',
      30_000,
    );
    expect(view).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '1259.88' });
    expect(view.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Out of frames' });
    expect(providerRefunds(order.paymentId).map((refund) => refund.amount)).toEqual([order.total]);
    expect((await events('order.status-changed', order.id)).map((event) => event.data.to)).toEqual(['cancelled']);
  });
});

describe('the CSV export', () => {
  it('writes one row per line with the order, its money, the buyer, the address and the tracking, escaping what buyers typed', async () => {
    const tag = randomUUID().slice(0, 8);
    const order = await paidOrder({ name: `Smith, "Jo"\nAnn ${tag}`, email: `jo.${tag}@example.com`, status: 'processing' });
    await cartOrder.call(CartOrderRpc.updateOrderStatus, { orderId: order.id, status: 'shipped', carrier: 'dhl', trackingNumber: 'JD0142' }, CALLERS.admin);
    await paidOrder({ name: `=cmd ${tag}`, email: `eve.${tag}@example.com`, status: 'pending' });

    const file = await cartOrder.call(CartOrderRpc.exportOrders, { q: tag, status: 'shipped' }, CALLERS.admin);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const body = file.body.replace(/^\uFEFF/, '');
    const [header] = body.split('\n');
    expect(header).toBe(
      'Order number,Date,Status,Payment status,Customer name,Email,Phone,Street,City,State,ZIP code,Country,Product,Tier,Quantity,Unit price,Line total,Line discount,Refunded quantity,Order subtotal,Order discount code,Order discount,Order shipping,Order tax,Order total,Order refunded,Refund dates,Currency,Carrier,Tracking number',
    );
    // Content (the shop's time zone) is not running: the dates are UTC's, and each time says so by its offset.
    expect(body.split('\n')[1]).toMatch(new RegExp(`^${order.number},\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+00:00,`));
    expect(body).toContain(
      `,shipped,paid,"Smith, ""Jo""\nAnn ${tag}",jo.${tag}@example.com,'+1 207 555 0100,12 Harbor Road,Camden,ME,04843,United States,Ember Field,Original 36x48,1,1100.00,1100.00,0.00,0,1150.00,,0.00,15.00,94.88,1259.88,0.00,,USD,DHL,JD0142\n`,
    );
    expect(body).toContain(`,Tide Notes,Print 18x24,2,25.00,50.00,0.00,0,1150.00,,0.00,15.00,94.88,1259.88,0.00,,USD,DHL,JD0142\n`);
    expect(body).not.toContain('=cmd');

    const all = await cartOrder.call(CartOrderRpc.exportOrders, { q: tag }, CALLERS.admin);
    // A name starting with = would run as a formula in a spreadsheet.
    expect(all.body).toContain(`'=cmd ${tag}`);
  });
});
