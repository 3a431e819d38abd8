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
