import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, Product } from '@artshop/contracts';
import { ApiClient, TestSystem, registerCustomer } from '@artshop/testing';

/*
 * The back office's activity log through the whole shop: every change the artist makes is written
 * down with who made it, what it was made to and what it set; a refused change is not; only the
 * admin reads the log.
 */
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const activity = async (query = '') => {
  const answer = await admin.get(`/api/activity${query}`);
  expect(answer.status).toBe(200);
  return answer.body as ActivityPage;
};

describe('the activity log', () => {
  it("keeps who changed a work's prices and stock, and when, newest first", async () => {
    const products = (await admin.get('/api/products')).body as Product[];
    const work = products.find((product) => product.pricingTiers.length >= 2)!;
    const [first, ...others] = work.pricingTiers;
    const changed = await admin.put(`/api/products/${work.id}`, {
      pricingTiers: [{ ...first!, price: '999.00', stock: 3 }, ...others],
    });
    expect(changed.status).toBe(200);
    const category = await admin.post('/api/categories', { name: 'Studio sales' });
    expect(category.status).toBe(201);

    const { entries, total } = await activity();
    expect(total).toBe(2);
    expect(entries.map((entry) => entry.action)).toEqual(['createCategory', 'updateProduct']);
    const [created, updated] = entries;
    expect(created).toMatchObject({ area: 'catalog', subject: 'Studio sales', details: ['name: Studio sales'] });
    expect(updated).toMatchObject({ area: 'catalog', subject: work.name, actor: { email: system.admin.email } });
    expect(updated!.details).toContain(`${first!.type} ${first!.size}: 999.00, 3 in stock`);
    expect(Date.parse(updated!.at)).toBeLessThanOrEqual(Date.parse(created!.at));
  });

  it('leaves out a refused change, and finds entries by area and by words', async () => {
    const before = (await activity()).total;
    const refused = await admin.post('/api/categories', { name: '' });
    expect(refused.status).toBe(400);
    expect((await activity()).total).toBe(before);

    expect((await activity('?area=catalog')).total).toBe(before);
    expect((await activity('?area=content')).entries).toEqual([]);
    const found = await activity('?q=999.00');
    expect(found.entries.map((entry) => entry.action)).toEqual(['updateProduct']);
    expect((await admin.get('/api/activity?area=kitchen')).body).toMatchObject({
      message: expect.any(String),
      errors: { area: expect.stringContaining('The area must be one of') },
    });
  });

  it('is the admin’s only', async () => {
    const visitor = new ApiClient(system.baseUrl);
    expect((await visitor.get('/api/activity')).status).toBe(401);
    const customer = new ApiClient(system.baseUrl);
    const registered = await registerCustomer(system, customer, {
      email: 'log@example.com',
      password: 'correct horse battery',
      firstName: 'Lo',
      lastName: 'Gan',
    });
    expect(registered.status).toBe(201);
    expect((await customer.get('/api/activity')).status).toBe(403);
  });
});
