import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentAnswer } from '@artshop/contracts';
import { type ApiAnswer, ApiClient, confirmWithTestCard, createPainting, TestSystem, useTestShopSettings } from '@artshop/testing';

/*
 * Checkout under double submits, retries and a stranger's script, through the real gateway and
 * services on the Stripe emulator: one cart has one checkout waiting for payment at a time,
 * and a client address can only hold so much of the shop's stock while it does not pay.
 */

/** Starts per client address in the gateway's window. */
const RATE_LIMIT = 12;
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start({
    env: {
      TRUST_PROXY: 'true',
      CHECKOUT_RATE_LIMIT: String(RATE_LIMIT),
    },
    // Stripe's notifications are lost, so a paid payment waits for the shop to ask.
    stripeWebhookUrl: null,
  });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
});

/** A browser on an address of its own (several browsers may share one, as behind one router). */
let addresses = 0;
const newAddress = () => `203.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
class Shopper extends ApiClient {
  constructor(readonly ip = newAddress()) {
    super(system.baseUrl);
  }
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.ip, ...headers });
  }
}

let paintings = 0;
const painting = (printStock = 50) => createPainting(admin, `Race Painting ${++paintings}`, printStock);

const CUSTOMER = {
  customerName: 'Ann Buyer',
  customerEmail: 'ann.buyer@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

async function shopperWith(lines: Array<{ productId: string; tierId: string; quantity?: number }>, shopper = new Shopper()): Promise<Shopper> {
  for (const line of lines) {
    const added = await shopper.post('/api/cart', { quantity: 1, ...line });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return shopper;
}

function startPayment(shopper: ApiClient, shippingMethod = 'standard', customer = CUSTOMER): Promise<ApiAnswer> {
  return shopper.post('/api/create-payment-intent', { customerInfo: customer, shippingMethod });
}

async function payAndConfirm(shopper: ApiClient, intent: PaymentIntentAnswer): Promise<ApiAnswer> {
  const paid = await confirmWithTestCard(intent);
  expect(paid.status, JSON.stringify(paid)).toBe('succeeded');
  return shopper.post('/api/orders', { paymentIntentId: intent.paymentIntentId });
}

const tierStock = async (tierId: string) =>
  (await system.query<{ stock: number }>('SELECT stock FROM catalog.pricing_tiers WHERE id = $1', [tierId]))[0]!.stock;

/** The orders of a cart's owner (found through one of its orders' payments). */
async function ordersOfCart(paymentIntentId: string) {
  return system.query<{ id: string; payment_intent_id: string; payment_status: string; status: string }>(
    `SELECT id, payment_intent_id, payment_status, status FROM cart_order.orders
      WHERE owner_key = (SELECT owner_key FROM cart_order.orders WHERE payment_intent_id = $1) ORDER BY created_at`,
    [paymentIntentId],
  );
}

/** The payment's status at Stripe (the emulator). */
const paymentStatus = async (paymentIntentId: string) => system.stripe!.paymentIntents.get(paymentIntentId)!.status;

describe('one cart, one checkout', () => {
  it('answers five starts at once with one order and one payment, and paying it gives one paid order', async () => {
    const { product, print } = await painting();
    const shopper = await shopperWith([{ productId: product.id, tierId: print, quantity: 2 }]);
    const starts = await Promise.all(Array.from({ length: 5 }, () => startPayment(shopper)));
    expect(
      starts.map((start) => start.status),
      JSON.stringify(starts.map((start) => start.body)),
    ).toEqual([200, 200, 200, 200, 200]);
    const [first] = starts;
    for (const start of starts)
      expect(start.body).toMatchObject({
        paymentIntentId: first!.body.paymentIntentId,
        clientSecret: first!.body.clientSecret,
        orderNumber: first!.body.orderNumber,
        orderId: first!.body.orderId,
        totals: { total: first!.body.totals.total },
      });
    // Held once: two prints, not ten.
    expect(await tierStock(print)).toBe(48);

    for (const intent of new Map(starts.map((start) => [start.body.paymentIntentId, start.body])).values()) await payAndConfirm(shopper, intent);
    const orders = await ordersOfCart(first!.body.paymentIntentId);
    expect(orders.map((order) => order.payment_status)).toEqual(['paid']);
    expect(await tierStock(print)).toBe(48);
    expect((await shopper.get('/api/cart')).body).toEqual([]);
  });

  it('starts a new order when the cart or the details changed: the old payment is cancelled and its stock comes back', async () => {
    const { product, original, print } = await painting();
    const shopper = await shopperWith([{ productId: product.id, tierId: print }]);
    const first = (await startPayment(shopper)).body;
    expect(await tierStock(print)).toBe(49);
    // The same cart and details again (a reload of the payment step): the same order.
    expect((await startPayment(shopper)).body).toMatchObject({ paymentIntentId: first.paymentIntentId, orderNumber: first.orderNumber });

    await shopperWith([{ productId: product.id, tierId: original }], shopper);
    const second = await startPayment(shopper);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.body.totals.subtotal).toBe('2625.00');
    expect(await paymentStatus(first.paymentIntentId)).toBe('canceled');
    expect(await tierStock(print)).toBe(49);
    expect(await tierStock(original)).toBe(0);

    // Another shipping method changes the amount: a new order again.
    const third = await startPayment(shopper, 'expedited');
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.paymentIntentId).not.toBe(second.body.paymentIntentId);
    expect(third.body.totals.shipping).toBe('25.00');
    expect(await paymentStatus(second.body.paymentIntentId)).toBe('canceled');

    const orders = await ordersOfCart(first.paymentIntentId);
    expect(orders.map((order) => [order.payment_intent_id, order.status])).toEqual([
      [first.paymentIntentId, 'cancelled'],
      [second.body.paymentIntentId, 'cancelled'],
      [third.body.paymentIntentId, 'pending'],
    ]);
    expect(await tierStock(print)).toBe(49);
    expect(await tierStock(original)).toBe(0);
    expect((await payAndConfirm(shopper, third.body)).body.paymentStatus).toBe('paid');
  });

  it('settles an earlier payment that went through meanwhile, and starts nothing new', async () => {
    const { product, original, print } = await painting();
    const shopper = await shopperWith([{ productId: product.id, tierId: print }]);
    const first = (await startPayment(shopper)).body;
    // Paid in another tab; its notification is lost and the tab closed before coming back.
    expect((await confirmWithTestCard(first)).status).toBe('succeeded');
    await shopperWith([{ productId: product.id, tierId: original }], shopper);

    const again = await startPayment(shopper);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Your payment for order #${first.orderNumber} has just gone through, so no new checkout was started. Please check your cart before paying for anything else.`,
    );
    const orders = await ordersOfCart(first.paymentIntentId);
    expect(orders.map((order) => order.payment_status)).toEqual(['paid']);
    expect(await tierStock(print)).toBe(49);
    expect(await tierStock(original)).toBe(1);
    // What was paid for left the cart; the original added since is still there.
    expect(((await shopper.get('/api/cart')).body as Array<{ tierId: string }>).map((item) => item.tierId)).toEqual([original]);
  });

  it('closes many unpaid orders left on one cart without making the next start wait for them', async () => {
    const { product, print } = await painting(400);
    const shopper = await shopperWith([{ productId: product.id, tierId: print }]);
    const mine = (await startPayment(shopper)).body;
    // Left by an older version of the shop (or a crash): 150 unpaid orders on this one cart.
    const stale: string[] = [];
    for (let batch = 0; batch < 15; batch++) {
      const started = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const other = await shopperWith([{ productId: product.id, tierId: print }]);
          const answer = await startPayment(other);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          return answer.body.orderId as string;
        }),
      );
      stale.push(...started);
    }
    await system.query(`UPDATE cart_order.orders SET owner_key = (SELECT owner_key FROM cart_order.orders WHERE id = $1) WHERE id = ANY($2::uuid[])`, [
      mine.orderId,
      stale,
    ]);
    expect(await tierStock(print)).toBe(249);

    await shopperWith([{ productId: product.id, tierId: print }], shopper);
    const next = await startPayment(shopper);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.totals.subtotal).toBe('450.00');
    // The older ones close soon after, each cancelled at the provider and its print back on sale.
    await system.eventually(async () => (await tierStock(print)) === 398, 'every stale order closed', 30_000);
    const orders = await ordersOfCart(next.body.paymentIntentId);
    expect(orders.filter((order) => order.status !== 'cancelled').map((order) => order.payment_intent_id)).toEqual([next.body.paymentIntentId]);
    const closed = await system.query<{ payment_intent_id: string }>('SELECT payment_intent_id FROM cart_order.orders WHERE id = ANY($1::uuid[])', [
      [mine.orderId, ...stale],
    ]);
    expect(closed.filter((order) => system.stripe!.paymentIntents.get(order.payment_intent_id)?.status !== 'canceled')).toEqual([]);
  });
});

