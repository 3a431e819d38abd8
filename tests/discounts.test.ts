import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, DiscountCode, OrderReceipt, OrderView, PaymentIntentAnswer, SalesReport } from '@artshop/contracts';
import { ApiClient, ClientAt, confirmWithTestCard, createPainting, registerCustomer, TestSystem, useTestShopSettings, type ApiAnswer } from '@artshop/testing';

/*
 * Discount codes through the real gateway, cart-order, catalog and content, paying at the Stripe
 * emulator: the artist runs the codes, the server prices and checks them at the quote and again as the
 * payment starts, a use is held by the order placed with it, and the discount shows wherever the
 * order's money does. Prices with the test settings: USD, 8.25 % tax, $15 standard shipping.
 */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start({
    env: {
      // The buyers here come from one address: what one client may hold is checkout's business, tested elsewhere.
      CHECKOUTS_PER_CLIENT: '1000',
      PIECES_PER_CLIENT: '1000',
      CHECKOUT_RATE_LIMIT: '100000',
      DISCOUNT_CODE_ATTEMPTS: '3',
      TRUST_PROXY: 'true',
    },
  });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
});

let paintings = 0;
const painting = (printStock = 5) => createPainting(admin, `Discount Painting ${++paintings}`, printStock);

let addresses = 0;
/** A buyer on an address of their own (their own share of the wrong-code limit). */
function buyer(): ApiClient {
  return new ClientAt(system.baseUrl, `198.51.100.${++addresses}`);
}

