import { parse as parseCsv } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, OrderView, OutgoingMailEntry } from '@artshop/contracts';
import { ApiClient, createPainting, payForCart, registerCustomer, TestSystem, useTestShopSettings, type ApiAnswer } from '@artshop/testing';

/*
 * The artist's Orders back office through the real shop: a purchase made through checkout at the
 * Stripe emulator is found in the list, moved along, shipped with a tracking number (the buyer
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

/** The order's payment at Stripe (the emulator). */
const paymentOf = async (orderId: string) =>
  (await system.query<{ id: string }>(`SELECT payment_intent_id AS id FROM cart_order.orders WHERE id = $1`, [orderId]))[0]!.id;
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
    const paymentId = await paymentOf(order.id);
    expect(system.stripe!.refundedAmount(paymentId)).toBe(system.stripe!.paymentIntents.get(paymentId)!.amount);

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

describe('the Orders list, a page at a time', () => {
  /** 45 paid orders of one line each, a minute apart, straight into the tables (45 checkouts would take minutes). */
  async function manyOrders(): Promise<void> {
    await system.query(
      `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method,
         status, payment_status, paid_at, created_at)
       SELECT 'Lister ' || i || ' Quill', 'lister' || i || '@quill.example', 10000, 0, 0, 10000, 'standard',
         CASE WHEN i % 3 = 0 THEN 'shipped' ELSE 'pending' END, 'paid', now(), now() - interval '3 days' - i * interval '1 minute'
       FROM generate_series(1, 45) AS i`,
    );
    await system.query(
      `INSERT INTO cart_order.order_lines (order_id, product_id, product_name, unit_price_cents, quantity, position)
       SELECT id, gen_random_uuid(), 'Quill study', 10000, 1, 0 FROM cart_order.orders WHERE customer_email LIKE '%@quill.example'`,
    );
  }
  const list = async (query: string): Promise<OrderPage> => {
    const answer = await admin.get(`/api/orders?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as OrderPage;
  };

  it('pages newest first without repeating an order, filters and searches in the database, and exports every match', async () => {
    await manyOrders();
    const pages = [await list('q=quill&page=1'), await list('q=quill&page=2'), await list('q=quill&page=3')];
    expect(pages.map((page) => [page.total, page.page, page.pageSize, page.orders.length])).toEqual([
      [45, 1, 20, 20],
      [45, 2, 20, 20],
      [45, 3, 20, 5],
    ]);
    const names = pages.flatMap((page) => page.orders.map((order) => order.customerName));
    expect(names).toEqual(Array.from({ length: 45 }, (_, index) => `Lister ${index + 1} Quill`));
    expect(pages[0]!.counts).toMatchObject({ all: 45, shipped: 15, pending: 30, delivered: 0 });

    // The status filter, an e-mail's part in any case, and the order number.
    const shipped = await list('q=QUILL&status=shipped&pageSize=100');
    expect([shipped.total, shipped.orders.every((order) => order.status === 'shipped')]).toEqual([15, true]);
    expect((await list('q=lister7%40quill')).orders.map((order) => order.customerEmail)).toEqual(['lister7@quill.example']);
    const [one] = pages[1]!.orders;
    expect((await list(`q=%23${one!.orderNumber}`)).orders.map((order) => order.id)).toEqual([one!.id]);

    // The CSV holds every match, not one page (one row per order line).
    const csv = await admin.get('/api/orders.csv?q=quill&status=pending');
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split('\n')).toHaveLength(30 + 1);

    // The buyer's name and e-mail are searched through trigram indexes, whatever the number of orders.
    const indexes = await system.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'cart_order' AND tablename = 'orders' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(['orders_customer_email_search', 'orders_customer_name_search']);
  });

  it('refuses bad paging and filters with a message, and anyone but the artist', async () => {
    for (const [query, message] of [
      ['page=0', 'The page must be a whole number from 1'],
      ['page=1.5', 'The page must be a whole number from 1'],
      ['pageSize=101', 'The page size must be a whole number from 1 to 100'],
      ['status=lost', 'The status must be one of all, pending, processing, shipped, delivered, cancelled'],
      ['since=yesterday', 'The time filter must be a date and time'],
      [`q=${'x'.repeat(201)}`, 'The search is too long (at most 200 characters)'],
    ] as const) {
      const answer = await admin.get(`/api/orders?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
    const visitor = new ApiClient(system.baseUrl);
    expect((await visitor.get('/api/orders?q=quill')).status).toBe(401);
    expect((await visitor.get('/api/orders.csv?q=quill')).status).toBe(401);
  });
});