describe('what a stranger can hold', () => {
  it('lets one address hold two checkouts at once, refuses a third holding nothing, and takes it once one is paid', async () => {
    const { product: first, original: firstOriginal } = await painting();
    const { product: second, original: secondOriginal } = await painting();
    const { product: third, original: thirdOriginal, print: thirdPrint } = await painting();
    const ip = newAddress();
    const a = await shopperWith([{ productId: first.id, tierId: firstOriginal }], new Shopper(ip));
    const b = await shopperWith([{ productId: second.id, tierId: secondOriginal }], new Shopper(ip));
    const c = await shopperWith([{ productId: third.id, tierId: thirdOriginal }], new Shopper(ip));
    const held = await startPayment(a);
    expect(held.status).toBe(200);
    expect((await startPayment(b)).status).toBe(200);

    const refused = await startPayment(c);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^You already have 2 checkouts waiting for payment\. Please finish paying for one of them, or try again in \d+ minutes?, when the first one expires\.$/,
    );
    expect(await tierStock(thirdOriginal)).toBe(1);
    expect(
      await system.query(`SELECT o.id FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id WHERE l.tier_id = $1`, [thirdOriginal]),
    ).toEqual([]);
    // Starting one of the two again is no new hold; another address is not concerned.
    expect((await startPayment(a)).body.paymentIntentId).toBe(held.body.paymentIntentId);
    const elsewhere = await shopperWith([{ productId: third.id, tierId: thirdPrint }]);
    const theirs = await startPayment(elsewhere);
    expect(theirs.status).toBe(200);
    expect((await payAndConfirm(elsewhere, theirs.body)).body.paymentStatus).toBe('paid');

    expect((await payAndConfirm(a, held.body)).body.paymentStatus).toBe('paid');
    const now = await startPayment(c);
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(await tierStock(thirdOriginal)).toBe(0);
  });

  it('lets one address hold at most ten pieces unpaid, whatever its carts hold', async () => {
    const { product, print } = await painting();
    const ip = newAddress();
    const big = await shopperWith([{ productId: product.id, tierId: print, quantity: 11 }], new Shopper(ip));
    const refused = await startPayment(big);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A checkout can hold at most 10 pieces at once. Please remove some from your cart, or contact us for a larger order.');
    expect(await tierStock(print)).toBe(50);

    const six = await shopperWith([{ productId: product.id, tierId: print, quantity: 6 }], new Shopper(ip));
    expect((await startPayment(six)).status).toBe(200);
    const five = await shopperWith([{ productId: product.id, tierId: print, quantity: 5 }], new Shopper(ip));
    const over = await startPayment(five);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(
      /^A checkout can hold at most 10 pieces at once, and you already have 6 waiting for payment\. Please finish paying for that first, or try again in \d+ minutes?\.$/,
    );
    expect(await tierStock(print)).toBe(44);
  });

  it('limits how often one address starts checkout: 429 with Retry-After, and another address goes on', async () => {
    const { product, print } = await painting();
    const ip = newAddress();
    const shopper = await shopperWith([{ productId: product.id, tierId: print }], new Shopper(ip));
    for (let attempt = 0; attempt < RATE_LIMIT; attempt++) expect((await startPayment(shopper)).status).toBe(200);
    const refused = await startPayment(shopper);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many checkouts started from here\. Please wait \d+ minutes? and try again\.$/);
    // The cart's checkout is still the one started, held once.
    expect(await tierStock(print)).toBe(49);
    const other = await shopperWith([{ productId: product.id, tierId: print }]);
    expect((await startPayment(other)).status).toBe(200);
  });
});

describe('double submits under load', () => {
  it('gives 20 carts each started five times at once one paid order each', async () => {
    const { product, print } = await painting(100);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWith([{ productId: product.id, tierId: print, quantity: 2 }])));
    const starts = await Promise.all(shoppers.map((shopper) => Promise.all(Array.from({ length: 5 }, () => startPayment(shopper)))));
    for (const answers of starts) {
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.paymentIntentId)).size).toBe(1);
    }
    expect(await tierStock(print)).toBe(60);
    const receipts = await Promise.all(shoppers.map((shopper, index) => payAndConfirm(shopper, starts[index]![0]!.body)));
    expect(receipts.map((receipt) => receipt.body.paymentStatus)).toEqual(Array.from({ length: 20 }, () => 'paid'));
    const paid = await system.query<{ owner_key: string; orders: number }>(
      `SELECT o.owner_key, count(*)::int AS orders FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id
        WHERE l.tier_id = $1 AND o.payment_status = 'paid' GROUP BY o.owner_key`,
      [print],
    );
    expect(paid).toHaveLength(20);
    expect(paid.every((row) => row.orders === 1)).toBe(true);
    expect(await tierStock(print)).toBe(60);
  });
});
