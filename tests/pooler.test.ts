import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage, Product } from '@artshop/contracts';
import {
  ADMIN_DATABASE_URL,
  ApiClient,
  PgBouncer,
  TestSystem,
  createDatabase,
  createPainting,
  dropDatabase,
  partEnvironment,
  payForCart,
  runPartCommand,
  useTestShopSettings,
} from '@artshop/testing';

/*
 * The shop behind a pooler in transaction mode (docs/operations.md, "Behind a pooler"): every part reaches PostgreSQL through
 * a real PgBouncer that hands each transaction any server connection, drops the startup `options` and
 * keeps no named prepared statement, as a role of its own whose search_path starts with its schema.
 */

let bouncer: PgBouncer;
let system: TestSystem;

beforeAll(async () => {
  bouncer = await PgBouncer.forParts();
  system = await TestSystem.start({ partEnv: bouncer.partEnv }).catch((error: unknown) => {
    throw new Error(`${String(error)}\npgbouncer:\n${bouncer.logs}`);
  });
}, 180_000);

afterAll(async () => {
  await system?.close();
  await bouncer?.stop();
});

describe('behind PgBouncer in transaction mode', () => {
  it('sells a print: browse, add to cart, pay with the test card, and the admin sees the paid order', async () => {
    const admin = new ApiClient(system.baseUrl);
    expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
    await useTestShopSettings(admin);
    const { product, print } = await createPainting(admin, 'Pooled Painting');

    const buyer = new ApiClient(system.baseUrl);
    const listed = (await buyer.get('/api/products')).body as Product[];
    expect(listed.map((one) => one.id)).toContain(product.id);
    expect(((await buyer.get(`/api/products/${product.id}`)).body as Product).name).toBe('Pooled Painting');
    expect((await buyer.post('/api/cart', { productId: product.id, tierId: print, quantity: 2 })).status).toBe(201);
    const { receipt } = await payForCart(buyer, {
      customerName: 'Pia Pooled',
      customerEmail: 'pia.pooled@example.com',
      shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
    });

    const orders = (await admin.get('/api/orders?pageSize=100')).body as OrderPage;
    const order = orders.orders.find((one) => one.id === receipt.orderId);
    expect(order, JSON.stringify(orders)).toMatchObject({ paymentStatus: 'paid' });
    // The sale took the prints from catalog's own schema (a count that does not reach zero is not announced, so the
    // gateway's cached read may still say 5 for up to a minute: the table is what counts here).
    const [tier] = await system.query<{ stock: number }>('SELECT stock FROM catalog.pricing_tiers WHERE id = $1', [print]);
    expect(tier?.stock).toBe(3);
  });

  it('refuses to migrate through a pooler that dropped the search_path, instead of creating the tables in public', async () => {
    const databaseName = await createDatabase();
    try {
      // As a role without a search_path of its own: the pooler drops the `options` that would have set it.
      const env = { ...partEnvironment(databaseName, system.redis), DATABASE_URL: bouncer.url('postgres', databaseName) };
      await expect(runPartCommand('catalog', 'migrate', env)).rejects.toThrow(/Queries would run in schema "public", not "catalog"/);
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${databaseName}`) });
      await client.connect();
      const { rows } = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      await client.end();
      expect(rows).toEqual([]);
    } finally {
      await dropDatabase(databaseName);
    }
  });
});
