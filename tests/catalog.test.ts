import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithCount, Product, ProductPage, TagWithCount } from '@artshop/contracts';
import { ApiClient, TestSystem, registerCustomer } from '@artshop/testing';

// The artist's catalog editor (products, pricing tiers, categories, tags) and customers' favorites,
// through the real gateway: access, the validation messages, and changes showing at once on
// the storefront's cached reads.
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

let customers = 0;
async function signedInCustomer(): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  const email = `catalog-customer-${++customers}@example.com`;
  const registered = await registerCustomer(system, api, { email, password: 'correct horse battery', firstName: 'Ann', lastName: 'Lee' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

const visitor = () => new ApiClient(system.baseUrl);

const originalTier = { size: '36x48', price: '2400', type: 'Original', stock: 1, description: 'The painting, signed on the reverse' };
const printTier = { size: '18x24', price: '225.00', type: 'Print', stock: 25, description: 'Archival pigment print' };

let products = 0;
async function createProduct(fields: Record<string, unknown> = {}): Promise<Product> {
  const number = ++products;
  const answer = await admin.post('/api/products', { name: `Study ${number}`, slug: `study-${number}`, price: '100', ...fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Product;
}

async function storefrontList(): Promise<Product[]> {
  const answer = await visitor().get('/api/products');
  expect(answer.status).toBe(200);
  return answer.body as Product[];
}

async function placeOrderFor(productId: string): Promise<void> {
  // An order line as checkout writes it.
  const [order] = await system.query<{ id: string }>(
    `INSERT INTO cart_order.orders (customer_name, customer_email, total_cents, status) VALUES ('Ann Lee', 'ann@example.com', 2400, 'pending') RETURNING id`,
  );
  await system.query(
    `INSERT INTO cart_order.order_lines (order_id, product_id, product_name, unit_price_cents, quantity) VALUES ($1, $2, 'Ordered', 2400, 1)`,
    [order!.id, productId],
  );
}

describe('who may change the catalog', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/api/products', {}],
    ['PUT', `/api/products/${id}`, {}],
    ['DELETE', `/api/products/${id}`, undefined],
    ['POST', '/api/categories', {}],
    ['PUT', `/api/categories/${id}`, {}],
    ['POST', '/api/categories/reorder', {}],
    ['DELETE', `/api/categories/${id}`, undefined],
    ['POST', '/api/tags', {}],
    ['PUT', `/api/tags/${id}`, {}],
    ['DELETE', `/api/tags/${id}`, undefined],
  ];

  it('answers 401 signed out and 403 to a customer on every admin route', async () => {
    const customer = await signedInCustomer();
    for (const [method, path, body] of routes) {
      const signedOut = await visitor().request(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(signedOut.body.message).toBe('Not authenticated');
      expect((await customer.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('products', () => {
  it('refuses a bad product with its validation messages and stores nothing', async () => {
    const valid = { name: 'Refused', slug: 'refused', price: '10' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Name is required'],
      [{ slug: '' }, 'Slug is required'],
      [{ slug: 'Not A Slug' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
      [{ price: '-5' }, 'Price must be a number of 0 or more'],
      [{ stock: -1 }, 'Stock must be a whole number of 0 or more'],
      [{ year: 1850 }, 'Year must be between 1900 and 2100'],
      [{ status: 'sold' }, 'Status must be active, draft or archived'],
      [{ pricingTiers: [{ ...printTier, size: '' }] }, 'Size is required'],
      [{ pricingTiers: [{ ...printTier, price: '0' }] }, 'Price must be greater than 0'],
      [{ pricingTiers: [{ ...printTier, type: '' }] }, 'Type is required'],
      [{ pricingTiers: [{ ...printTier, stock: -2 }] }, 'Stock must be 0 or greater'],
      [{ pricingTiers: [{ ...printTier, description: ' ' }] }, 'Description is required'],
      [{ tags: ['00000000-0000-4000-8000-000000000000'] }, 'One of the tags does not exist (any more)'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'The category does not exist (any more)'],
      // The one image rule, also 'Add image by URL''s and the AI analysis's.
      [{ images: ['http://images.example.com/a.jpg'] }, 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://'],
      [{ images: ['https://exa mple.com/a.jpg'] }, 'This image address is not a valid web address'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.post('/api/products', { ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const tierProblem = await admin.post('/api/products', { ...valid, pricingTiers: [printTier, { ...printTier, price: '0' }] });
    expect(tierProblem.body.errors).toEqual({ 'pricingTiers.1.price': 'Price must be greater than 0' });
    const imageProblem = await admin.post('/api/products', { ...valid, images: ['/objects/uploads/a.jpg', '/placeholder.svg'] });
    expect(imageProblem.body.errors).toEqual({ 'images.1': 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://' });
    expect(await system.query(`SELECT 1 FROM catalog.products WHERE slug = 'refused'`)).toHaveLength(0);
  });

  it('creates a product with two tiers, updates it keeping one tier by id, and the storefront shows it at once', async () => {
    const created = await createProduct({
      name: 'Ember Field',
      slug: 'ember-field',
      price: '2400',
      sku: 'OR-1',
      isOriginal: true,
      year: '2024',
      images: ['/objects/demo/products/ember-field-1.webp'],
      pricingTiers: [originalTier, printTier],
      // The browser may send anything else; it is not stored.
      id: '00000000-0000-4000-8000-000000000000',
      category: 'Made up',
    });
    expect(created).toMatchObject({
      name: 'Ember Field',
      price: '2400.00',
      sku: 'OR-1',
      year: 2024,
      status: 'active',
      images: ['/objects/demo/products/ember-field-1.webp'],
    });
    expect(created.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(created.pricingTiers.map((tier) => [tier.type, tier.size, tier.price, tier.stock])).toEqual([
      ['Original', '36x48', '2400.00', 1],
      ['Print', '18x24', '225.00', 25],
    ]);
    await system.eventually(async () => (await storefrontList()).some((product) => product.id === created.id), 'the new product on the storefront');

    const [original, print] = created.pricingTiers;
    const updated = await admin.put(`/api/products/${created.id}`, {
      ...created,
      name: 'Ember Field II',
      pricingTiers: [
        { ...original, price: '2600' },
        { size: '24x30', price: '400', type: 'canvas print', stock: 5, description: 'Gallery-wrapped canvas' },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const tiers = (updated.body as Product).pricingTiers;
    expect(tiers).toHaveLength(2);
    expect(tiers[0]).toMatchObject({ id: original!.id, price: '2600.00', type: 'Original' });
    expect(tiers[1]).toMatchObject({ type: 'Canvas Print', size: '24x30', price: '400.00' });
    expect(tiers[1]!.id).not.toBe(print!.id);
    expect(await system.query(`SELECT 1 FROM catalog.pricing_tiers WHERE id = $1`, [print!.id])).toHaveLength(0);

    const shown = await system.eventually(async () => {
      const product = (await storefrontList()).find((candidate) => candidate.id === created.id);
      return product?.name === 'Ember Field II' ? product : undefined;
    }, 'the change on the storefront list');
    expect(shown.pricingTiers.map((tier) => tier.price)).toEqual(['2600.00', '400.00']);
    expect((await visitor().get(`/api/products/${created.id}`)).body.name).toBe('Ember Field II');
    const events = await system.query(`SELECT data->>'change' AS change FROM catalog.outbox_events WHERE data->>'productId' = $1 ORDER BY occurred_at`, [
      created.id,
    ]);
    expect(events.map((event) => event.change)).toEqual(['created', 'updated']);
  });

  it('changes only what a partial update sends', async () => {
    const [gold, blue] = await Promise.all(['Gold', 'Blue'].map(async (name) => (await admin.post('/api/tags', { name })).body as TagWithCount));
    const created = await createProduct({ description: 'Kept', pricingTiers: [printTier], tags: [gold!.id] });
    const answer = await admin.put(`/api/products/${created.id}`, { status: 'draft' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'draft', description: 'Kept', name: created.name, tags: [gold!.id] });
    expect(answer.body.pricingTiers[0].id).toBe(created.pricingTiers[0]!.id);
    expect((await admin.put(`/api/products/${created.id}`, { tags: [blue!.id] })).body.tags).toEqual([blue!.id]);
    const cleared = await admin.put(`/api/products/${created.id}`, { pricingTiers: [], sku: '' });
    expect(cleared.body.pricingTiers).toEqual([]);
    expect(cleared.body.sku).toBeNull();
    expect((await admin.put('/api/products/00000000-0000-4000-8000-000000000000', { status: 'draft' })).status).toBe(404);
  });

  it('hides drafts from visitors and shows them to the admin', async () => {
    const draft = await createProduct({ status: 'draft' });
    expect((await storefrontList()).some((product) => product.id === draft.id)).toBe(false);
    expect((await visitor().get(`/api/products/${draft.id}`)).status).toBe(404);
    expect((await admin.get(`/api/products/${draft.id}`)).body.status).toBe('draft');
    expect(((await admin.get('/api/products')).body as Product[]).some((product) => product.id === draft.id)).toBe(true);
  });

  it('answers 409 for a slug or SKU that is taken; an empty SKU is none', async () => {
    await createProduct({ slug: 'taken-slug', sku: 'SKU-TAKEN' });
    const slug = await admin.post('/api/products', { name: 'Other', slug: 'taken-slug', price: '1' });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe('A product with this slug already exists');
    const sku = await admin.post('/api/products', { name: 'Other', slug: 'other-slug', price: '1', sku: 'SKU-TAKEN' });
    expect(sku.status).toBe(409);
    expect(sku.body.message).toBe('A product with this SKU already exists');
    const first = await createProduct({ sku: '' });
    const second = await createProduct({ sku: '' });
    expect([first.sku, second.sku]).toEqual([null, null]);
    const renamed = await admin.put(`/api/products/${first.id}`, { slug: 'taken-slug' });
    expect(renamed.status).toBe(409);
  });

  it('deletes a product nobody ordered, and archives an ordered one instead, saying so', async () => {
    const unordered = await createProduct();
    await system.eventually(async () => (await storefrontList()).some((product) => product.id === unordered.id), 'the product listed');
    const deleted = await admin.delete(`/api/products/${unordered.id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get(`/api/products/${unordered.id}`)).status).toBe(404);
    await system.eventually(
      async () => !(await storefrontList()).some((product) => product.id === unordered.id),
      'the deleted product gone from the storefront',
    );

    const ordered = await createProduct({ pricingTiers: [originalTier] });
    await placeOrderFor(ordered.id);
    const archived = await admin.delete(`/api/products/${ordered.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ archived: true, message: 'This product has orders, so it was archived instead of deleted.' });
    expect((await admin.get(`/api/products/${ordered.id}`)).body.status).toBe('archived');
    expect((await visitor().get(`/api/products/${ordered.id}`)).status).toBe(404);
    expect((await admin.delete('/api/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('does not delete while cart-order cannot say whether the product was ordered', async () => {
    const product = await createProduct();
    await system.part('cart-order').stop();
    try {
      const answer = await admin.delete(`/api/products/${product.id}`);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/cart and orders service/);
    } finally {
      await system.part('cart-order').start();
    }
    expect((await admin.get(`/api/products/${product.id}`)).status).toBe(200);
  });
});

describe('paged product lists (GET /api/products/page)', () => {
  const page = async (api: ApiClient, query: Record<string, string | number>) => {
    const answer = await api.get(`/api/products/page?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ProductPage;
  };
  const names = (answer: ProductPage) => answer.products.map((product) => product.name);

  it('pages through products with equal sort keys without repeating or skipping one', async () => {
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await createProduct({ name: 'Quillwort Tide', price: '50' }));
    for (const sort of ['featured', 'price-asc', 'name', 'newest']) {
      const seen: string[] = [];
      for (let number = 1; number <= 3; number++) {
        const answer = await page(visitor(), { q: 'quillwort tide', sort, page: number, pageSize: 2 });
        expect(answer.total).toBe(5);
        seen.push(...answer.products.map((product) => product.id));
      }
      expect(seen.sort(), sort).toEqual(made.map((product) => product.id).sort());
      // The same page read again is the same page.
      const again = await page(visitor(), { q: 'quillwort tide', sort, page: 2, pageSize: 2 });
      expect(again.products.map((product) => product.id)).toEqual(
        (await page(visitor(), { q: 'quillwort tide', sort, page: 2, pageSize: 2 })).products.map((product) => product.id),
      );
    }
  });

  it('filters by category, type, availability, price and featured, and sorts, in the server', async () => {
    const category = (await admin.post('/api/categories', { name: 'Marsh Works' })).body as CategoryWithCount;
    const inStock = await createProduct({ name: 'Marshglow Original', price: '900', isOriginal: true, stock: 1, categoryId: category.id, isFeatured: true });
    const sold = await createProduct({
      name: 'Marshglow Sold',
      price: '1200',
      pricingTiers: [{ ...originalTier, stock: 0 }, printTier],
      categoryId: category.id,
    });
    const printOnly = await createProduct({ name: 'Marshglow Print', price: '10', pricingTiers: [{ ...printTier, price: '40' }] });
    const accessory = await createProduct({ name: 'Marshglow Tote', price: '25' });
    const ids = (answer: ProductPage) => answer.products.map((product) => product.id);
    const q = 'marshglow';

    expect(ids(await page(visitor(), { q, category: category.slug })).sort()).toEqual([inStock.id, sold.id].sort());
    expect(ids(await page(visitor(), { q, type: 'print' })).sort()).toEqual([sold.id, printOnly.id].sort());
    expect(ids(await page(visitor(), { q, type: 'original' })).sort()).toEqual([inStock.id, sold.id].sort());
    expect(ids(await page(visitor(), { q, availability: 'available' })).sort()).toEqual([inStock.id, printOnly.id, accessory.id].sort());
    expect(ids(await page(visitor(), { q, availability: 'sold' }))).toEqual([sold.id]);
    expect(ids(await page(visitor(), { q, availability: 'prints-available' }))).toEqual([sold.id]);
    expect(ids(await page(visitor(), { q, featured: 'true' }))).toEqual([inStock.id]);
    // The card's price: a sold original's cheapest print (225), a print-only work's print (40).
    const cheap = await page(visitor(), { q, min: 30, max: 300 });
    expect(ids(cheap).sort()).toEqual([sold.id, printOnly.id].sort());
    expect(cheap.total).toBe(2);
    expect(cheap.priceRange).toEqual({ min: 25, max: 900 });
    expect(names(await page(visitor(), { q, sort: 'price-asc' }))).toEqual(['Marshglow Tote', 'Marshglow Print', 'Marshglow Sold', 'Marshglow Original']);
    expect(names(await page(visitor(), { q, sort: 'price-desc' }))).toEqual(['Marshglow Original', 'Marshglow Sold', 'Marshglow Print', 'Marshglow Tote']);
    expect(names(await page(visitor(), { q, sort: 'newest' }))).toEqual(['Marshglow Tote', 'Marshglow Print', 'Marshglow Sold', 'Marshglow Original']);

    // A write outside the catalog service (an operator's query, in another schema's search_path) keeps the figures too.
    await system.query(`UPDATE catalog.pricing_tiers SET stock = 0 WHERE product_id = $1 AND type = 'Original'`, [inStock.id]);
    await system.query(`UPDATE catalog.products SET stock = 0 WHERE id = $1`, [inStock.id]);
    expect((await page(admin, { q, availability: 'sold' })).products.map((product) => product.id).sort()).toEqual([inStock.id, sold.id].sort());

    // A tier's change moves the product to where its new price belongs, at once.
    await admin.put(`/api/products/${printOnly.id}`, { pricingTiers: [{ ...printTier, price: '500' }] });
    await system.eventually(async () => ids(await page(visitor(), { q, min: 400, max: 600 })).includes(printOnly.id), 'the new price filtered');
  });

  it('finds a name with a typo in it, a part of a word, and a word of the description', async () => {
    const fern = await createProduct({ name: 'Bracken Hollow', description: 'Oil and cold wax over a charcoal underdrawing' });
    const ids = async (q: string) => (await page(visitor(), { q })).products.map((product) => product.id);
    expect(await ids('bracen')).toContain(fern.id);
    expect(await ids('brakken')).toContain(fern.id);
    expect(await ids('Brack')).toContain(fern.id);
    expect(await ids('underdrawings')).toContain(fern.id);
    expect(await ids('100% cotton')).not.toContain(fern.id);
  });

  it('never shows a draft or archived work to a visitor, whatever the query asks', async () => {
    const draft = await createProduct({ name: 'Hidden Sedgework', status: 'draft' });
    const archived = await createProduct({ name: 'Hidden Sedgework Old', status: 'archived' });
    for (const query of <Array<Record<string, string>>>[{ q: 'sedgework' }, { q: 'sedgework', status: 'draft' }, { q: 'sedgework', status: 'archived' }]) {
      expect((await page(visitor(), query)).total).toBe(0);
    }
    expect((await page(admin, { q: 'sedgework' })).total).toBe(2);
    expect((await page(admin, { q: 'sedgework', status: 'draft' })).products.map((product) => product.id)).toEqual([draft.id]);
    expect((await page(admin, { q: 'sedgework', status: 'archived' })).products.map((product) => product.id)).toEqual([archived.id]);
  });

  it('refuses a query it cannot read with a 400 saying what is wrong', async () => {
    const problems: Array<[string, string]> = [
      ['sort=cheapest', 'The sort must be one of featured, newest, price-asc, price-desc, name'],
      ['pageSize=500', 'The page size must be a whole number from 1 to 100'],
      ['page=0', 'The page must be a whole number from 1 to 10000'],
      ['min=cheap', 'The lowest price must be a whole number of dollars, 0 or more'],
      ['min=300&max=100', 'The lowest price must not be above the highest'],
      ['availability=soon', 'The availability must be one of available, sold, prints-available'],
      ['category=Not%20A%20Slug!', 'The category must contain only lowercase letters, numbers, and hyphens'],
      ['status=gone', 'The status must be one of active, draft, archived'],
    ];
    for (const [query, message] of problems) {
      const answer = await visitor().get(`/api/products/page?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(message);
    }
  });

  it('counts for a visitor what a category’s page lists: Prints holds everything sold as a print', async () => {
    const prints = (await admin.post('/api/categories', { name: 'Prints' })).body as CategoryWithCount;
    await createProduct({ name: 'Counted Print', pricingTiers: [printTier] });
    const listed = (await page(visitor(), { category: 'prints' })).total;
    expect(listed).toBe((await page(visitor(), { type: 'print' })).total);
    const counted = ((await visitor().get('/api/categories')).body as CategoryWithCount[]).find((entry) => entry.id === prints.id)?.productCount;
    expect(counted).toBe(listed);
  });

  it('keeps the whole list at GET /api/products for the callers that want every product', async () => {
    const all = await storefrontList();
    expect((await page(visitor(), { pageSize: 100 })).total).toBe(all.length);
  });
});

describe('categories and tags', () => {
  it('make a blank slug from the name, require a name, and refuse duplicates', async () => {
    const category = await admin.post('/api/categories', { name: 'Small Works & Studies', description: 'Little ones', slug: '' });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    expect(category.body).toMatchObject({ slug: 'small-works-studies', isActive: true, isFeatured: false, productCount: 0 });
    expect((await admin.post('/api/categories', { name: '' })).body.message).toBe('Name is required');
    expect((await admin.post('/api/categories', { name: 'Odd', slug: 'Odd Slug' })).body.message).toBe(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );
    const duplicate = await admin.post('/api/categories', { name: 'Small works, studies' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A category with this slug already exists');

    const tag = await admin.post('/api/tags', { name: 'Warm Tones' });
    expect(tag.status).toBe(201);
    expect(tag.body).toMatchObject({ name: 'Warm Tones', slug: 'warm-tones', productCount: 0 });
    expect((await admin.post('/api/tags', { name: ' ', slug: 'x' })).body.message).toBe('Name is required');
    const sameName = await admin.post('/api/tags', { name: 'Warm Tones', slug: 'warm-2' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('A tag with this name already exists');

    const renamed = await admin.put(`/api/tags/${tag.body.id}`, { name: 'Warm Colours', slug: '' });
    expect(renamed.body).toMatchObject({ name: 'Warm Colours', slug: 'warm-colours' });
    const edited = await admin.put(`/api/categories/${category.body.id}`, { description: 'Small paintings' });
    expect(edited.body).toMatchObject({ name: 'Small Works & Studies', slug: 'small-works-studies', description: 'Small paintings' });
  });

  it('keeps the order the admin drops them in', async () => {
    for (const name of ['Reorder A', 'Reorder B', 'Reorder C']) expect((await admin.post('/api/categories', { name })).status).toBe(201);
    const before = (await visitor().get('/api/categories')).body as CategoryWithCount[];
    expect(before.map((category) => category.sortOrder)).toEqual([...before.map((category) => category.sortOrder)].sort((a, b) => a - b));
    const reversed = before.map((category) => category.id).reverse();
    const answer = await admin.post('/api/categories/reorder', { categoryIds: reversed });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = (await visitor().get('/api/categories')).body as CategoryWithCount[];
    expect(after.map((category) => category.id)).toEqual(reversed);
    expect(after.map((category) => category.sortOrder)).toEqual(reversed.map((_, index) => index));

    const incomplete = await admin.post('/api/categories/reorder', { categoryIds: reversed.slice(1) });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('The new order must list every category exactly once');
    expect(((await visitor().get('/api/categories')).body as CategoryWithCount[]).map((category) => category.id)).toEqual(reversed);
  });

  it('count their real products (active ones for visitors)', async () => {
    const category = (await admin.post('/api/categories', { name: 'Counted' })).body as CategoryWithCount;
    const tag = (await admin.post('/api/tags', { name: 'Counted Tag' })).body as TagWithCount;
    await createProduct({ categoryId: category.id, tags: [tag.id] });
    await createProduct({ categoryId: category.id, tags: [tag.id] });
    await createProduct({ categoryId: category.id, status: 'draft', tags: [tag.id] });
    const count = async (api: ApiClient, path: string, id: string) =>
      ((await api.get(path)).body as Array<{ id: string; productCount: number }>).find((entry) => entry.id === id)?.productCount;
    expect(await count(visitor(), '/api/categories', category.id)).toBe(2);
    expect(await count(admin, '/api/categories', category.id)).toBe(3);
    expect(await count(visitor(), '/api/tags', tag.id)).toBe(2);
    expect(await count(admin, '/api/tags', tag.id)).toBe(3);
  });

  it('shows a renamed category on the storefront at once, and filters by its new slug', async () => {
    const category = (await admin.post('/api/categories', { name: 'Before Rename' })).body as CategoryWithCount;
    const product = await createProduct({ categoryId: category.id });
    const inList = async () => (await storefrontList()).find((candidate) => candidate.id === product.id);
    expect((await system.eventually(inList, 'the product listed')).category).toBe('Before Rename');
    await admin.put(`/api/categories/${category.id}`, { name: 'After Rename', slug: '' });
    await system.eventually(async () => (await inList())?.category === 'After Rename', 'the new category name on the storefront');
    const filtered = (await visitor().get('/api/products?category=after-rename')).body as Product[];
    expect(filtered.map((entry) => entry.id)).toEqual([product.id]);
  });

  it('deletes a category (its products stay, without it) and a tag (taken off its products)', async () => {
    const category = (await admin.post('/api/categories', { name: 'Short Lived' })).body as CategoryWithCount;
    const tag = (await admin.post('/api/tags', { name: 'Short Lived Tag' })).body as TagWithCount;
    const product = await createProduct({ categoryId: category.id, tags: [tag.id] });
    expect((await admin.delete(`/api/categories/${category.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    expect((await admin.get(`/api/products/${product.id}`)).body).toMatchObject({ categoryId: null, category: null, tags: [] });
    expect((await admin.delete(`/api/categories/${category.id}`)).status).toBe(404);
  });
});

describe('favorites', () => {
  it('need sign-in, with the sign-in message', async () => {
    const product = await createProduct();
    const add = await visitor().post('/api/favorites', { productId: product.id });
    expect(add.status).toBe(401);
    expect(add.body.message).toBe('You need to be logged in to add favorites');
    const list = await visitor().get('/api/favorites');
    expect(list.status).toBe(401);
    expect(list.body.message).toBe('Please log in to view your favorite products');
    expect((await visitor().delete(`/api/favorites/${product.id}`)).status).toBe(401);
  });

  it('are added once, listed as active products, removed, and each customer has their own', async () => {
    const first = await createProduct({ pricingTiers: [originalTier, printTier] });
    const second = await createProduct();
    const customer = await signedInCustomer();
    const added = await customer.post('/api/favorites', { productId: first.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ productId: first.id });
    const again = await customer.post('/api/favorites', { productId: first.id });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(added.body.id);
    expect((await customer.post('/api/favorites', { productId: second.id })).status).toBe(201);

    const listed = (await customer.get('/api/favorites')).body as Product[];
    expect(listed.map((product) => product.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({ name: first.name, pricingTiers: [{ type: 'Original' }, { type: 'Print' }] });

    const unknown = await customer.post('/api/favorites', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    expect((await customer.post('/api/favorites', { productId: 'nope' })).status).toBe(400);

    // Another customer starts with none, and removing theirs does not touch mine.
    const other = await signedInCustomer();
    expect((await other.get('/api/favorites')).body).toEqual([]);
    expect((await other.delete(`/api/favorites/${first.id}`)).status).toBe(204);

    // A product taken off sale leaves the list; deleting one removes the favorite.
    await admin.put(`/api/products/${second.id}`, { status: 'draft' });
    expect(((await customer.get('/api/favorites')).body as Product[]).map((product) => product.id)).toEqual([first.id]);
    expect((await customer.delete(`/api/favorites/${first.id}`)).status).toBe(204);
    expect((await customer.get('/api/favorites')).body).toEqual([]);
    expect((await customer.delete(`/api/favorites/${first.id}`)).status).toBe(204);
  });
});