async function buyerWith(lines: Array<{ productId: string; tierId: string; quantity?: number }>): Promise<ApiClient> {
  const client = buyer();
  for (const line of lines) {
    const added = await client.post('/api/cart', { quantity: 1, ...line });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return client;
}

const customer = (email: string) => ({
  customerName: 'Ann Buyer',
  customerEmail: email,
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
});

let emails = 0;
const freshEmail = () => `discount.buyer.${++emails}.${Date.now()}@example.com`;

function start(client: ApiClient, email: string, discountCode?: string): Promise<ApiAnswer> {
  return client.post('/api/create-payment-intent', { customerInfo: customer(email), shippingMethod: 'standard', ...(discountCode ? { discountCode } : {}) });
}

const quote = (client: ApiClient, code?: string) =>
  client.get(`/api/checkout/quote?country=United%20States&shippingMethod=standard${code ? `&discountCode=${encodeURIComponent(code)}` : ''}`);

async function createCode(fields: Record<string, unknown>): Promise<DiscountCode> {
  const created = await admin.post('/api/discount-codes', fields);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as DiscountCode;
}

let codes = 0;
const codeText = (prefix: string) => `${prefix}${++codes}X${Date.now().toString(36).toUpperCase()}`;

async function pay(client: ApiClient, started: PaymentIntentAnswer): Promise<OrderReceipt> {
  const paid = await confirmWithTestCard(started);
  expect(paid.status).toBe('succeeded');
  const receipt = await client.post('/api/orders', { paymentIntentId: started.paymentIntentId });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
  return receipt.body as OrderReceipt;
}

const ordersOf = async (email: string) =>
  system.query<{ id: string; discount_cents: number; status: string }>(`SELECT id, discount_cents, status FROM cart_order.orders WHERE customer_email = $1`, [
    email,
  ]);
const tierStock = async (tierId: string) =>
  (await system.query<{ stock: number }>('SELECT stock FROM catalog.pricing_tiers WHERE id = $1', [tierId]))[0]!.stock;

describe('the discount code routes', () => {
  it('are the artist’s alone to list, create and change', async () => {
    const shopper = buyer();
    expect(
      (await registerCustomer(system, shopper, { email: 'discount.curious@example.com', password: 'correct horse battery', firstName: 'C', lastName: 'B' }))
        .status,
    ).toBe(201);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/discount-codes'],
      ['POST', '/api/discount-codes', { code: 'HACKED', percentOff: 100 }],
      ['PUT', `/api/discount-codes/${unknown}`, { code: 'HACKED', percentOff: 100 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await buyer().request(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      expect((await shopper.request(method, path, body)).status, `${method} ${path} as a customer`).toBe(403);
    }
    expect(await system.query(`SELECT 1 FROM cart_order.discount_codes WHERE code = 'HACKED'`)).toHaveLength(0);
  });

  it('keep a code unique whatever its case, and refuse a code that is both a percentage and an amount', async () => {
    const text = codeText('UNIQUE');
    await createCode({ code: text, percentOff: 5 });
    const again = await admin.post('/api/discount-codes', { code: text.toLowerCase(), amountOff: '5' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`There is already a discount code ${text}`);
    const both = await admin.post('/api/discount-codes', { code: codeText('BOTH'), percentOff: 5, amountOff: '5' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give either a percentage off or an amount off');
  });
});

describe('a code at checkout', () => {
  it('is quoted, taken off the payment at the provider, shown on the order, the CSV and the sales report, and counted once paid', async () => {
    const code = await createCode({ code: codeText('TENOFF'), percentOff: 10 });
    const { product, print } = await painting();
    const shopper = await buyerWith([{ productId: product.id, tierId: print }]);

    const quoted = await quote(shopper, code.code.toLowerCase());
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // $225 less 10 % is $202.50; tax 8.25 % of that is $16.71; with $15 shipping: $234.21.
    expect(quoted.body as CheckoutQuote).toMatchObject({ subtotal: '225.00', discount: { code: code.code, amount: '22.50' }, tax: '16.71', total: '234.21' });

    const email = freshEmail();
    const started = await start(shopper, email, code.code.toLowerCase());
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const intent = started.body as PaymentIntentAnswer;
    expect(intent.totals).toMatchObject({ discount: { code: code.code, amount: '22.50' }, total: '234.21' });
    expect(system.stripe!.paymentIntents.get(intent.paymentIntentId)?.amount).toBe(23_421);
    // The same start again is the same checkout; without the code it is another one.
    expect(((await start(shopper, email, code.code)).body as PaymentIntentAnswer).paymentIntentId).toBe(intent.paymentIntentId);

    const receipt = await pay(shopper, intent);
    expect(receipt).toMatchObject({ paymentStatus: 'paid', discount: { code: code.code, amount: '22.50' }, total: '234.21' });
    expect(receipt.lines[0]).toMatchObject({ lineTotal: '225.00', lineDiscount: '22.50' });

    const listed = ((await admin.get('/api/discount-codes')).body as DiscountCode[]).find((candidate) => candidate.id === code.id);
    expect(listed).toMatchObject({ code: code.code, percentOff: 10, uses: 1 });

    const view = ((await admin.get(`/api/orders?q=${encodeURIComponent(email)}`)).body as { orders: OrderView[] }).orders[0]!;
    expect(view).toMatchObject({ discount: { code: code.code, amount: '22.50' }, totalAmount: '234.21' });

    const csv = (await admin.get(`/api/orders.csv?q=${encodeURIComponent(email)}&rows=orders`)).body as string;
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cells = Object.fromEntries(header!.split(',').map((column, index) => [column, row!.split(',')[index]]));
    expect(cells).toMatchObject({ 'Discount code': code.code, Discount: '22.50', Subtotal: '225.00', Total: '234.21' });

    const today = new Date().toISOString().slice(0, 10);
    const [taxHeader, ...taxRows] = ((await admin.get(`/api/orders/tax-report.csv?from=${today}&to=${today}`)).body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(taxHeader).toBe('Period,Currency,Orders,Subtotal,Discounts,Shipping,Tax,Total,Refunded,Net');
    expect(Number(taxRows.at(-1)!.split(',')[4])).toBeGreaterThanOrEqual(22.5);
    const report = (await admin.get(`/api/reports/sales?from=${today}&to=${today}`)).body as SalesReport;
    expect(Number(report.discounts.amount)).toBeGreaterThanOrEqual(22.5);
    expect(report.discounts.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses with why, at the quote and as the payment starts, and then nothing is held or placed', async () => {
    const past = { startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(), endsAt: new Date(Date.now() - 86_400_000).toISOString() };
    const expired = await createCode({ code: codeText('OLD'), percentOff: 10, ...past });
    const minimum = await createCode({ code: codeText('BIG'), amountOff: '20', minSubtotal: '500' });
    const members = await createCode({ code: codeText('CLUB'), percentOff: 15, membersOnly: true });
    const accessories = await createCode({ code: codeText('TOTE'), percentOff: 15, productKinds: ['accessories'] });
    const { product, print } = await painting();
    const shopper = await buyerWith([{ productId: product.id, tierId: print }]);
    const refusals: Array<[string, string]> = [
      [expired.code, 'This code has expired'],
      [minimum.code, 'This code needs an order of at least $500.00'],
      [members.code, 'This code is for Mail Club members'],
      [accessories.code, 'This code does not apply to the works in your cart'],
    ];
    const email = freshEmail();
    for (const [code, message] of refusals) {
      const quoted = await quote(shopper, code);
      expect([quoted.status, quoted.body.message], code).toEqual([400, message]);
      const started = await start(shopper, email, code);
      expect([started.status, started.body.message], code).toEqual([400, message]);
      expect(started.body.errors).toEqual({ discountCode: message });
    }
    expect(await ordersOf(email)).toEqual([]);
    expect(await tierStock(print)).toBe(5);
    const unknown = await quote(shopper, 'NO-SUCH-CODE');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'We do not know the discount code NO-SUCH-CODE. Please check it and try again.']);
  });

  it('limited to prints or to a drop, takes off only those works', async () => {
    const { product, original, print } = await painting();
    const other = await painting();
    const drop = await admin.post('/api/drops', {
      name: `Discount Drop ${Date.now()}`,
      releaseAt: new Date().toISOString(),
      productIds: [other.product.id],
      status: 'draft',
    });
    expect(drop.status, JSON.stringify(drop.body)).toBe(201);
    const prints = await createCode({ code: codeText('PRINTS'), percentOff: 20, productKinds: ['prints'] });
    const dropCode = await createCode({ code: codeText('DROP'), amountOff: '50', dropId: (drop.body as { id: string }).id });
    const shopper = await buyerWith([
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: print },
    ]);
    // 20 % of the $225 print alone; tax on $2,580.
    expect((await quote(shopper, prints.code)).body).toMatchObject({ subtotal: '2625.00', discount: { amount: '45.00' }, tax: '212.85' });
    const refused = await quote(shopper, dropCode.code);
    expect([refused.status, refused.body.message]).toEqual([400, 'This code does not apply to the works in your cart']);
    expect((await shopper.post('/api/cart', { productId: other.product.id, tierId: other.print, quantity: 1 })).status).toBe(201);
    expect((await quote(shopper, dropCode.code)).body).toMatchObject({ subtotal: '2850.00', discount: { amount: '50.00' } });
  });

  it('for Mail Club members takes a member’s order', async () => {
    const members = await createCode({ code: codeText('MEMBER'), percentOff: 20, membersOnly: true });
    const { product, print } = await painting();
    const member = buyer();
    const email = `discount.member.${Date.now()}@example.com`;
    expect((await registerCustomer(system, member, { email, password: 'correct horse battery', firstName: 'M', lastName: 'B' })).status).toBe(201);
    const [{ id: userId }] = await system.query<{ id: string }>(`SELECT id FROM identity.users WHERE email = $1`, [email]);
    await system.query(`INSERT INTO catalog.mail_club_members (subscription_id, user_id, status, changed_at) VALUES (gen_random_uuid(), $1, 'active', now())`, [
      userId,
    ]);
    expect((await member.post('/api/cart', { productId: product.id, tierId: print, quantity: 1 })).status).toBe(201);
    expect((await quote(member, members.code)).body).toMatchObject({ discount: { code: members.code, amount: '45.00' } });
  });

  it('used as often as a customer may is refused to that e-mail address, whatever the cart', async () => {
    const once = await createCode({ code: codeText('ONCE'), amountOff: '10', maxUsesPerCustomer: 1 });
    const { product, print } = await painting();
    const email = freshEmail();
    const first = await buyerWith([{ productId: product.id, tierId: print }]);
    await pay(first, (await start(first, email, once.code)).body as PaymentIntentAnswer);

    const second = await buyerWith([{ productId: product.id, tierId: print }]);
    const refused = await start(second, email.toUpperCase(), once.code);
    expect([refused.status, refused.body.message]).toEqual([400, 'You have already used this code']);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await tierStock(print)).toBe(4);
    expect((await start(second, freshEmail(), once.code)).status).toBe(200);
  });

  it('with one use left goes to one of two buyers starting at once; the other gets it when that checkout ends unpaid', async () => {
    const last = await createCode({ code: codeText('LAST'), percentOff: 50, maxUses: 1 });
    const { product, print } = await painting();
    const buyers = await Promise.all([buyerWith([{ productId: product.id, tierId: print }]), buyerWith([{ productId: product.id, tierId: print }])]);
    const emails = [freshEmail(), freshEmail()];
    const answers = await Promise.all(buyers.map((client, index) => start(client, emails[index]!, last.code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.findIndex((answer) => answer.status === 400);
    expect(answers[loser]!.body.message).toBe('This code has been used up');
    expect(await ordersOf(emails[loser]!)).toEqual([]);

    // The winner's hold runs out unpaid: the use is free again.
    const winner = answers[1 - loser]!.body as PaymentIntentAnswer;
    await system.query(`UPDATE cart_order.orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [winner.orderId]);
    const retried = await start(buyers[loser]!, emails[loser]!, last.code);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect((retried.body as PaymentIntentAnswer).totals.discount).toEqual({ code: last.code, amount: '112.50' });
    // Started again without the code, it is another checkout: the discounted one is closed, its use given back.
    const without = (await start(buyers[loser]!, emails[loser]!)).body as PaymentIntentAnswer;
    expect(without.paymentIntentId).not.toBe((retried.body as PaymentIntentAnswer).paymentIntentId);
    expect(without.totals).toMatchObject({ discount: null, subtotal: '225.00' });
    expect(((await admin.get('/api/discount-codes')).body as DiscountCode[]).find((code) => code.id === last.id)?.uses).toBe(0);
  });

  it('a refund of a discounted line gives back what was paid for it, with its tax', async () => {
    const code = await createCode({ code: codeText('SPREAD'), percentOff: 10 });
    const { product, original, print } = await painting();
    const shopper = await buyerWith([
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: print },
    ]);
    const email = freshEmail();
    const receipt = await pay(shopper, (await start(shopper, email, code.code)).body as PaymentIntentAnswer);
    // $2,625 less 10 %: $262.50 off, spread by value: $240 on the original, $22.50 on the print; tax on $2,362.50 is $194.91.
    expect(receipt).toMatchObject({ discount: { amount: '262.50' }, tax: '194.91', total: '2572.41' });
    expect(receipt.lines.map((line) => line.lineDiscount)).toEqual(['240.00', '22.50']);

    const view = ((await admin.get(`/api/orders?q=${encodeURIComponent(email)}`)).body as { orders: OrderView[] }).orders[0]!;
    const printLine = view.items.find((item) => item.tierId === print)!;
    expect(printLine.lineDiscount).toBe('22.50');
    const refunded = await admin.post(`/api/orders/${view.id}/refunds`, { lineId: printLine.id });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    // $202.50 paid for the print, and its share of the tax: $194.91 × 202.50 / 2,362.50 = $16.71.
    expect((refunded.body as OrderView).refundedAmount).toBe('219.21');
    const [{ payment_intent_id: paymentIntentId }] = await system.query<{ payment_intent_id: string }>(
      `SELECT payment_intent_id FROM cart_order.orders WHERE id = $1`,
      [view.id],
    );
    expect([...system.stripe!.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId).map((refund) => refund.amount)).toEqual([21_921]);
  });
});

describe('guessing codes', () => {
  it('is refused (429) after a few wrong codes from one client, right codes included, while other clients go on', async () => {
    const code = await createCode({ code: codeText('GUESS'), percentOff: 10 });
    const { product, print } = await painting();
    const guesser = await buyerWith([{ productId: product.id, tierId: print }]);
    for (const guess of ['AAAA1', 'AAAA2', 'AAAA3']) expect((await quote(guesser, guess)).status).toBe(400);
    const refused = await quote(guesser, code.code);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong discount codes were tried from here\. Please wait \d+ minutes? and try again\.$/);
    const other = await buyerWith([{ productId: product.id, tierId: print }]);
    expect((await quote(other, code.code)).status).toBe(200);
  });
});
