import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, DB_SCHEMAS, DEFAULT_BUSINESS_SETTINGS, type FileAnswer, type RequestContext } from '@artshop/contracts';
import { dataSourceOptions } from '@artshop/persistence';
import { CALLERS, ServiceTestbed, pdfText } from '@artshop/testing';
import type { BusinessSettingsReader } from '../settings/business-settings.js';
import { Certificate } from '../certificates/certificate.entity.js';
import type { CertificatesService } from '../certificates/certificates.service.js';
import { OrderLine } from '../orders/order-line.entity.js';
import { Order } from '../orders/order.entity.js';
import { OrderPapers } from './order-papers.service.js';

let cartOrder: ServiceTestbed<'cart-order'>;
/**
 * The papers in this process, on the service's database, with the shop's business settings given
 * (content, which keeps them, does not run beside a service test); the service's own process answers
 * what needs no settings: the packing list, refusals, and content being away.
 */
let dataSource: DataSource;
let papers: OrderPapers;
const ctx: RequestContext = { requestId: 'papers-test', caller: CALLERS.admin };

let STUDIO = {
  ...DEFAULT_BUSINESS_SETTINGS,
  businessName: 'Ellison Studio',
  address: '12 Harbor Road',
  city: 'Camden',
  state: 'ME',
  zipCode: '04843',
  country: 'United States',
  taxId: 'EIN 12-3456789',
};

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order');
  dataSource = new DataSource(
    dataSourceOptions({
      url: cartOrder.env.DATABASE_URL!,
      schema: DB_SCHEMAS['cart-order'],
      applicationName: 'order-papers-test',
      entities: [Order, OrderLine, Certificate],
      migrations: [],
      poolSize: 10,
    }),
  );
  await dataSource.initialize();
  const business = { read: () => Promise.resolve(STUDIO), readNow: () => Promise.resolve(STUDIO) } as unknown as BusinessSettingsReader;
  const certificates = { artistName: () => Promise.resolve('Mara Ellison') } as unknown as CertificatesService;
  papers = new OrderPapers(dataSource, business, certificates);
});

afterAll(async () => {
  await dataSource?.destroy();
  await cartOrder?.close();
});

interface Made {
  id: string;
  orderNumber: string;
  buyerId: string;
}

/**
 * A paid order as checkout leaves it: a limited print (two, numbered 3/25 and 4/25) and an original,
 * $85 × 2 + $400, $15 shipping, $47.03 tax (8.25%); paid on the given day.
 */
