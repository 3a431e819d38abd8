import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRpc, productAvailability, type CallInputOf } from '@artshop/contracts';
import type { Statement } from '@artshop/persistence';
import { CALLERS, ServiceTestbed } from '@artshop/testing';
import { HOLD_FROM_PRODUCT_LEAVING_SOME, HOLD_FROM_TIER_LEAVING_SOME, TAKE_FROM_TIER_AND_HOLD } from './stock.sql.js';

let catalog: ServiceTestbed<'catalog'>;

beforeAll(async () => {
  catalog = await ServiceTestbed.start('catalog', { env: { RESERVATION_SWEEP_MS: '200' } });
});

afterAll(async () => {
  await catalog?.close();
});

async function painting(name: string, originalStock = 1, printStock = 5) {
  const input: CallInputOf<typeof CatalogRpc.createProduct> = {
    name,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`,
    price: '100.00',
    stock: 0,
    year: null,
    isOriginal: true,
    pricingTiers: [
      { size: '36x48', type: 'Original', price: '2400.00', stock: originalStock, description: 'The painting itself' },
      { size: '12x16', type: 'Print', price: '85.00', stock: printStock, description: 'Giclée print' },
    ],
  };
  const product = await catalog.call(CatalogRpc.createProduct, input, CALLERS.admin);
  const [original, print] = product.pricingTiers;
  return { product, original: original!, print: print! };
}

const tierStock = async (tierId: string) => (await catalog.query<{ stock: number }>('SELECT stock FROM pricing_tiers WHERE id = $1', [tierId]))[0]!.stock;

/** A stock statement run as its text alone, as psql would: each fast path is one statement, atomic by itself. */
const runAlone = <Params, Row>(statement: Statement<Params, Row>, params: Params) => catalog.query(statement.text, [...statement.values(params)]);
const holdsOf = (orderId: string) =>
  catalog.query<{ quantity: number; status: string }>(`SELECT quantity, status FROM stock_reservations WHERE order_id = $1`, [orderId]);

describe('the one-statement fast paths of a hold', () => {
  it('takes some of a tier and holds it in one statement, answering the product, but never the last pieces nor twice for one order', async () => {
    const { product, print } = await painting('Low Tide', 1, 5);
    const line = { productId: product.id, tierId: print.id, holdSeconds: 900 };
    const first = randomUUID();
    const [held] = await runAlone(HOLD_FROM_TIER_LEAVING_SOME, { ...line, quantity: 2, orderId: first });
    expect(held).toMatchObject({ id: product.id, name: 'Low Tide', status: 'active' });
    expect(await tierStock(print.id)).toBe(3);
    expect(await holdsOf(first)).toEqual([{ quantity: 2, status: 'active' }]);
    // A retried call for the same order, and a taking of the last pieces, take nothing.
    expect(await runAlone(HOLD_FROM_TIER_LEAVING_SOME, { ...line, quantity: 1, orderId: first })).toEqual([]);
    const last = randomUUID();
    expect(await runAlone(HOLD_FROM_TIER_LEAVING_SOME, { ...line, quantity: 3, orderId: last })).toEqual([]);
    expect(await tierStock(print.id)).toBe(3);
    // The last pieces are taken and held by the conditional taking, once.
    expect(await runAlone(TAKE_FROM_TIER_AND_HOLD, { ...line, quantity: 3, orderId: last })).toEqual([{ stock: 0 }]);
    expect(await runAlone(TAKE_FROM_TIER_AND_HOLD, { ...line, quantity: 1, orderId: randomUUID() })).toEqual([]);
    expect(await holdsOf(last)).toEqual([{ quantity: 3, status: 'active' }]);
  });

  it('holds some of a product without tiers in one statement, and nothing of a product off sale', async () => {
    const product = await catalog.call(
      CatalogRpc.createProduct,
      { name: 'Tote Bag', slug: `tote-${randomUUID().slice(0, 8)}`, price: '20.00', stock: 4, year: null, pricingTiers: [] },
      CALLERS.admin,
    );
    const orderId = randomUUID();
    const [held] = await runAlone(HOLD_FROM_PRODUCT_LEAVING_SOME, { productId: product.id, tierId: null, quantity: 1, orderId, holdSeconds: 900 });
    expect(held).toMatchObject({ id: product.id, tiers: [] });
    expect(await holdsOf(orderId)).toEqual([{ quantity: 1, status: 'active' }]);
    await catalog.query(`UPDATE products SET status = 'draft' WHERE id = $1`, [product.id]);
    expect(
      await runAlone(HOLD_FROM_PRODUCT_LEAVING_SOME, { productId: product.id, tierId: null, quantity: 1, orderId: randomUUID(), holdSeconds: 900 }),
    ).toEqual([]);
    expect((await catalog.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [product.id]))[0]!.stock).toBe(3);
  });
});

describe('holding stock while buyers pay', () => {
  it('gives the last original to exactly one of twenty buyers at once, and tells the others another buyer has it reserved', async () => {
    const { product, original } = await painting('Blue Hour');
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        catalog.call(CatalogRpc.reserveStock, {
          orderId: randomUUID(),
          lines: [{ productId: product.id, tierId: original.id, quantity: 1 }],
          holdSeconds: 900,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refusal = await catalog.refusal(CatalogRpc.reserveStock, {
      orderId: randomUUID(),
      lines: [{ productId: product.id, tierId: original.id, quantity: 1 }],
      holdSeconds: 900,
    });
    expect(refusal.status).toBe(409);
    expect(refusal.message).toMatch(
      /^“Blue Hour” \(Original 36x48\) is reserved by another buyer for up to 1[45] more minutes; it comes back on sale if they don't pay$/,
    );
    expect(await tierStock(original.id)).toBe(0);
    // None left for anyone else while it is held.
    expect((await catalog.call(CatalogRpc.getProduct, { id: product.id })).pricingTiers[0]!.stock).toBe(0);
  });

  it('shows a held original reserved (with when it may come back), not sold, until it is paid for or its hold runs out', async () => {
    const { product, original } = await painting('Morning Rain');
    const line = { productId: product.id, tierId: original.id };
    const paying = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, { orderId: paying, lines: [{ ...line, quantity: 1 }], holdSeconds: 900 });
    const [hold] = await catalog.query<{ expires_at: Date }>(`SELECT expires_at FROM stock_reservations WHERE order_id = $1`, [paying]);
    const ends = Math.round(hold!.expires_at.getTime() / 1000);
    const seconds = (iso: string | null | undefined) => Math.round(Date.parse(iso ?? '') / 1000);

    const held = await catalog.call(CatalogRpc.getProduct, { id: product.id });
    expect(seconds(held.pricingTiers[0]!.reservedUntil)).toBe(ends);
    expect(productAvailability(held)).toMatchObject({ sold: false, printsAvailable: true });
    const listed = (await catalog.call(CatalogRpc.listProducts, {})).find((one) => one.id === product.id)!;
    expect(seconds(listed.pricingTiers[0]!.reservedUntil)).toBe(ends);
    expect(listed.pricingTiers[1]!.reservedUntil).toBeNull();
    // Another cart's line is reserved with the time; the paying buyer's own is theirs to buy.
    const [other] = await catalog.call(CatalogRpc.priceLines, { lines: [line] });
    expect(other).toMatchObject({
      available: false,
      reason: 'reserved',
      productName: 'Morning Rain',
      tierDisplayName: 'Original 36x48',
      unitPriceCents: 240_000,
    });
    expect(seconds(other!.available ? null : other!.reservedUntil)).toBe(ends);
    expect((await catalog.call(CatalogRpc.priceLines, { lines: [line], holdingOrders: [paying] }))[0]).toMatchObject({ available: true, stock: 1 });

    // Paid: sold, and the shop's cached pages are told.
    const changesBefore = await productChanges(product.id);
    await catalog.call(CatalogRpc.commitReservation, { orderId: paying });
    expect(await productChanges(product.id)).toBe(changesBefore + 1);
    const sold = await catalog.call(CatalogRpc.getProduct, { id: product.id });
    expect(sold.pricingTiers[0]!.reservedUntil).toBeNull();
    expect(productAvailability(sold).sold).toBe(true);
    expect((await catalog.call(CatalogRpc.priceLines, { lines: [line] }))[0]).toMatchObject({ available: false, reason: 'sold-out' });

    // A hold that runs out unpaid: on sale again.
    const { product: next, original: nextOriginal } = await painting('Evening Rain');
    const walkedAway = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, {
      orderId: walkedAway,
      lines: [{ productId: next.id, tierId: nextOriginal.id, quantity: 1 }],
      holdSeconds: 900,
    });
    expect((await catalog.call(CatalogRpc.priceLines, { lines: [{ productId: next.id, tierId: nextOriginal.id }] }))[0]).toMatchObject({ reason: 'reserved' });
    await catalog.query(`UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [walkedAway]);
    await expect.poll(() => tierStock(nextOriginal.id)).toBe(1);
    expect(productAvailability(await catalog.call(CatalogRpc.getProduct, { id: next.id }))).toEqual({
      sold: false,
      reservedUntil: null,
      printsAvailable: false,
    });
    expect((await catalog.call(CatalogRpc.priceLines, { lines: [{ productId: next.id, tierId: nextOriginal.id }] }))[0]).toMatchObject({
      available: true,
      stock: 1,
    });
  });

  it('sells the last five prints to five of twenty buyers at once, and announces the print sold out once', async () => {
    const { product, print } = await painting('Tern Flight', 1, 5);
    const changesBefore = await productChanges(product.id);
    const line = { productId: product.id, tierId: print.id, quantity: 1 };
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => catalog.call(CatalogRpc.reserveStock, { orderId: randomUUID(), lines: [line], holdSeconds: 900 })),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(5);
    expect(await tierStock(print.id)).toBe(0);
    const [holds] = await catalog.query<{ count: number }>(`SELECT sum(quantity)::int AS count FROM stock_reservations WHERE tier_id = $1`, [print.id]);
    expect(holds!.count).toBe(5);
    // Only the hold that took the last one changes what the shop shows.
    expect(await productChanges(product.id)).toBe(changesBefore + 1);
  });

  it('counts two lines of the same print together, and takes nothing of an order it cannot fill', async () => {
    const { product, original, print } = await painting('Harbour', 1, 3);
    const refusal = await catalog.refusal(CatalogRpc.reserveStock, {
      orderId: randomUUID(),
      lines: [
        { productId: product.id, tierId: original.id, quantity: 1 },
        { productId: product.id, tierId: print.id, quantity: 2 },
        { productId: product.id, tierId: print.id, quantity: 2 },
      ],
      holdSeconds: 900,
    });
    expect(refusal).toMatchObject({ status: 409, message: 'Only 3 of “Harbour” (Print 12x16) are left' });
    expect(await tierStock(original.id)).toBe(1);
    expect(await tierStock(print.id)).toBe(3);
  });

  it('releases a hold once however often it is asked, commits a paid one, and a retried reserve takes nothing more', async () => {
    const { product, print } = await painting('Quiet Field', 1, 5);
    const line = { productId: product.id, tierId: print.id, quantity: 2 };
    const released = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, { orderId: released, lines: [line], holdSeconds: 900 });
    await catalog.call(CatalogRpc.reserveStock, { orderId: released, lines: [line], holdSeconds: 900 });
    expect(await tierStock(print.id)).toBe(3);
    const releases = await Promise.all([1, 2, 3].map(() => catalog.call(CatalogRpc.releaseReservation, { orderId: released })));
    expect(releases.map((answer) => answer.released).sort()).toEqual([0, 0, 1]);
    expect(await tierStock(print.id)).toBe(5);

    const paid = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, { orderId: paid, lines: [line], holdSeconds: 900 });
    expect(await catalog.call(CatalogRpc.commitReservation, { orderId: paid })).toMatchObject({ committed: true });
    expect(await catalog.call(CatalogRpc.commitReservation, { orderId: paid })).toMatchObject({ committed: true });
    expect(await catalog.call(CatalogRpc.releaseReservation, { orderId: paid })).toEqual({ released: 0 });
    expect(await tierStock(print.id)).toBe(3);
  });

  it('gives back expired holds by itself; a payment after that takes the piece again if it is still there, and not if someone else bought it', async () => {
    const { product, original } = await painting('Late Light');
    const line = { productId: product.id, tierId: original.id, quantity: 1 };
    const slow = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, { orderId: slow, lines: [line], holdSeconds: 10 });
    await catalog.query(`UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [slow]);
    await expect.poll(() => tierStock(original.id)).toBe(1);
    expect(await catalog.call(CatalogRpc.commitReservation, { orderId: slow })).toMatchObject({ committed: true });
    expect(await tierStock(original.id)).toBe(0);

    const { product: other, original: otherOriginal } = await painting('Low Tide');
    const late = randomUUID();
    const otherLine = { productId: other.id, tierId: otherOriginal.id, quantity: 1 };
    await catalog.call(CatalogRpc.reserveStock, { orderId: late, lines: [otherLine], holdSeconds: 10 });
    await catalog.query(`UPDATE stock_reservations SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [late]);
    await expect.poll(() => tierStock(otherOriginal.id)).toBe(1);
    await catalog.call(CatalogRpc.reserveStock, { orderId: randomUUID(), lines: [otherLine], holdSeconds: 900 });
    expect(await catalog.call(CatalogRpc.commitReservation, { orderId: late })).toEqual({ committed: false, soldOut: ['“Low Tide” (Original 36x48)'] });
    expect(await tierStock(otherOriginal.id)).toBe(0);
  });
});

