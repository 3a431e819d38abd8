import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRpc, type CallInputOf } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let catalog: ServiceTestbed<'catalog'>;

beforeAll(async () => {
  catalog = await ServiceTestbed.start('catalog');
});

afterAll(async () => {
  await catalog?.close();
});

type NewProduct = CallInputOf<typeof CatalogRpc.createProduct>;

function product(fields: Partial<NewProduct> & { name: string }): NewProduct {
  return { slug: fields.name.toLowerCase().replace(/\W+/g, '-'), price: '100.00', stock: 1, year: null, ...fields };
}

describe('products', () => {
  it('shows an active product to visitors and keeps a draft for the admin', async () => {
    const active = await catalog.call(CatalogRpc.createProduct, product({ name: 'Morning Tide', price: '450.00' }), CALLERS.admin);
    const draft = await catalog.call(CatalogRpc.createProduct, product({ name: 'Unfinished Study', status: 'draft' }), CALLERS.admin);
    expect(active.price).toBe('450.00');
    expect((await catalog.call(CatalogRpc.getProduct, { id: active.id })).name).toBe('Morning Tide');
    expect(await catalog.refusal(CatalogRpc.getProduct, { id: draft.id })).toMatchObject({ status: 404, message: 'Product not found' });
    expect((await catalog.call(CatalogRpc.listProducts, {})).map((one) => one.name)).not.toContain('Unfinished Study');
    expect((await catalog.call(CatalogRpc.listProducts, {}, CALLERS.admin)).map((one) => one.name)).toContain('Unfinished Study');
  });

  it('refuses a product without a name with the form’s message, and stores nothing', async () => {
    const before = await catalog.query('SELECT id FROM products');
    const refusal = await catalog.refusal(CatalogRpc.createProduct, product({ name: '', slug: 'nameless' }), CALLERS.admin);
    expect(refusal).toMatchObject({ status: 400, message: 'Name is required', errors: { name: 'Name is required' } });
    expect(await catalog.query('SELECT id FROM products')).toHaveLength(before.length);
  });

  it('refuses a stock of the product’s own once it has pricing tiers (stock is set per tier), and changes nothing', async () => {
    const tiers = [{ size: '12x16', type: 'Print', price: '85.00', stock: 10, description: 'Giclée print' }];
    const message = 'Stock is set per tier: a product with pricing tiers has no stock of its own. Change each tier’s stock instead.';
    const before = await catalog.query('SELECT id FROM products');
    expect(await catalog.refusal(CatalogRpc.createProduct, product({ name: 'Two Stocks', stock: 5, pricingTiers: tiers }), CALLERS.admin)).toMatchObject({
      status: 400,
      message,
      errors: { stock: message },
    });
    expect(await catalog.query('SELECT id FROM products')).toHaveLength(before.length);

    const tiered = await catalog.call(CatalogRpc.createProduct, product({ name: 'One Stock', stock: 0, pricingTiers: tiers }), CALLERS.admin);
    expect(await catalog.refusal(CatalogRpc.updateProduct, { id: tiered.id, stock: 3 } as never, CALLERS.admin)).toMatchObject({ status: 400, message });
    // A product without tiers keeps its own stock; given tiers, it must leave it at 0.
    const plain = await catalog.call(CatalogRpc.createProduct, product({ name: 'Own Stock', stock: 4 }), CALLERS.admin);
    expect(await catalog.refusal(CatalogRpc.updateProduct, { id: plain.id, pricingTiers: tiers } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message,
    });
    expect(await catalog.query('SELECT stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY name', [[tiered.id, plain.id]])).toEqual([
      { stock: 0 },
      { stock: 4 },
    ]);
    const moved = await catalog.call(CatalogRpc.updateProduct, { id: plain.id, stock: 0, pricingTiers: tiers } as never, CALLERS.admin);
    expect(moved).toMatchObject({ stock: 0, pricingTiers: [{ stock: 10 }] });
  });

  it('keeps a product when cart-order cannot say whether it was ordered, and says which service is away', async () => {
    const kept = await catalog.call(CatalogRpc.createProduct, product({ name: 'Harbour Lights' }), CALLERS.admin);
    const refusal = await catalog.refusal(CatalogRpc.deleteProduct, { id: kept.id }, CALLERS.admin);
    expect(refusal.status).toBe(503);
    expect(refusal.message).toMatch(/cart and orders service/);
    expect(await catalog.query('SELECT id FROM products WHERE id = $1', [kept.id])).toHaveLength(1);
  });
});

describe('pricing cart lines for cart-order', () => {
  it('answers the catalog’s own price, name and stock, and why a line cannot be bought', async () => {
    const tiered = await catalog.call(
      CatalogRpc.createProduct,
      product({
        name: 'Blue Hour',
        isOriginal: true,
        stock: 0,
        pricingTiers: [
          { size: '36x48', type: 'Original', price: '2400.00', stock: 1, description: 'The painting itself' },
          { size: '12x16', type: 'Print', price: '85.00', stock: 0, description: 'Giclée print' },
        ],
      }),
      CALLERS.admin,
    );
    const [original, print] = tiered.pricingTiers;
    const lines = await catalog.call(CatalogRpc.priceLines, {
      lines: [
        { productId: tiered.id, tierId: original!.id },
        { productId: tiered.id, tierId: print!.id },
        { productId: tiered.id, tierId: null },
        { productId: randomUUID(), tierId: null },
      ],
    });
    expect(lines[0]).toMatchObject({ available: true, productName: 'Blue Hour', unitPriceCents: 240_000, stock: 1 });
    expect(lines.slice(1).map((line) => (line.available ? 'available' : line.reason))).toEqual(['sold-out', 'tier-required', 'product-not-found']);
  });

  it('refuses a malformed request with a 400 rather than guessing', async () => {
    expect((await catalog.refusal(CatalogRpc.priceLines, { lines: [{ productId: 'not-an-id', tierId: null }] })).status).toBe(400);
  });
});