async function paidOrder(options: { paidAt?: string; status?: string; paymentStatus?: string; notes?: string | null; name?: string } = {}): Promise<Made> {
  const buyerId = randomUUID();
  const [order] = await cartOrder.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (user_id, customer_name, customer_email, customer_phone, currency, subtotal_cents, shipping_cents, tax_cents, total_cents,
                         shipping_method, status, payment_status, paid_at, created_at, shipping_address, notes)
     VALUES ($1, $2, 'nora.field@example.com', '207-555-0142', 'USD', 57000, 1500, 4703, 63203, 'standard', $3, $4, $5, $5,
             '{"street":"4 Quay Lane","city":"Rockland","state":"ME","zipCode":"04841","country":"United States"}', $6)
     RETURNING id, order_number`,
    [
      buyerId,
      options.name ?? 'Nora Field',
      options.status ?? 'pending',
      options.paymentStatus ?? 'paid',
      options.paidAt ?? '2026-11-20T15:30:00Z',
      options.notes === undefined ? 'Happy birthday, Sam! Love, Nora' : options.notes,
    ],
  );
  const productId = randomUUID();
  const tierId = randomUUID();
  const [print] = await cartOrder.query<{ id: string }>(
    `INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, unit_price_cents, quantity, position)
     VALUES ($1, $2, $3, 'Morning Tide', 'Print 12x16', 8500, 2, 0) RETURNING id`,
    [order!.id, productId, tierId],
  );
  const [original] = await cartOrder.query<{ id: string }>(
    `INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, unit_price_cents, quantity, position)
     VALUES ($1, $2, $3, 'Salt Marsh', 'Original 24x36', 40000, 1, 1) RETURNING id`,
    [order!.id, randomUUID(), randomUUID()],
  );
  for (const [line, number, size] of [
    [print!.id, 3, 25],
    [print!.id, 4, 25],
    [original!.id, null, null],
  ] as const)
    await cartOrder.query(
      `INSERT INTO certificates (code, order_id, order_line_id, product_id, title, edition_number, edition_size)
       VALUES ($1, $2, $3, $4, 'A work', $5, $6)`,
      [`ART-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`, order!.id, line, productId, number, size],
    );
  return { id: order!.id, orderNumber: order!.order_number, buyerId };
}

const read = (file: FileAnswer) => Buffer.from(file.body, 'base64');
const pages = async (file: FileAnswer) => (await PDFDocument.load(read(file))).getPageCount();
const invoiceNumberOf = (file: FileAnswer) => Number(/Invoice no\. (\d+)/.exec(pdfText(read(file)))![1]);

describe('a packing slip', () => {
  it('names the shop, the order, where it goes and every piece with its edition numbers and the buyer’s note, with no prices', async () => {
    const order = await paidOrder();
    const file = await papers.packingSlip(order.id, ctx);
    expect(file).toMatchObject({ contentType: 'application/pdf', filename: `packing-slip-${order.orderNumber}.pdf`, encoding: 'base64' });
    expect(await pages(file)).toBe(1);
    const text = pdfText(read(file));
    for (const expected of [
      'Ellison Studio',
      '12 Harbor Road',
      'Camden, ME 04843',
      'PACKING SLIP',
      `#${order.orderNumber}`,
      'November 20, 2026',
      'SHIP TO',
      'Nora Field',
      '4 Quay Lane',
      'Rockland, ME 04841',
      'Standard shipping',
      'Morning Tide Print 12x16 3/25, 4/25 2',
      'Salt Marsh Original 24x36',
      'Happy birthday, Sam! Love, Nora',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/\$|85\.00|632\.03/);
  });

  it('leaves out the pieces refunded (they are not sent), and an unpaid or unknown order is not found', async () => {
    const order = await paidOrder({ paymentStatus: 'partially_refunded', notes: null });
    await cartOrder.query(`UPDATE order_lines SET refunded_quantity = quantity WHERE order_id = $1 AND product_name = 'Salt Marsh'`, [order.id]);
    const text = pdfText(read(await papers.packingSlip(order.id, ctx)));
    expect(text).toContain('Morning Tide');
    expect(text).not.toContain('Salt Marsh');
    expect(text).not.toContain('NOTE');

    const unpaid = await paidOrder({ paymentStatus: 'awaiting_payment' });
    for (const orderId of [unpaid.id, randomUUID()])
      await expect(papers.packingSlip(orderId, ctx)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });
});