describe('putting refunded pieces back on sale', () => {
  it('adds the refunded pieces back once per refund, and announces a product whose stock refills', async () => {
    const { product, original, print } = await painting('Returned Light', 0, 3);
    const changesBefore = await productChanges(product.id);
    const lines = [
      { productId: product.id, tierId: original.id, quantity: 1 },
      { productId: product.id, tierId: print.id, quantity: 2 },
    ];
    const key = `refund-${randomUUID()}`;
    const orderId = randomUUID();
    expect(await catalog.call(CatalogRpc.restock, { key, orderId, lines })).toEqual({ restocked: 3 });
    expect(await tierStock(original.id)).toBe(1);
    expect(await tierStock(print.id)).toBe(5);
    // The original was sold out and is for sale again: the shop must stop showing it Sold.
    expect(await productChanges(product.id)).toBe(changesBefore + 1);

    // The same refund retried adds nothing.
    expect(await catalog.call(CatalogRpc.restock, { key, orderId, lines })).toEqual({ restocked: 0 });
    expect(await tierStock(original.id)).toBe(1);
    expect(await tierStock(print.id)).toBe(5);

    // A print that was still in stock changes nothing the shop shows.
    await catalog.call(CatalogRpc.restock, { key: `refund-${randomUUID()}`, orderId, lines: [lines[1]!] });
    expect(await tierStock(print.id)).toBe(7);
    expect(await productChanges(product.id)).toBe(changesBefore + 1);
  });
});

