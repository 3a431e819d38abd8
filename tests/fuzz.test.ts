import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem } from '@artshop/testing';
import { API_CONTRACTS } from '@artshop/contracts';

// Every route of the gateway, called by the admin (who gets past every access check) with what an
// attacker sends: wrong types, huge strings, deep nesting, NUL and lone surrogates, prototype keys,
// extra fields, hostile path parameters and query strings. A person gets a 4xx with a message; no
// request may answer 5xx, and none may change anything stored.
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true, env: { FORM_RATE_LIMIT: '100000' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

/**
 * Routes left out: those that take no input at all, so that whatever is sent they do what they do
 * (archive the read messages, hand out an upload address, repair the plans at the payment provider), and
 * those that end the admin's session.
 */
const LEFT_OUT = new Set([
  'POST /api/messages/archive-read',
  'POST /api/objects/upload',
  'POST /api/subscription-plans/fix-stripe',
  'POST /api/auth/logout',
  'GET /api/logout',
]);

const FIELDS = [
  'id',
  'name',
  'slug',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'firstName',
  'lastName',
  'message',
  'subject',
  'description',
  'price',
  'stock',
  'quantity',
  'productId',
  'pricingTierId',
  'category',
  'status',
  'images',
  'pricingTiers',
  'tags',
  'ids',
  'value',
  'imageURL',
  'imageUrl',
  'body',
  'profileImageUrl',
  'phone',
  'company',
  'order',
  'sortOrder',
];
const WRONG_TYPES: unknown[] = [null, true, -1, 1e308, 0.5, '', [], {}, ['x'], { nested: { deeper: 1 } }, '9'.repeat(400)];

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

/** Raw JSON texts, so that keys such as __proto__ arrive as sent. */
const HOSTILE_BODIES: string[] = [
  '[]',
  '"just a string"',
  '123',
  'null',
  ...WRONG_TYPES.map(everyField),
  everyField('x'.repeat(90_000)),
  everyField('a\u0000b'),
  everyField('a\ud800b'),
  JSON.stringify({ 'na\u0000me': 'x' }),
  nested(40),
  nested(5_000),
  `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  JSON.stringify({ role: 'admin', isAdmin: true, userId: '00000000-0000-4000-8000-000000000000', createdAt: 'yesterday' }),
  JSON.stringify({ name: 'x'.repeat(3_000_000) }),
  '{"unterminated": ',
];

const PARAMS = [
  '00000000-0000-4000-8000-000000000000',
  'not-an-id',
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3_000),
  '-1',
  '1e309',
  "1'; DROP TABLE products;--",
];
const QUERIES = [
  '',
  '?search=%00',
  '?search=%ED%A0%80',
  '?category=x&category=y',
  '?category[]=x',
  `?search=${'x'.repeat(5_000)}`,
  '?page=-1&limit=1e309',
  '?token=%00',
  '?__proto__[role]=admin',
];

/**
 * Everything the services keep, as one text per table (timestamps of touching aside); sessions and the
 * login-limit records change by design, and the activity log writes down the admin's writes the shop
 * accepted (checked apart).
 */
async function storedState(): Promise<Record<string, string>> {
  const tables = await system.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public') AND table_name NOT IN ('sessions', 'migrations', 'activity_log')`,
  );
  const state: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await system.query<{ digest: string }>(
      `SELECT coalesce(md5(string_agg(row_text, ',' ORDER BY row_text)), '') AS digest
       FROM (SELECT (to_jsonb(t) - 'updated_at' - 'updatedAt' - 'last_seen_at')::text AS row_text FROM "${schema}"."${name}" t) rows`,
    );
    state[`${schema}.${name}`] = row!.digest;
  }
  return state;
}

async function send(method: string, path: string, body?: string): Promise<number> {
  const response = await fetch(`${system.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { origin: system.baseUrl, cookie: admin.sessionCookie!, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('hostile requests on every route', () => {
  it('never answer 5xx and change nothing stored', async () => {
    const before = await storedState();
    const routes = API_CONTRACTS.map(({ name, route }) => ({ name, method: route.method, url: route.path, access: route.access })).filter(
      (route) => !LEFT_OUT.has(`${route.method} ${route.url}`),
    );
    const failures: string[] = [];
    /** The admin's writes the shop accepted (a save that sent nothing wrong, only nothing new). */
    const acceptedWrites = new Set<string>();
    let requests = 0;
    const expectClean = async (route: (typeof routes)[number], path: string, body?: string) => {
      const status = await send(route.method, path, body);
      requests += 1;
      if (status >= 500) failures.push(`${status} ${route.method} ${path.slice(0, 120)} ${body === undefined ? '' : body.slice(0, 80)}`);
      if (status < 300 && route.access === 'admin' && route.method !== 'GET') acceptedWrites.add(route.name);
    };
    for (const route of routes) {
      const paths = route.url.includes(':') ? PARAMS.map((param) => route.url.replace(/:\w+/g, param)) : [route.url];
      for (const path of paths) for (const query of QUERIES) await expectClean(route, `${path}${query}`);
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      const path = route.url.replace(/:\w+/g, PARAMS[0]!);
      for (const body of HOSTILE_BODIES) await expectClean(route, path, body);
    }
    console.log(`fuzz: ${requests} hostile requests on ${routes.length} routes, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    expect(await storedState()).toEqual(before);
    // A refused request leaves no entry in the activity log; an accepted one may (what it set, as sent).
    const logged = await system.query<{ name: string }>(`SELECT DISTINCT area || '.' || action AS name FROM identity.activity_log`);
    expect(logged.map((entry) => entry.name).filter((name) => !acceptedWrites.has(name))).toEqual([]);
    // And the admin is still the admin, the shop still answers.
    expect((await admin.get('/api/auth/user')).body.role).toBe('admin');
    expect((await admin.get('/api/products')).status).toBe(200);
  });
});
