import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAvailability, type CartItem, type CheckoutQuote, type Product } from '@artshop/contracts';
import { type ApiAnswer, ApiClient, confirmWithTestCard, createPainting, TestSystem, useTestShopSettings } from '@artshop/testing';

/*
 * An original held for a buyer who is paying is reserved, not sold: everyone else's carts keep it,
 * marked with when it may come back; the shop shows it Reserved; nobody else can pay for it; it is
 * sold only once the buyer pays, and on sale again when their time runs out.
 */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  // Every shopper here comes from this one address: what one client may hold is tested in checkout-races.test.ts.
  system = await TestSystem.start({ env: { CHECKOUTS_PER_CLIENT: '100', PIECES_PER_CLIENT: '1000' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
});

afterAll(async () => {
  await system?.close();
});

let paintings = 0;
/** A painting: its original (one) and a print run. */
const painting = () => createPainting(admin, `Held Painting ${++paintings}`);

const CUSTOMER = {
  customerName: 'Ann Buyer',
  customerEmail: 'ann.buyer@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

async function shopperWith(lines: Array<{ productId: string; tierId: string }>): Promise<ApiClient> {
  const shopper = new ApiClient(system.baseUrl);
  for (const line of lines) {
    const added = await shopper.post('/api/cart', { quantity: 1, ...line });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return shopper;
}

function startPayment(shopper: ApiClient): Promise<ApiAnswer> {
  return shopper.post('/api/create-payment-intent', { customerInfo: CUSTOMER, shippingMethod: 'standard' });
}

async function cartOf(shopper: ApiClient): Promise<CartItem[]> {
  const answer = await shopper.get('/api/cart');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CartItem[];
}

const lineOf = async (shopper: ApiClient, tierId: string) => (await cartOf(shopper)).find((line) => line.tierId === tierId);

/** When catalog gives the held original back if its buyer does not pay. */
async function holdEnds(orderId: string): Promise<number> {
  const [hold] = await system.query<{ expires_at: Date }>(`SELECT expires_at FROM catalog.stock_reservations WHERE order_id = $1`, [orderId]);
  return hold!.expires_at.getTime();
}

/** The product as a visitor's page reads it (through the gateway's cache), once it shows what is expected. */
async function shownProduct(productId: string, expected: (product: Product) => boolean, what: string): Promise<Product> {
  return system.eventually(async () => {
    const product = (await new ApiClient(system.baseUrl).get(`/api/products/${productId}`)).body as Product;
    const listed = ((await new ApiClient(system.baseUrl).get('/api/products')).body as Product[]).find((one) => one.id === productId)!;
    return expected(product) && expected(listed) ? product : undefined;
  }, what);
}

const toTheSecond = (iso: string | null | undefined) => Math.round(Date.parse(iso ?? '') / 1000);

describe('an original another buyer is paying for', () => {
  it('stays in other carts marked reserved with when it comes back, is shown Reserved, and cannot be paid for by anyone else', async () => {
    const { product, original, print } = await painting();
    const b = await shopperWith([
      { productId: product.id, tierId: original },
      { productId: product.id, tierId: print },
    ]);
    const a = await shopperWith([{ productId: product.id, tierId: original }]);
    const started = await startPayment(a);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const ends = await holdEnds(started.body.orderId);

    // B's line stays, marked reserved until the hold ends.
    const held = await lineOf(b, original);
    expect(held).toMatchObject({ productName: product.name, tierDisplayName: 'Original 36x48', price: '2400.00', quantity: 1, availability: 'reserved' });
    expect(toTheSecond(held!.reservedUntil)).toBe(Math.round(ends / 1000));
    expect((await lineOf(b, print))!.availability).toBe('available');
    // A's own hold is A's to pay for, not reserved.
    expect((await lineOf(a, original))!.availability).toBe('available');

    // The product says reserved (with the time), not sold.
    const shown = await shownProduct(product.id, (one) => one.pricingTiers[0]!.reservedUntil !== null, 'the original shown reserved');
    expect(toTheSecond(shown.pricingTiers[0]!.reservedUntil)).toBe(Math.round(ends / 1000));
    expect(productAvailability(shown)).toMatchObject({ sold: false, printsAvailable: true });

    // B's totals count only the print, and B cannot pay for the reserved original.
    const quote = await b.get('/api/checkout/quote?country=United%20States');
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect((quote.body as CheckoutQuote).subtotal).toBe('225.00');
    const refused = await startPayment(b);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^“${product.name}” \\(Original 36x48\\) is reserved by another buyer for up to \\d+ more minutes?; it comes back on sale if they don't pay$`),
    );
    expect((await lineOf(b, original))!.availability).toBe('reserved');
  });

  it('is marked sold in other carts, and shown Sold, once its buyer pays', async () => {
    const { product, original } = await painting();
    const b = await shopperWith([{ productId: product.id, tierId: original }]);
    const a = await shopperWith([{ productId: product.id, tierId: original }]);
    const started = (await startPayment(a)).body;
    expect((await confirmWithTestCard(started)).status).toBe('succeeded');
    expect((await a.post('/api/orders', { paymentIntentId: started.paymentIntentId })).body.paymentStatus).toBe('paid');

    expect(await lineOf(b, original)).toMatchObject({ productName: product.name, availability: 'sold', reservedUntil: null });
    const shown = await shownProduct(product.id, (one) => productAvailability(one).sold, 'the original shown sold');
    expect(shown.pricingTiers[0]!.reservedUntil).toBeNull();
    expect((await startPayment(b)).body.message).toBe(`“${product.name}” (Original 36x48) has just been sold`);
  });

  it('can be bought from the same cart again once the hold runs out unpaid', async () => {
    const { product, original } = await painting();
    const b = await shopperWith([{ productId: product.id, tierId: original }]);
    const a = await shopperWith([{ productId: product.id, tierId: original }]);
    const started = (await startPayment(a)).body;
    expect((await lineOf(b, original))!.availability).toBe('reserved');
    await shownProduct(product.id, (one) => one.pricingTiers[0]!.reservedUntil !== null, 'the original shown reserved');

    await system.query(`UPDATE catalog.stock_reservations SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [started.orderId]);
    await system.eventually(async () => (await lineOf(b, original))?.availability === 'available' || undefined, 'the original back in B’s cart');
    const shown = await shownProduct(product.id, (one) => one.pricingTiers[0]!.stock === 1, 'the original back on sale');
    expect(productAvailability(shown)).toEqual({ sold: false, reservedUntil: null, printsAvailable: false });
    const bought = await startPayment(b);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  });
});
