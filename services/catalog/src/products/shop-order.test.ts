import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRpc, SHOP_ORDER_MESSAGE, type CallInputOf } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// The artist's shop order against catalog alone: the back office saves it whole, and the storefront's
// default sort ('featured') follows it. Who may call the routes is the gateway's (tests/platform.test.ts).
let catalog: ServiceTestbed<'catalog'>;

beforeAll(async () => {
  catalog = await ServiceTestbed.start('catalog');
});

afterAll(async () => {
  await catalog?.close();
});

type NewProduct = CallInputOf<typeof CatalogRpc.createProduct>;
const add = (name: string, fields: Partial<NewProduct> = {}) =>
  catalog.call(
    CatalogRpc.createProduct,
    { name, slug: name.toLowerCase().replace(/\W+/g, '-'), price: '100.00', stock: 1, year: null, ...fields },
    CALLERS.admin,
  );
/** The shop's first page as a visitor opens it: no sort chosen. */
const shopNames = async (query: Record<string, string> = {}) => (await catalog.call(CatalogRpc.productPage, query)).products.map((product) => product.name);
const shopOrder = () => catalog.call(CatalogRpc.listShopOrder, {}, CALLERS.admin);

describe('the shop order', () => {
  it('starts newest first, a new work leading the shop', async () => {
    await add('Tidal Memory');
    await add('Ember Field');
    await add('Draft Study', { status: 'draft' });
    await add('Salt Marsh');
    expect(await shopNames()).toEqual(['Salt Marsh', 'Ember Field', 'Tidal Memory']);
    expect((await shopOrder()).map((entry) => entry.name)).toEqual(['Salt Marsh', 'Ember Field', 'Tidal Memory']);
  });

  it("is the storefront's default sort once the artist arranges it; the other sorts are unchanged", async () => {
    const ids = Object.fromEntries((await shopOrder()).map((entry) => [entry.name, entry.id]));
    const saved = await catalog.call(CatalogRpc.saveShopOrder, { productIds: [ids['Tidal Memory']!, ids['Salt Marsh']!, ids['Ember Field']!] }, CALLERS.admin);
    expect(saved.map((entry) => entry.name)).toEqual(['Tidal Memory', 'Salt Marsh', 'Ember Field']);
    expect(await shopNames()).toEqual(['Tidal Memory', 'Salt Marsh', 'Ember Field']);
    expect(await shopNames({ sort: 'featured' })).toEqual(['Tidal Memory', 'Salt Marsh', 'Ember Field']);
    expect(await shopNames({ sort: 'newest' })).toEqual(['Salt Marsh', 'Ember Field', 'Tidal Memory']);
    expect(await shopNames({ sort: 'name' })).toEqual(['Ember Field', 'Salt Marsh', 'Tidal Memory']);
    // Each product that moved is announced, so the gateway's cached shop pages go (Tidal Memory kept its place).
    const changed = await catalog.query<{ id: string }>(
      `SELECT data->>'productId' AS id FROM outbox_events WHERE type = 'product.changed' AND data->>'change' = 'updated' ORDER BY id`,
    );
    expect(changed.map((row) => row.id)).toEqual([ids['Salt Marsh'], ids['Ember Field']].sort());

    // A work added afterwards leads the shop until the artist moves it.
    await add('Harbour Lights');
    expect(await shopNames()).toEqual(['Harbour Lights', 'Tidal Memory', 'Salt Marsh', 'Ember Field']);
  });

  it('refuses an order that is not the shop as it is, and changes nothing', async () => {
    const before = await shopOrder();
    const ids = before.map((entry) => entry.id);
    const [draft] = await catalog.query<{ id: string }>(`SELECT id FROM products WHERE name = 'Draft Study'`);
    for (const productIds of [ids.slice(1), [...ids, draft!.id], [...ids.slice(1), draft!.id]]) {
      expect(await catalog.refusal(CatalogRpc.saveShopOrder, { productIds: [...productIds].reverse() }, CALLERS.admin)).toMatchObject({
        status: 400,
        message: SHOP_ORDER_MESSAGE,
      });
    }
    expect(await catalog.refusal(CatalogRpc.saveShopOrder, { productIds: [ids[0]!, ids[0]!] }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Each product can appear only once',
    });
    expect(await shopOrder()).toEqual(before);
  });
});