describe('refunds and cancellations the artist shapes', () => {
  const providerRefunded = async (orderId: string) => system.stripe!.refundedAmount(await paymentOf(orderId));

  it('refunds a custom amount with a reason, never more than is left, and once for a request sent twice', async () => {
    const { product, original } = await painting('Fog Over the Weir');
    const orderNumber = await purchase([{ productId: product.id, tierId: original, quantity: 1 }]);
    const order = await findOrder(orderNumber);
    const refunds = `/api/orders/${order.id}/refunds`;

    const unkeyed = await admin.post(refunds, { amount: '15.00', reason: 'Shipping' });
    expect(unkeyed.status).toBe(400);
    expect(unkeyed.body.message).toBe('A refund of an amount needs its request key, so a second click cannot refund twice');
    expect((await admin.post(refunds, { amount: '0', requestKey: randomUUID() })).body.message).toBe('The refund amount must be more than 0');

    const shippingBack = { amount: '15.00', reason: 'The parcel arrived a week late: shipping refunded', requestKey: randomUUID() };
    const refunded = await admin.post(refunds, shippingBack);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: '15.00', status: 'pending' });
    // The same request again (a double click, a retry) finds the refund it made.
    const again = await admin.post(refunds, shippingBack);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.refundedAmount).toBe('15.00');
    expect(await providerRefunded(order.id)).toBe(1500);
    // No piece went back: the original stays sold.
    expect(await stock(original)).toBe(0);
    const mail = await mailTo('nora.field@example.com', `A refund for your order #${orderNumber}`);
    expect(mail.text).toContain('We have refunded $15.00 for part of your order');
    expect(mail.text).toContain('Reason: The parcel arrived a week late: shipping refunded');

    // Two clicks of one goodwill gesture at once: refunded once.
    const gesture = { amount: '5.50', reason: 'A goodwill gesture', requestKey: randomUUID() };
    const both = await Promise.all([admin.post(refunds, gesture), admin.post(refunds, gesture)]);
    expect(
      both.every((answer) => answer.status === 201 || answer.status === 409),
      JSON.stringify(both.map((answer) => answer.body)),
    ).toBe(true);
    expect((await findOrder(orderNumber)).refundedAmount).toBe('20.50');
    expect(await providerRefunded(order.id)).toBe(2050);

    const leftCents = Math.round(Number(order.totalAmount) * 100) - 2050;
    const tooMuch = await admin.post(refunds, { amount: ((leftCents + 1) / 100).toFixed(2), requestKey: randomUUID() });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(`The refund amount is more than is left to refund of order #${orderNumber} (${(leftCents / 100).toFixed(2)}).`);
    expect(await providerRefunded(order.id)).toBe(2050);

    const rest = await admin.post(refunds, { amount: (leftCents / 100).toFixed(2), reason: 'Refunded the rest', requestKey: randomUUID() });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body).toMatchObject({ paymentStatus: 'refunded', refundedAmount: order.totalAmount });
  });

  it('cancels with a reason and keeps the piece off sale when the artist says so', async () => {
    const { product, original } = await painting('Cracked Glaze');
    const orderNumber = await purchase([{ productId: product.id, tierId: original, quantity: 1 }]);
    const order = await findOrder(orderNumber);

    const cancelled = await patch(order.id, { status: 'cancelled', note: 'The canvas was damaged in the studio', returnToStock: false });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: order.totalAmount });
    expect(await stock(original)).toBe(0);
    const mail = await mailTo('nora.field@example.com', `Your order #${orderNumber} has been cancelled`);
    expect(mail.text).toContain('The canvas was damaged in the studio');
  });

  it('corrects the tracking number of a shipped order, and the buyer is mailed the correction', async () => {
    const { product, print } = await painting('Kelp Line');
    const orderNumber = await purchase([{ productId: product.id, tierId: print, quantity: 1 }]);
    const order = await findOrder(orderNumber);
    const tracking = `/api/orders/${order.id}/tracking`;

    const tooSoon = await admin.put(tracking, { carrier: 'usps', trackingNumber: '9400111899223100000000' });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe(`Order #${orderNumber} has not been shipped, so it has no tracking number to correct.`);
    expect((await admin.put(tracking, { carrier: 'usps', trackingNumber: '  ' })).body.message).toBe('Please enter the tracking number');

    expect((await patch(order.id, { status: 'processing' })).status).toBe(200);
    expect((await patch(order.id, { status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA1WRONG' })).status).toBe(200);
    const corrected = await admin.put(tracking, { carrier: 'usps', trackingNumber: '9400111899223100000000' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const link = 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000';
    expect((corrected.body as OrderView).tracking).toEqual({ carrier: 'usps', carrierName: 'USPS', trackingNumber: '9400111899223100000000', url: link });
    expect((await findOrder(orderNumber)).status).toBe('shipped');

    const mail = await mailTo('nora.field@example.com', `Corrected tracking number for your order #${orderNumber}`);
    expect(mail.text).toContain('Carrier: USPS. Tracking number: 9400111899223100000000.');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Please disregard the tracking number 1Z999AA1WRONG (UPS) sent before.');
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('the books', () => {
  const parse = (csv: unknown) => parseCsv(String(csv), { columns: true, bom: true }) as Array<Record<string, string>>;
  const cents = (rows: Array<Record<string, string>>, column: string) => rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);

  it('exports one row per order and one per line, and a tax report, whose totals are the orders in the database', async () => {
    // At least one order here had a refund, a cancellation and a line refunded (the tests above).
    const [db] = await system.query<{ orders: number; subtotal: number; shipping: number; tax: number; total: number; refunded: number; lines: number }>(
      `SELECT count(*)::int AS orders, sum(subtotal_cents)::int AS subtotal, sum(shipping_cents)::int AS shipping, sum(tax_cents)::int AS tax,
              sum(total_cents)::int AS total,
              (SELECT coalesce(sum(amount_cents), 0)::int FROM cart_order.order_refunds WHERE status = 'done') AS refunded,
              (SELECT count(*)::int FROM cart_order.order_lines l JOIN cart_order.orders p ON p.id = l.order_id
                WHERE p.payment_status IN ('paid', 'partially_refunded', 'refunded')) AS lines
         FROM cart_order.orders WHERE payment_status IN ('paid', 'partially_refunded', 'refunded')`,
    );
    expect(db!.refunded).toBeGreaterThan(0);

    const byOrder = await admin.get('/api/orders.csv?rows=orders');
    expect(byOrder.status, String(byOrder.body)).toBe(200);
    const orders = parse(byOrder.body);
    expect(orders).toHaveLength(db!.orders);
    expect(cents(orders, 'Subtotal')).toBe(db!.subtotal);
    expect(cents(orders, 'Shipping')).toBe(db!.shipping);
    expect(cents(orders, 'Tax')).toBe(db!.tax);
    expect(cents(orders, 'Total')).toBe(db!.total);
    expect(cents(orders, 'Refunded')).toBe(db!.refunded);
    expect(cents(orders, 'Net')).toBe(db!.total - db!.refunded);
    const today = new Date().toISOString().slice(0, 10);
    expect(orders.filter((row) => row['Refunded'] !== '0.00').every((row) => row['Refund dates']!.startsWith(today))).toBe(true);

    const lines = parse((await admin.get('/api/orders.csv')).body);
    expect(lines).toHaveLength(db!.lines);
    expect(cents(lines, 'Line total')).toBe(db!.subtotal);
    expect(lines.some((row) => Number(row['Refunded quantity']) > 0)).toBe(true);

    const report = await admin.get('/api/orders/tax-report.csv?period=quarter');
    expect(report.status, String(report.body)).toBe(200);
    expect(report.headers.get('content-disposition')).toContain('tax-report-quarter');
    const periods = parse(report.body);
    const total = periods.find((row) => row['Period'] === 'Total')!;
    expect(total).toMatchObject({ Currency: 'USD', Orders: String(db!.orders) });
    for (const [column, expected] of [
      ['Subtotal', db!.subtotal],
      ['Shipping', db!.shipping],
      ['Tax', db!.tax],
      ['Total', db!.total],
      ['Refunded', db!.refunded],
      ['Net', db!.total - db!.refunded],
    ] as const) {
      expect(cents([total], column), column).toBe(expected);
      expect(
        cents(
          periods.filter((row) => row !== total),
          column,
        ),
        column,
      ).toBe(expected);
    }
    // A period before any order: nothing but the headers.
    expect(parse((await admin.get('/api/orders/tax-report.csv?from=2000-01-01&to=2000-12-31')).body)).toEqual([]);
    const backwards = await admin.get('/api/orders/tax-report.csv?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('To must not be before From');
  });
});

describe('packing slips and invoices', () => {
  it('gives the artist each order’s papers and a day’s, the buyer their own invoice with the same number, and nobody else any', async () => {
    const { product, print } = await painting('Kelp Forest');
    const buyer = new ApiClient(system.baseUrl);
    const account = { email: 'wren.papers@example.com', password: 'correct horse battery', firstName: 'Wren', lastName: 'Papers' };
    expect((await registerCustomer(system, buyer, account)).status).toBe(201);
    expect((await buyer.post('/api/cart', { productId: product.id, tierId: print, quantity: 1 })).status).toBe(201);
    const { receipt } = await payForCart(buyer, { ...BUYER, customerEmail: account.email });
    const pdf = (answer: ApiAnswer, filename: RegExp) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(String(answer.body).startsWith('%PDF-')).toBe(true);
      return filename.exec(answer.headers.get('content-disposition') ?? '')?.[0];
    };

    const toPack = (await admin.get('/api/orders/to-pack')).body as OrderView[];
    expect(toPack.map((order) => order.orderNumber)).toContain(receipt.orderNumber);
    expect(pdf(await admin.get(`/api/orders/${receipt.orderId}/packing-slip.pdf`), /packing-slip-\d+\.pdf/)).toBe(`packing-slip-${receipt.orderNumber}.pdf`);
    const invoice = pdf(await admin.get(`/api/orders/${receipt.orderId}/invoice.pdf`), /invoice-\d+\.pdf/);
    expect(invoice).toBeDefined();
    expect(pdf(await buyer.get(`/api/account/orders/${receipt.orderId}/invoice.pdf`), /invoice-\d+\.pdf/)).toBe(invoice);
    const today = new Date().toISOString().slice(0, 10);
    expect(pdf(await admin.get(`/api/orders/packing-slips.pdf?day=${today}`), /packing-slips-[\d-]+\.pdf/)).toBe(`packing-slips-${today}.pdf`);
    expect(pdf(await admin.get(`/api/orders/invoices.pdf?day=${today}`), /invoices-[\d-]+\.pdf/)).toBe(`invoices-${today}.pdf`);
    const badDay = await admin.get('/api/orders/invoices.pdf?day=today');
    expect([badDay.status, badDay.body.message]).toEqual([400, 'The day must be a date (YYYY-MM-DD)']);

    const paths = [
      '/api/orders/to-pack',
      `/api/orders/${receipt.orderId}/packing-slip.pdf`,
      `/api/orders/${receipt.orderId}/invoice.pdf`,
      `/api/orders/packing-slips.pdf?day=${today}`,
    ];
    for (const path of paths) {
      expect((await buyer.get(path)).status, path).toBe(403);
      expect((await new ApiClient(system.baseUrl).get(path)).status, path).toBe(401);
    }
    const stranger = new ApiClient(system.baseUrl);
    expect((await registerCustomer(system, stranger, { ...account, email: 'not.the.buyer@example.com' })).status).toBe(201);
    const theirs = await stranger.get(`/api/account/orders/${receipt.orderId}/invoice.pdf`);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Order not found']);
    expect((await new ApiClient(system.baseUrl).get(`/api/account/orders/${receipt.orderId}/invoice.pdf`)).status).toBe(401);
  });
});