describe('an invoice', () => {
  it('has a number of its own, the seller and buyer, each line’s price, quantity and amount, and the order’s totals in its currency', async () => {
    const order = await paidOrder();
    const file = await papers.invoice(order.id, ctx);
    const number = invoiceNumberOf(file);
    expect(file.filename).toBe(`invoice-${number}.pdf`);
    const text = pdfText(read(file));
    for (const expected of [
      'INVOICE',
      'Ellison Studio',
      'Tax ID EIN 12-3456789',
      `#${order.orderNumber}`,
      'BILL TO',
      'Nora Field',
      'nora.field@example.com',
      'Morning Tide (Print 12x16) $85.00 2 $170.00',
      'Salt Marsh (Original 24x36) $400.00 1 $400.00',
      'Subtotal $570.00',
      'Shipping $15.00',
      'Tax $47.03',
      'Total $632.03',
      'All amounts in USD.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Refunded');
    // The money is the order's as the server stored it, not worked out again from the lines.
    await cartOrder.query(`UPDATE order_lines SET unit_price_cents = 1 WHERE order_id = $1`, [order.id]);
    expect(pdfText(read(await papers.invoice(order.id, ctx)))).toContain('Total $632.03');
  });

  it('shows a discount code’s amount off under the subtotal', async () => {
    const order = await paidOrder();
    await cartOrder.query(`UPDATE orders SET discount_code = 'SPRING10', discount_cents = 5700, tax_cents = 4233, total_cents = 57033 WHERE id = $1`, [
      order.id,
    ]);
    const text = pdfText(read(await papers.invoice(order.id, ctx)));
    for (const expected of ['Subtotal $570.00', 'Discount (SPRING10) -$57.00', 'Tax $42.33', 'Total $570.33']) expect(text).toContain(expected);
    expect(text.indexOf('Discount (SPRING10)')).toBeGreaterThan(text.indexOf('Subtotal $570.00'));
  });

  it('keeps its number: the same order’s invoice issued again, or by its buyer, says the same number', async () => {
    const order = await paidOrder();
    const first = invoiceNumberOf(await papers.invoice(order.id, ctx));
    expect(invoiceNumberOf(await papers.invoice(order.id, ctx))).toBe(first);
    expect(invoiceNumberOf(await papers.ownInvoice(order.buyerId, order.id, ctx))).toBe(first);
    expect(await cartOrder.query(`SELECT invoice_number FROM invoices WHERE order_id = $1`, [order.id])).toEqual([{ invoice_number: String(first) }]);
  });

  it('numbers invoices issued at the same moment one after the other, without a gap or a repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => paidOrder()));
    const [{ last }] = (await cartOrder.query<{ last: string }>(`SELECT last_number AS last FROM invoice_numbers`)) as [{ last: string }];
    // Each order asked twice at once: one number per order.
    const files = await Promise.all([...orders, ...orders].map((order) => papers.invoice(order.id, ctx)));
    const numbers = files.map(invoiceNumberOf);
    expect(numbers.slice(0, 4)).toEqual(numbers.slice(4));
    expect([...numbers.slice(0, 4)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4].map((step) => Number(last) + step));
  });

  it('shows what was refunded, when, and the total after refunds', async () => {
    const order = await paidOrder({ paymentStatus: 'partially_refunded' });
    await cartOrder.query(`INSERT INTO order_refunds (order_id, amount_cents, status, completed_at) VALUES ($1, 9201, 'done', '2026-11-22T09:00:00Z')`, [
      order.id,
    ]);
    // A refund still with the provider is not money back yet.
    await cartOrder.query(`INSERT INTO order_refunds (order_id, amount_cents, status) VALUES ($1, 500, 'pending')`, [order.id]);
    const text = pdfText(read(await papers.invoice(order.id, ctx)));
    expect(text).toContain('Total $632.03');
    expect(text).toContain('Refunded on November 22, 2026 -$92.01');
    expect(text).toContain('Total after refunds $540.02');
    expect(text).not.toContain('$5.00');
  });

  it('is the buyer’s to download from their account, and nobody else’s', async () => {
    const order = await paidOrder();
    expect(pdfText(read(await papers.ownInvoice(order.buyerId, order.id, ctx)))).toContain(`#${order.orderNumber}`);
    await expect(papers.ownInvoice(randomUUID(), order.id, ctx)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    // Through the service: another customer, and a visitor with no account, get the same 404 as for an unknown order.
    for (const caller of [CALLERS.customer()])
      expect(await cartOrder.refusal(CartOrderRpc.downloadOwnInvoice, { orderId: order.id }, caller)).toMatchObject({
        status: 404,
        message: 'Order not found',
      });
    expect(await cartOrder.refusal(CartOrderRpc.downloadOwnInvoice, { orderId: order.id }, CALLERS.visitor)).toMatchObject({ status: 401 });
    expect(await cartOrder.query(`SELECT 1 FROM invoices WHERE order_id = $1`, [order.id])).toHaveLength(1);
  });

  it('gives out no number when the shop’s settings cannot be read (content away)', async () => {
    const order = await paidOrder();
    expect(await cartOrder.refusal(CartOrderRpc.downloadInvoice, { orderId: order.id }, CALLERS.admin)).toMatchObject({ status: 503 });
    expect(await cartOrder.query(`SELECT 1 FROM invoices WHERE order_id = $1`, [order.id])).toEqual([]);
  });
});

describe('a day’s papers', () => {
  it('prints every order paid that day (UTC), one a page: the slips of those with something to send, the invoices of all', async () => {
    const day = '2026-10-05';
    const first = await paidOrder({ paidAt: `${day}T00:10:00Z`, name: 'Ada First' });
    const second = await paidOrder({ paidAt: `${day}T23:50:00Z`, name: 'Ben Second' });
    const refunded = await paidOrder({ paidAt: `${day}T12:00:00Z`, status: 'cancelled', paymentStatus: 'refunded', name: 'Cy Refunded' });
    await paidOrder({ paidAt: '2026-10-06T00:00:00Z', name: 'Dee NextDay' });
    await paidOrder({ paidAt: '2026-10-04T23:59:00Z', name: 'Eve DayBefore' });

    const slips = await papers.dayPackingSlips(day, ctx);
    expect(slips.filename).toBe(`packing-slips-${day}.pdf`);
    expect(await pages(slips)).toBe(2);
    const slipText = pdfText(read(slips));
    expect(slipText.indexOf(`#${first.orderNumber}`)).toBeLessThan(slipText.indexOf(`#${second.orderNumber}`));
    expect(slipText).not.toMatch(/Cy Refunded|Dee NextDay|Eve DayBefore/);

    const invoices = await papers.dayInvoices(day, ctx);
    expect(await pages(invoices)).toBe(3);
    const invoiceText = pdfText(read(invoices));
    for (const order of [first, refunded, second]) expect(invoiceText).toContain(`#${order.orderNumber}`);
    expect(invoiceText).not.toMatch(/Dee NextDay|Eve DayBefore/);
  });

  it('counts the shop’s days: an order paid at 23:30 UTC is that day’s in UTC and the next day’s in Berlin, dated so on its papers', async () => {
    const late = await paidOrder({ paidAt: '2026-09-14T23:30:00Z', name: 'Lou Late' });
    const early = await paidOrder({ paidAt: '2026-09-15T21:30:00Z', name: 'Em Evening' });
    const inUtc = pdfText(read(await papers.dayInvoices('2026-09-14', ctx)));
    expect(inUtc).toContain(`#${late.orderNumber}`);
    expect(inUtc).toContain('September 14, 2026');
    await expect(papers.dayPackingSlips('2026-09-16', ctx)).rejects.toMatchObject({ status: 404 });

    const utc = STUDIO;
    STUDIO = { ...STUDIO, timeZone: 'Europe/Berlin' };
    try {
      const slips = await papers.dayPackingSlips('2026-09-15', ctx);
      expect(await pages(slips)).toBe(2);
      const slipText = pdfText(read(slips));
      for (const order of [late, early]) expect(slipText).toContain(`#${order.orderNumber}`);
      expect(slipText).toContain('September 15, 2026');
      expect(slipText).not.toContain('September 14, 2026');
      await expect(papers.dayInvoices('2026-09-14', ctx)).rejects.toMatchObject({
        status: 404,
        message: 'No order was paid on 2026-09-14 (Europe/Berlin)',
      });
    } finally {
      STUDIO = utc;
    }
  });

  it('says when no order was paid that day, and refuses a day that is not a date', async () => {
    await expect(papers.dayInvoices('2001-01-01', ctx)).rejects.toMatchObject({ status: 404, message: 'No order was paid on 2001-01-01 (UTC)' });
    await expect(papers.dayPackingSlips('2001-01-01', ctx)).rejects.toMatchObject({
      status: 404,
      message: 'No order paid on 2001-01-01 (UTC) has anything to send',
    });
    expect(await cartOrder.refusal(CartOrderRpc.downloadDayPackingSlips, { day: 'yesterday' }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'The day must be a date (YYYY-MM-DD)',
    });
  });
});

describe('the packing list', () => {
  it('lists the paid orders not yet sent nor refunded in full, the longest waiting first, with their pieces and where they go', async () => {
    const waiting = await paidOrder({ paidAt: '2026-09-01T10:00:00Z' });
    const packed = await paidOrder({ paidAt: '2026-09-02T10:00:00Z', status: 'processing', paymentStatus: 'partially_refunded' });
    const shipped = await paidOrder({ status: 'shipped' });
    const refunded = await paidOrder({ paymentStatus: 'refunded' });
    const unpaid = await paidOrder({ paymentStatus: 'awaiting_payment' });
    const list = await cartOrder.call(CartOrderRpc.listOrdersToPack, {}, CALLERS.admin);
    const ids = list.map((order) => order.id);
    expect(ids.indexOf(waiting.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(packed.id));
    for (const left of [shipped, refunded, unpaid]) expect(ids).not.toContain(left.id);
    expect(list.find((order) => order.id === waiting.id)).toMatchObject({
      shippingMethod: 'standard',
      shippingAddress: { street: '4 Quay Lane', city: 'Rockland' },
      items: [
        { productName: 'Morning Tide', quantity: 2 },
        { productName: 'Salt Marsh', quantity: 1 },
      ],
    });
  });
});
