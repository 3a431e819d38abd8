import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualOrderView, OrderPage, OrderReceipt, OutgoingMailEntry, PayLinkView, PaymentIntentAnswer, SalesReport } from '@artshop/contracts';
import { ApiClient, confirmWithTestCard, createPainting, registerCustomer, TestSystem, useTestShopSettings } from '@artshop/testing';

/*
 * Manual orders through the real shop: the artist enters a studio sale or a commission in the back
 * office, the works are held, the buyer pays through the link at the Stripe emulator, and the order
 * is settled as every order is (paid, certificate, mails, stock sold). Wrong input, other callers,
 * a link past its time and a cancelled order are refused; cancelling gives the stock back.
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
  customerName: 'Ida Collector',
  customerEmail: 'Ida.Collector@example.com',
  shippingAddress: { street: '9 Mill Street', city: 'Camden', state: 'ME', zipCode: '04843', country: 'United States' },
};

let paintings = 0;
const painting = () => createPainting(admin, `Studio Sale Painting ${++paintings}`);
const stock = async (tierId: string) => (await system.query<{ stock: number }>(`SELECT stock FROM catalog.pricing_tiers WHERE id = $1`, [tierId]))[0]!.stock;
const tokenOf = (order: ManualOrderView) => order.payPath.replace('/pay/', '');

async function createManual(body: Record<string, unknown>): Promise<ManualOrderView> {
  const answer = await admin.post('/api/manual-orders', { customer: BUYER, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as ManualOrderView;
}

/** The buyer's card at the emulator, as the link's Payment Element sends it. */
async function payLink(buyer: ApiClient, token: string, cardNumber = '4242 4242 4242 4242'): Promise<PaymentIntentAnswer> {
  const started = await buyer.post(`/api/pay/${token}/payment`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await confirmWithTestCard(started.body as PaymentIntentAnswer, cardNumber);
  expect(paid.status).toBe('succeeded');
  return started.body as PaymentIntentAnswer;
}

const mailTo = (email: string, subjectPart: string) =>
  system.eventually(async () => {
    const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
    return log.find((mail) => mail.to === email && mail.subject.includes(subjectPart));
  }, `the mail '${subjectPart}' to ${email}`);

describe('a studio sale paid through its link', () => {
  it('holds the works, prices them on the server, and is paid by the buyer with a certificate and the mails', async () => {
    const { product, original, print } = await painting();
    const created = await createManual({
      lines: [
        { productId: product.id, tierId: original, quantity: 1, unitPrice: '2000' },
        { productId: product.id, tierId: print, quantity: 2 },
      ],
      customLines: [{ title: 'Framing in oak', unitPrice: '120.50' }],
      shippingAmount: '40',
    });
    // 2000 (the artist's price) + 2 × 225 (the catalog's) + 120.50; tax 8.25 % of 2570.50 = 212.07; shipping as the artist typed it.
    expect(created).toMatchObject({
      state: 'awaiting_payment',
      customerEmail: 'ida.collector@example.com',
      subtotal: '2570.50',
      shipping: '40.00',
      tax: '212.07',
      total: '2822.57',
      lines: [
        { productName: product.name, tierDisplayName: 'Original 36x48', quantity: 1, unitPrice: '2000.00' },
        { productName: product.name, tierDisplayName: 'Print 18x24', quantity: 2, unitPrice: '225.00' },
        { productId: null, productName: 'Framing in oak', quantity: 1, unitPrice: '120.50' },
      ],
    });
    expect(created.payPath).toMatch(/^\/pay\/[\w-]{30,}$/);
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Held for the buyer: nobody else can buy the original.
    expect(await stock(original)).toBe(0);
    expect(await stock(print)).toBe(3);
    const [row] = await system.query<{ source: string; payment_status: string; order_number: string }>(
      `SELECT source, payment_status, order_number::text FROM cart_order.orders WHERE id = $1`,
      [created.id],
    );
    expect(row).toEqual({ source: 'manual', payment_status: 'awaiting_payment', order_number: created.orderNumber });
    expect(((await admin.get('/api/manual-orders')).body as ManualOrderView[]).map((order) => order.id)).toContain(created.id);

    // The artist sends the link; the buyer's mail has it.
    expect((await admin.post(`/api/manual-orders/${created.id}/send-link`, {})).status).toBe(200);
    const linkMail = await mailTo('ida.collector@example.com', `#${created.orderNumber} is ready to pay`);
    expect(linkMail.text).toContain(created.payPath);
    expect(linkMail.text).toContain('$2,822.57');

    const buyer = new ApiClient(system.baseUrl);
    const shown = (await buyer.get(`/api/pay/${tokenOf(created)}`)).body as PayLinkView;
    expect(shown).toMatchObject({ orderNumber: created.orderNumber, state: 'awaiting_payment', total: '2822.57', message: null });
    const started = await payLink(buyer, tokenOf(created));
    expect(started.totals.total).toBe('2822.57');
    const receipt = (await buyer.post(`/api/pay/${tokenOf(created)}/confirm`, {})).body as OrderReceipt;
    expect(receipt).toMatchObject({ orderNumber: created.orderNumber, paymentStatus: 'paid', status: 'pending' });
    expect(receipt.certificates.map((certificate) => certificate.edition)).toEqual(['Original']);

    expect(await stock(original)).toBe(0);
    expect(await stock(print)).toBe(3);
    const confirmation = await mailTo('ida.collector@example.com', `#${created.orderNumber} is confirmed`);
    for (const text of ['Framing in oak', 'Original 36x48', '$2,822.57']) expect(confirmation.text).toContain(text);
    // An order like any other in the artist's list, marked manual; the link now says it is paid.
    const listed = (await admin.get(`/api/orders?q=${created.orderNumber}`)).body as OrderPage;
    expect(listed.orders.map((order) => [order.orderNumber, order.source, order.paymentStatus])).toEqual([[created.orderNumber, 'manual', 'paid']]);
    expect((await buyer.get(`/api/pay/${tokenOf(created)}`)).body).toMatchObject({ state: 'paid', message: 'This order has been paid. Thank you!' });
    // The frame is refunded: money back, nothing goes back to the catalog's stock.
    const frame = listed.orders[0]!.items.find((item) => item.productName === 'Framing in oak')!;
    const refunded = await admin.post(`/api/orders/${created.id}/refunds`, { lineId: frame.id, returnToStock: true, reason: 'No frame after all' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    // The line with its tax: 120.50 + 9.94.
    expect(refunded.body).toMatchObject({ refundedAmount: '130.44', paymentStatus: 'partially_refunded' });
    expect(await stock(print)).toBe(3);
    const again = await buyer.post(`/api/pay/${tokenOf(created)}/payment`, {});
    expect([again.status, again.body.message]).toEqual([409, 'This order has been paid. Thank you!']);
  });

  it('answers a double submit with the one payment', async () => {
    const created = await createManual({ customLines: [{ title: 'Portrait commission', unitPrice: '800' }] });
    const buyer = new ApiClient(system.baseUrl);
    const [first, second] = await Promise.all([buyer.post(`/api/pay/${tokenOf(created)}/payment`, {}), buyer.post(`/api/pay/${tokenOf(created)}/payment`, {})]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect((await confirmWithTestCard(first.body as PaymentIntentAnswer)).status).toBe('succeeded');
    // The webhook settles it without the buyer's return; a commission holds no stock.
    await system.eventually(async () => ((await buyer.get(`/api/pay/${tokenOf(created)}`)).body as PayLinkView).state === 'paid', 'the commission paid');
    const [order] = await system.query<{ total_cents: number; payment_status: string }>(
      `SELECT total_cents, payment_status FROM cart_order.orders WHERE id = $1`,
      [created.id],
    );
    // 800 + 15 standard shipping + 66 tax.
    expect(order).toEqual({ total_cents: 88100, payment_status: 'paid' });
    // A commission counts in the money, but is no catalog work among the best sellers.
    const today = new Date().toISOString().slice(0, 10);
    const report = (await admin.get(`/api/reports/sales?from=${today}&to=${today}`)).body as SalesReport;
    expect(report.topWorksByRevenue.map((work) => work.name)).not.toContain('Portrait commission');
    expect(report.topWorksByUnits.every((work) => work.productId)).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses wrong input with the reason, holding and writing nothing', async () => {
    const { product, print } = await painting();
    const before = await system.query(`SELECT id FROM cart_order.orders`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [], customLines: [] }, 'Add a work from the catalog or a custom line'],
      [{ customLines: [{ title: '', unitPrice: '100' }] }, 'Please give the custom line a title'],
      [{ customLines: [{ title: 'Commission', unitPrice: '-5' }] }, 'The custom line needs a price more than 0'],
      [{ lines: [{ productId: product.id, tierId: print, quantity: 0 }] }, 'The quantity must be a whole number from 1 to 100'],
      [{ lines: [{ productId: product.id, tierId: print, quantity: 1 }], validDays: 90 }, 'The link must be valid for 1 to 60 days'],
      [{ lines: [{ productId: product.id, tierId: print, quantity: 1 }], customer: { ...BUYER, customerEmail: 'nope' } }, 'Valid email is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.post('/api/manual-orders', { customer: BUYER, ...body });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([400, expect.stringContaining(message)]);
    }
    const abroad = await admin.post('/api/manual-orders', {
      customer: { ...BUYER, shippingAddress: { ...BUYER.shippingAddress, country: 'France' } },
      customLines: [{ title: 'Commission', unitPrice: '100' }],
    });
    expect(abroad.status).toBe(400);
    expect(await system.query(`SELECT id FROM cart_order.orders`)).toHaveLength(before.length);
    expect(await stock(print)).toBe(5);
  });

  it('lets only the admin create, send or cancel', async () => {
    const body = { customer: BUYER, customLines: [{ title: 'Commission', unitPrice: '100' }] };
    const stranger = new ApiClient(system.baseUrl);
    expect((await stranger.post('/api/manual-orders', body)).status).toBe(401);
    const customer = new ApiClient(system.baseUrl);
    const account = { email: 'not.the.artist@example.com', password: 'correct horse battery', firstName: 'Not', lastName: 'Artist' };
    expect((await registerCustomer(system, customer, account)).status).toBe(201);
    expect((await customer.post('/api/manual-orders', body)).status).toBe(403);
    expect((await customer.get('/api/manual-orders')).status).toBe(403);
    const created = await createManual({ customLines: [{ title: 'Commission', unitPrice: '100' }] });
    expect((await customer.post(`/api/manual-orders/${created.id}/cancel`, {})).status).toBe(403);
    expect((await customer.post(`/api/manual-orders/${created.id}/send-link`, {})).status).toBe(403);
    expect((await stranger.get('/api/pay/not-a-real-token-at-all-0000')).status).toBe(404);
  });

  it('closes a link past its time: no card form, and the sweep gives the stock back', async () => {
    const { product, print } = await painting();
    const created = await createManual({ lines: [{ productId: product.id, tierId: print, quantity: 2 }], validDays: 1 });
    expect(await stock(print)).toBe(3);
    await system.query(`UPDATE cart_order.orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [created.id]);
    const buyer = new ApiClient(system.baseUrl);
    expect((await buyer.get(`/api/pay/${tokenOf(created)}`)).body).toMatchObject({
      state: 'expired',
      message: 'This payment link has expired. Please ask the artist for a new one.',
    });
    const refused = await buyer.post(`/api/pay/${tokenOf(created)}/payment`, {});
    expect([refused.status, refused.body.message]).toEqual([409, 'This payment link has expired. Please ask the artist for a new one.']);
    await system.eventually(async () => (await stock(print)) === 5, 'the expired order’s prints back on sale');
  });

  it('leaves a manual order to its own validity while the sweep closes checkouts whose hold ran out', async () => {
    const { product, print } = await painting();
    const manual = await createManual({ lines: [{ productId: product.id, tierId: print, quantity: 1 }], validDays: 1 });
    // A storefront checkout whose ten-minute hold has run out, closed by the sweep.
    const shopper = new ApiClient(system.baseUrl);
    expect((await shopper.post('/api/cart', { productId: product.id, tierId: print, quantity: 1 })).status).toBe(201);
    const started = await shopper.post('/api/create-payment-intent', { customerInfo: BUYER, shippingMethod: 'standard' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await system.query(`UPDATE cart_order.orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [started.body.orderId]);
    await system.eventually(
      async () =>
        (await system.query<{ status: string }>(`SELECT status FROM cart_order.orders WHERE id = $1`, [started.body.orderId]))[0]!.status === 'cancelled',
      'the expired checkout closed',
    );
    expect(((await admin.get('/api/manual-orders')).body as ManualOrderView[]).find((order) => order.id === manual.id)?.state).toBe('awaiting_payment');
    expect(await stock(print)).toBe(4);
  });

  it('cancels: the stock goes back and the link says so', async () => {
    const { product, original } = await painting();
    const created = await createManual({ lines: [{ productId: product.id, tierId: original, quantity: 1 }] });
    expect(await stock(original)).toBe(0);
    const cancelled = await admin.post(`/api/manual-orders/${created.id}/cancel`, {});
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'cancelled']);
    expect(await stock(original)).toBe(1);
    const buyer = new ApiClient(system.baseUrl);
    expect((await buyer.get(`/api/pay/${tokenOf(created)}`)).body).toMatchObject({ state: 'cancelled' });
    expect((await buyer.post(`/api/pay/${tokenOf(created)}/payment`, {})).status).toBe(409);
    const twice = await admin.post(`/api/manual-orders/${created.id}/cancel`, {});
    expect(twice.status).toBe(409);
    expect((await admin.post(`/api/manual-orders/${created.id}/send-link`, {})).status).toBe(409);
  });
});
