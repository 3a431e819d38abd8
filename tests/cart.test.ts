import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, Product } from '@artshop/contracts';
import { ApiClient, TestSystem, registerCustomer } from '@artshop/testing';

// The cart through the real gateway, cart-order and catalog: guests by session, customers by
// account, prices always the catalog's, quantities between 1 and the stock, and nobody else's lines.
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start();
  admin = new ApiClient(system.baseUrl);
  const login = await admin.post('/api/auth/login', system.admin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const PASSWORD = 'correct horse battery';
let customers = 0;
async function registeredCustomer(api = new ApiClient(system.baseUrl)): Promise<{ api: ApiClient; email: string }> {
  const email = `cart-customer-${++customers}@example.com`;
  const registered = await registerCustomer(system, api, { email, password: PASSWORD, firstName: 'Ann', lastName: 'Lee' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { api, email };
}

const guest = () => new ApiClient(system.baseUrl);

let products = 0;
/** A painting with its original (one) and a print run, or, with `untiered`, a plain product. */
async function createProduct(fields: Record<string, unknown> = {}): Promise<Product> {
  const number = ++products;
  const answer = await admin.post('/api/products', {
    name: `Painting ${number}`,
    slug: `painting-${number}`,
    price: '900',
    images: [`/objects/demo/products/painting-${number}-1.webp`],
    pricingTiers: [
      { size: '36x48', price: '2400', type: 'Original', stock: 1, description: 'The painting' },
      { size: '18x24', price: '225', type: 'Print', stock: 3, description: 'Archival print' },
    ],
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Product;
}

const tier = (product: Product, type: string) => product.pricingTiers.find((candidate) => candidate.type === type)!;

async function cartOf(api: ApiClient): Promise<CartItem[]> {
  const answer = await api.get('/api/cart');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CartItem[];
}

async function add(api: ApiClient, body: Record<string, unknown>) {
  return api.post('/api/cart', body);
}

describe('a guest cart', () => {
  it('is kept by the session cookie from the first add, and nobody else sees it', async () => {
    const product = await createProduct();
    const browser = guest();
    const empty = await browser.get('/api/cart');
    expect(empty.body).toEqual([]);
    // Reading an empty cart keeps no session.
    expect(browser.sessionCookie).toBeUndefined();

    const added = await add(browser, { productId: product.id, tierId: tier(product, 'Print').id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(browser.sessionCookie).toBeDefined();
    // The row's version (xmin), which every write of it changes.
    const sessionVersion = async () =>
      (await system.query<{ version: string }>(`SELECT xmin::text AS version FROM identity.sessions WHERE sess->>'guest' = 'true'`)).map((row) => row.version);
    const saved = await sessionVersion();
    expect(saved).toHaveLength(1);
    for (let request = 0; request < 3; request += 1) expect((await cartOf(browser)).map((line) => line.productId)).toEqual([product.id]);
    expect(await cartOf(guest())).toEqual([]);
    // Written once, when the cart first needed it: the requests after it do not save the session again.
    expect((await add(browser, { productId: product.id, tierId: tier(product, 'Original').id })).status).toBe(201);
    expect(await sessionVersion()).toEqual(saved);
  });

  it('takes name, picture and price from the catalog, whatever the browser sends', async () => {
    const product = await createProduct();
    const print = tier(product, 'Print');
    const browser = guest();
    const added = await add(browser, {
      productId: product.id,
      tierId: print.id,
      productName: 'Free painting',
      image: 'https://evil.example/x.png',
      price: '0.01',
      tierDisplayName: 'Everything',
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const expected = {
      productId: product.id,
      productName: product.name,
      image: product.images[0],
      tierId: print.id,
      price: '225.00',
      quantity: 1,
      tierDisplayName: 'Print 18x24',
    };
    expect(added.body).toMatchObject(expected);
    expect(await cartOf(browser)).toEqual([{ id: added.body.id, ...expected, stock: 3, availability: 'available', reservedUntil: null }]);
    const [stored] = await system.query(`SELECT * FROM cart_order.cart_items WHERE id = $1`, [added.body.id]);
    expect(Object.keys(stored!).sort()).toEqual(['created_at', 'id', 'owner_key', 'product_id', 'quantity', 'tier_id', 'updated_at']);
    expect(String(stored!.owner_key)).toMatch(/^guest:[0-9a-f]{64}$/);

    // A price change in the catalog shows on the next read.
    await admin.put(`/api/products/${product.id}`, {
      pricingTiers: product.pricingTiers.map((entry) => (entry.id === print.id ? { ...entry, price: '250' } : entry)),
    });
    expect((await cartOf(browser))[0]!.price).toBe('250.00');
  });

  it('prices a product sold without tiers at its own price', async () => {
    const tote = await createProduct({ name: 'Studio Tote', price: '38.5', stock: 10, pricingTiers: [] });
    const browser = guest();
    const added = await add(browser, { productId: tote.id, tierId: null });
    expect(added.body).toMatchObject({ productName: 'Studio Tote', price: '38.50', tierId: null, tierDisplayName: null });
  });
});

describe('adding and changing quantities', () => {
  it('adds the same product and tier to one line, up to the stock', async () => {
    const product = await createProduct();
    const browser = guest();
    const print = { productId: product.id, tierId: tier(product, 'Print').id };
    expect((await add(browser, { ...print, quantity: 2 })).body.quantity).toBe(2);
    const over = await add(browser, print);
    expect(over.body.quantity).toBe(3);
    const tooMany = await add(browser, print);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Only 3 left in stock');
    expect((await cartOf(browser)).map((line) => line.quantity)).toEqual([3]);

    const original = { productId: product.id, tierId: tier(product, 'Original').id };
    expect((await add(browser, original)).status).toBe(201);
    const second = await add(browser, original);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Only 1 left in stock');
    expect((await add(guest(), { ...original, quantity: 2 })).body.message).toBe('Only 1 left in stock');
    expect((await cartOf(browser)).map((line) => [line.tierDisplayName, line.quantity])).toEqual([
      ['Print 18x24', 3],
      ['Original 36x48', 1],
    ]);
  });

  it('keeps a quantity at 1 or more and no more than the stock', async () => {
    const product = await createProduct();
    const browser = guest();
    const line = (await add(browser, { productId: product.id, tierId: tier(product, 'Print').id })).body as CartItem;
    for (const quantity of [0, -1]) {
      const answer = await browser.patch(`/api/cart/${line.id}`, { quantity });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Quantity must be at least 1');
    }
    expect((await browser.patch(`/api/cart/${line.id}`, { quantity: 1.5 })).status).toBe(400);
    const changed = await browser.patch(`/api/cart/${line.id}`, { quantity: 3 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: line.id, quantity: 3, price: '225.00' });
    const above = await browser.patch(`/api/cart/${line.id}`, { quantity: 4 });
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('Only 3 left in stock');
    expect((await cartOf(browser))[0]!.quantity).toBe(3);
  });

  it('refuses what cannot be bought', async () => {
    const product = await createProduct({
      pricingTiers: [
        { size: '36x48', price: '2400', type: 'Original', stock: 0, description: 'Sold' },
        { size: '18x24', price: '225', type: 'Print', stock: 3, description: 'Archival print' },
      ],
    });
    const draft = await createProduct({ status: 'draft' });
    const other = await createProduct();
    const browser = guest();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ productId: product.id, tierId: tier(product, 'Original').id }, 400, 'This item is sold out'],
      [{ productId: draft.id, tierId: tier(draft, 'Print').id }, 404, 'Product not found'],
      [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'Product not found'],
      [{ productId: product.id, tierId: tier(other, 'Print').id }, 404, 'Pricing tier not found'],
      [{ productId: product.id }, 400, 'Please choose a pricing tier for this product'],
      [{ productId: 'not-an-id' }, 400, 'Please choose a product'],
      [{ productId: product.id, tierId: tier(product, 'Print').id, quantity: 0 }, 400, 'Quantity must be at least 1'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await add(browser, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect(await cartOf(browser)).toEqual([]);
  });

  it('keeps lines that can no longer be bought, marked, and lowers a quantity above what is left', async () => {
    const product = await createProduct();
    const browser = guest();
    const original = tier(product, 'Original');
    await add(browser, { productId: product.id, tierId: original.id });
    await add(browser, { productId: product.id, tierId: tier(product, 'Print').id, quantity: 3 });
    // The print run shrinks to 2 and the original tier is removed.
    const print = tier(product, 'Print');
    await admin.put(`/api/products/${product.id}`, { pricingTiers: [{ ...print, stock: 2 }] });
    expect((await cartOf(browser)).map((line) => [line.tierId, line.quantity, line.availability])).toEqual([
      [original.id, 1, 'unavailable'],
      [print.id, 2, 'available'],
    ]);
    await admin.put(`/api/products/${product.id}`, { status: 'archived' });
    expect((await cartOf(browser)).map((line) => [line.productName, line.availability])).toEqual([
      [product.name, 'unavailable'],
      [product.name, 'unavailable'],
    ]);
  });

  it('removes one line or empties the cart', async () => {
    const product = await createProduct();
    const browser = guest();
    const first = (await add(browser, { productId: product.id, tierId: tier(product, 'Original').id })).body as CartItem;
    await add(browser, { productId: product.id, tierId: tier(product, 'Print').id });
    expect((await browser.delete(`/api/cart/${first.id}`)).status).toBe(204);
    expect((await browser.delete(`/api/cart/${first.id}`)).status).toBe(404);
    expect((await cartOf(browser)).map((line) => line.tierDisplayName)).toEqual(['Print 18x24']);
    expect((await browser.delete('/api/cart')).status).toBe(204);
    expect(await cartOf(browser)).toEqual([]);
  });
});

describe('whose cart', () => {
  it('nobody can change or remove a line of another cart', async () => {
    const product = await createProduct();
    const { api: owner } = await registeredCustomer();
    const line = (await add(owner, { productId: product.id, tierId: tier(product, 'Print').id })).body as CartItem;
    const { api: otherCustomer } = await registeredCustomer();
    for (const stranger of [otherCustomer, guest()]) {
      const change = await stranger.patch(`/api/cart/${line.id}`, { quantity: 2 });
      expect(change.status).toBe(404);
      expect(change.body.message).toBe('Cart item not found');
      expect((await stranger.delete(`/api/cart/${line.id}`)).status).toBe(404);
      expect((await stranger.delete('/api/cart')).status).toBe(204);
      expect(await cartOf(stranger)).toEqual([]);
    }
    expect((await cartOf(owner)).map((entry) => [entry.id, entry.quantity])).toEqual([[line.id, 1]]);
  });

  it('a guest cart joins the account at sign-in, adding up identical lines', async () => {
    const product = await createProduct();
    const poster = await createProduct({ name: 'Poster', pricingTiers: [], price: '20', stock: 50 });
    const print = { productId: product.id, tierId: tier(product, 'Print').id };
    const { api: earlier, email } = await registeredCustomer();
    await add(earlier, print);

    const browser = guest();
    await add(browser, print);
    await add(browser, { productId: poster.id, quantity: 2 });
    const guestKey = (await system.query(`SELECT DISTINCT owner_key FROM cart_order.cart_items WHERE product_id = $1`, [poster.id]))[0]!.owner_key;
    expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);

    const merged = await cartOf(browser);
    expect(merged.map((line) => [line.productName, line.quantity])).toEqual([
      [product.name, 2],
      ['Poster', 2],
    ]);
    // The same cart on the customer's other device, and nothing left under the old session.
    expect((await cartOf(earlier)).map((line) => line.quantity)).toEqual([2, 2]);
    expect(await system.query(`SELECT 1 FROM cart_order.cart_items WHERE owner_key = $1`, [guestKey])).toHaveLength(0);

    // Signing out starts an empty guest cart; the account keeps its own.
    await browser.post('/api/auth/logout');
    expect(await cartOf(browser)).toEqual([]);
  });

  it('a guest cart joins a new account at registration', async () => {
    const product = await createProduct();
    const browser = guest();
    await add(browser, { productId: product.id, tierId: tier(product, 'Original').id });
    await registeredCustomer(browser);
    expect((await cartOf(browser)).map((line) => line.tierDisplayName)).toEqual(['Original 36x48']);
  });
});