async function productChanges(productId: string): Promise<number> {
  const [row] = await catalog.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM outbox_events WHERE type = 'product.changed' AND data->>'productId' = $1`,
    [productId],
  );
  return row!.count;
}

describe('what a certificate of authenticity says of each piece sold', () => {
  it('answers, with the committed stock, the facts of an original, a limited print and an open print as they are at payment', async () => {
    const product = await catalog.call(
      CatalogRpc.createProduct,
      {
        name: 'Salt Marsh',
        slug: `salt-marsh-${randomUUID().slice(0, 8)}`,
        price: '100.00',
        year: 2024,
        medium: 'Oil on linen',
        dimensions: '36 x 48 in',
        isOriginal: true,
        pricingTiers: [
          { size: '36x48', type: 'Original', price: '2400.00', stock: 1, description: 'The painting itself' },
          { size: '12x16', type: 'Print', price: '85.00', stock: 25, editionSize: '25', description: 'Signed giclée print' },
          { size: '8x10', type: 'Print', price: '40.00', stock: 100, editionSize: '', description: 'Open edition print' },
        ],
      },
      CALLERS.admin,
    );
    const [original, limited, open] = product.pricingTiers;
    expect(limited!.editionSize).toBe(25);
    expect(open!.editionSize).toBeNull();
    const orderId = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, {
      orderId,
      lines: [original!, limited!, open!].map((tier) => ({ productId: product.id, tierId: tier.id, quantity: 1 })),
      holdSeconds: 900,
    });
    const answer = await catalog.call(CatalogRpc.commitReservation, { orderId });
    if (!answer.committed) throw new Error('not committed');
    const byTier = new Map(answer.artworks.map((facts) => [facts.tierId, facts]));
    expect(byTier.get(original!.id)).toEqual({
      productId: product.id,
      tierId: original!.id,
      title: 'Salt Marsh',
      year: 2024,
      medium: 'Oil on linen',
      dimensions: '36 x 48 in',
      original: true,
      editionSize: null,
      editionNumbers: [],
    });
    expect(byTier.get(limited!.id)).toMatchObject({
      original: false,
      editionSize: 25,
      editionNumbers: [1],
      dimensions: '12x16',
      medium: 'Print after the original (Oil on linen)',
    });
    expect(byTier.get(open!.id)).toMatchObject({ original: false, editionSize: null, editionNumbers: [] });
  });

  it('refuses an edition size on an original, one that is not a whole number from 1 to 10,000, and more stock than the edition', async () => {
    const tier = { size: '12x16', type: 'Print', price: '85.00', stock: 5, description: 'Print' };
    const create = (pricingTier: Record<string, unknown>) =>
      catalog.refusal(
        CatalogRpc.createProduct,
        { name: 'Edition test', slug: `edition-${randomUUID().slice(0, 8)}`, price: '1.00', pricingTiers: [pricingTier] } as never,
        CALLERS.admin,
      );
    expect(await create({ ...tier, type: 'Original', editionSize: 3 })).toMatchObject({
      status: 400,
      errors: { 'pricingTiers.0.editionSize': 'An original is one of one: leave the edition size empty' },
    });
    for (const editionSize of [0, 10_001, 2.5, 'many'])
      expect(await create({ ...tier, editionSize })).toMatchObject({
        status: 400,
        errors: { 'pricingTiers.0.editionSize': 'Edition size must be a whole number from 1 to 10,000, or empty for an open edition' },
      });
    expect(await create({ ...tier, stock: 30, editionSize: 25 })).toMatchObject({
      status: 400,
      errors: { 'pricingTiers.0.stock': 'Stock cannot be more than the edition size' },
    });
  });
});

describe('the numbers of a limited edition', () => {
  async function edition(size: number, stock = size) {
    const product = await catalog.call(
      CatalogRpc.createProduct,
      {
        name: 'Ledger',
        slug: `ledger-${randomUUID().slice(0, 8)}`,
        price: '100.00',
        year: null,
        pricingTiers: [{ size: '12x16', type: 'Print', price: '85.00', stock, editionSize: String(size), description: 'Signed print' }],
      },
      CALLERS.admin,
    );
    return { productId: product.id, tierId: product.pricingTiers[0]!.id };
  }

  /** Holds and commits `quantity` prints for a new order; answers the order and its numbers (null: refused or not committed). */
  async function sell(line: { productId: string; tierId: string }, quantity: number): Promise<{ orderId: string; numbers: number[] | null }> {
    const orderId = randomUUID();
    try {
      await catalog.call(CatalogRpc.reserveStock, { orderId, lines: [{ ...line, quantity }], holdSeconds: 900 });
    } catch {
      return { orderId, numbers: null };
    }
    const answer = await catalog.call(CatalogRpc.commitReservation, { orderId });
    return { orderId, numbers: answer.committed ? answer.artworks[0]!.editionNumbers : null };
  }

  it("gives the lowest free numbers as stock is committed, takes a refunded print's back, and never restocks above the numbers free", async () => {
    const tier = await edition(4);
    const first = await sell(tier, 2);
    expect(first.numbers).toEqual([1, 2]);
    expect((await sell(tier, 1)).numbers).toEqual([3]);
    // A retried commit answers the same numbers.
    expect(await catalog.call(CatalogRpc.commitReservation, { orderId: first.orderId })).toMatchObject({ artworks: [{ editionNumbers: [1, 2] }] });

    // The first buyer's prints are refunded and come back: 1 and 2 are free again, the stock 3.
    const lines = [{ ...tier, quantity: 2 }];
    expect(await catalog.call(CatalogRpc.restock, { key: `refund-${randomUUID()}`, orderId: first.orderId, lines })).toEqual({ restocked: 2 });
    expect(await tierStock(tier.tierId)).toBe(3);
    expect((await sell(tier, 2)).numbers).toEqual([1, 2]);
    expect((await sell(tier, 1)).numbers).toEqual([4]);
    expect(await tierStock(tier.tierId)).toBe(0);
    // A restock that names pieces the order does not hold frees nothing and adds nothing above the numbers free.
    expect(await catalog.call(CatalogRpc.restock, { key: `refund-${randomUUID()}`, orderId: randomUUID(), lines: [{ ...tier, quantity: 1 }] })).toEqual({
      restocked: 0,
    });
    expect(await tierStock(tier.tierId)).toBe(0);
  });

  it('frees the numbers of prints refunded without coming back, leaving the stock to the artist', async () => {
    const tier = await edition(1);
    const sold = await sell(tier, 1);
    expect(sold.numbers).toEqual([1]);
    await catalog.call(CatalogRpc.restock, { key: `refund-${randomUUID()}`, orderId: sold.orderId, returnToStock: false, lines: [{ ...tier, quantity: 1 }] });
    expect(await tierStock(tier.tierId)).toBe(0);
    expect(await catalog.query(`SELECT number FROM edition_numbers WHERE tier_id = $1`, [tier.tierId])).toEqual([]);
  });

  it('numbers prints of an edition committed at the same time each once, never beyond its size', async () => {
    const tier = await edition(12);
    const sales = await Promise.all(Array.from({ length: 16 }, () => sell(tier, 1)));
    const numbers = sales.flatMap((sale) => sale.numbers ?? []).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(sales.filter((sale) => sale.numbers === null)).toHaveLength(4);
  });

  it("refuses the artist a stock above the numbers free, or a size below a number sold, in plain words on the tier's field", async () => {
    const tier = await edition(5);
    await sell(tier, 2);
    const product = await catalog.call(CatalogRpc.getProduct, { id: tier.productId }, CALLERS.admin);
    const edit = (changes: Record<string, unknown>) =>
      catalog.refusal(CatalogRpc.updateProduct, { id: tier.productId, pricingTiers: [{ ...product.pricingTiers[0]!, ...changes }] } as never, CALLERS.admin);
    expect(await edit({ stock: 4 })).toMatchObject({
      status: 400,
      message: 'Only 3 of this edition of 5 are not sold: stock can be at most 3',
      errors: { 'pricingTiers.0.stock': 'Only 3 of this edition of 5 are not sold: stock can be at most 3' },
    });
    // A print held in a checkout counts too.
    await catalog.call(CatalogRpc.reserveStock, { orderId: randomUUID(), lines: [{ ...tier, quantity: 1 }], holdSeconds: 900 });
    expect(await edit({ stock: 3 })).toMatchObject({
      status: 400,
      message: 'Only 2 of this edition of 5 are not sold (1 is in a buyer’s checkout right now): stock can be at most 2',
    });
    expect(await edit({ editionSize: 1, stock: 0 })).toMatchObject({
      status: 400,
      message: 'Print 2 of this edition is sold: the edition size cannot be less than 2',
      errors: { 'pricingTiers.0.editionSize': 'Print 2 of this edition is sold: the edition size cannot be less than 2' },
    });
    expect(await tierStock(tier.tierId)).toBe(2);
    // Lowering the stock is always taken.
    expect(
      (await catalog.call(CatalogRpc.updateProduct, { id: tier.productId, pricingTiers: [{ ...product.pricingTiers[0]!, stock: 1 }] } as never, CALLERS.admin))
        .pricingTiers[0]!.stock,
    ).toBe(1);

    // An edition sold beyond its size before the ledger (print 9 of 5): the rest of the product stays editable, its size cannot shrink.
    await catalog.query(`INSERT INTO edition_numbers (tier_id, number, order_id) VALUES ($1, 9, $2)`, [tier.tierId, randomUUID()]);
    const renamed = await catalog.call(CatalogRpc.updateProduct, { id: tier.productId, name: 'Ledger (renamed)' } as never, CALLERS.admin);
    expect(renamed.name).toBe('Ledger (renamed)');
    expect(await edit({ editionSize: 8, stock: 0 })).toMatchObject({ message: 'Print 9 of this edition is sold: the edition size cannot be less than 9' });
  });
});

describe('telling the artist a print run is running out', () => {
  async function printRun(threshold: number | null, stock: number) {
    const product = await catalog.call(
      CatalogRpc.createProduct,
      {
        name: 'Salt Marsh',
        slug: `salt-marsh-${randomUUID().slice(0, 8)}`,
        price: '85.00',
        year: null,
        pricingTiers: [{ size: '12x16', type: 'Print', price: '85.00', stock, description: 'Giclée print', lowStockThreshold: threshold }],
      },
      CALLERS.admin,
    );
    return { product, tier: product.pricingTiers[0]! };
  }
  const sell = async (productId: string, tierId: string, quantity = 1) => {
    const orderId = randomUUID();
    await catalog.call(CatalogRpc.reserveStock, { orderId, lines: [{ productId, tierId, quantity }], holdSeconds: 900 });
    return catalog.call(CatalogRpc.commitReservation, { orderId });
  };
  const alerts = (tierId: string) =>
    catalog.query<{ data: { productName: string; tier: string; left: number; threshold: number | null } }>(
      `SELECT data FROM outbox_events WHERE type = 'stock.low' AND data->>'tierId' = $1 ORDER BY occurred_at`,
      [tierId],
    );

  it('keeps the threshold with the tier, empty by default, and refuses a negative or fractional one in plain words', async () => {
    const { product, tier } = await printRun(3, 5);
    expect(tier.lowStockThreshold).toBe(3);
    expect((await catalog.call(CatalogRpc.getProduct, { id: product.id }, CALLERS.admin)).pricingTiers[0]!.lowStockThreshold).toBe(3);
    const { tier: none } = await printRun(null, 5);
    expect(none.lowStockThreshold).toBeNull();
    for (const lowStockThreshold of [-1, 1.5, 'few'])
      expect(
        await catalog.refusal(
          CatalogRpc.createProduct,
          {
            name: 'Bad threshold',
            slug: `bad-${randomUUID().slice(0, 8)}`,
            price: '1.00',
            pricingTiers: [{ size: '12x16', type: 'Print', price: '85.00', stock: 5, description: 'Print', lowStockThreshold }],
          } as never,
          CALLERS.admin,
        ),
      ).toMatchObject({
        status: 400,
        errors: { 'pricingTiers.0.lowStockThreshold': 'Low-stock alert must be a whole number, 0 or more, or empty for no alert' },
      });
  });

  it("keeps the threshold the artist's own: a visitor's product, list and page reads do not carry it", async () => {
    const { product } = await printRun(3, 5);
    const visitorTiers = [
      (await catalog.call(CatalogRpc.getProduct, { id: product.id })).pricingTiers,
      (await catalog.call(CatalogRpc.listProducts, {})).find((listed) => listed.id === product.id)!.pricingTiers,
      (await catalog.call(CatalogRpc.productPage, { q: 'Salt Marsh', pageSize: 48 })).products.find((listed) => listed.id === product.id)!.pricingTiers,
    ];
    for (const tiers of visitorTiers) {
      expect(tiers[0]!.stock).toBe(5);
      expect(tiers[0]).not.toHaveProperty('lowStockThreshold');
    }
    const adminPage = await catalog.call(CatalogRpc.productPage, { q: 'Salt Marsh', pageSize: 48 }, CALLERS.admin);
    expect(adminPage.products.find((listed) => listed.id === product.id)!.pricingTiers[0]!.lowStockThreshold).toBe(3);
  });

  it('alerts once when a sale crosses the threshold, not again below it, again after a restock above it, and when it sells out', async () => {
    const { product, tier } = await printRun(3, 5);
    await sell(product.id, tier.id); // 4 left: above the threshold
    expect(await alerts(tier.id)).toHaveLength(0);
    await sell(product.id, tier.id); // 3 left: crossed
    expect((await alerts(tier.id)).map((row) => row.data)).toEqual([
      { productId: product.id, productName: 'Salt Marsh', tierId: tier.id, tier: 'Print 12x16', left: 3, threshold: 3 },
    ]);
    await sell(product.id, tier.id); // 2 left: still below, said already
    expect(await alerts(tier.id)).toHaveLength(1);

    await catalog.call(CatalogRpc.restock, {
      key: `refund-${randomUUID()}`,
      orderId: randomUUID(),
      lines: [{ productId: product.id, tierId: tier.id, quantity: 3 }],
    });
    await sell(product.id, tier.id); // 5 → 4
    expect(await alerts(tier.id)).toHaveLength(1);
    await sell(product.id, tier.id); // 3 again: re-armed by the restock
    expect((await alerts(tier.id)).map((row) => row.data.left)).toEqual([3, 3]);

    await sell(product.id, tier.id, 3); // sold out
    expect((await alerts(tier.id)).map((row) => row.data.left)).toEqual([3, 3, 0]);
  });

  it('tells when a tier without a threshold sells out, and only then', async () => {
    const { product, tier } = await printRun(null, 2);
    await sell(product.id, tier.id);
    expect(await alerts(tier.id)).toHaveLength(0);
    await sell(product.id, tier.id);
    expect((await alerts(tier.id)).map((row) => row.data)).toEqual([
      { productId: product.id, productName: 'Salt Marsh', tierId: tier.id, tier: 'Print 12x16', left: 0, threshold: null },
    ]);
  });

  it('records one alert when two sales cross the threshold at the same time', async () => {
    const { product, tier } = await printRun(3, 5);
    const orders = [randomUUID(), randomUUID()];
    for (const orderId of orders)
      await catalog.call(CatalogRpc.reserveStock, { orderId, lines: [{ productId: product.id, tierId: tier.id, quantity: 1 }], holdSeconds: 900 });
    await Promise.all(orders.map((orderId) => catalog.call(CatalogRpc.commitReservation, { orderId })));
    expect((await alerts(tier.id)).map((row) => row.data.left)).toEqual([3]);
  });
});
