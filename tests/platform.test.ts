import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS } from '@artshop/contracts';
import { ApiClient, TestSystem, registerCustomer, registrationLink } from '@artshop/testing';

// The whole platform as a visitor, a customer and the admin use it: real gateway, five real
// services, PostgreSQL and a private Redis, started for this file and removed afterwards.
let system: TestSystem;
const LOGIN_LIMIT = 12;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true, env: { RPC_TIMEOUT_MS: '1500', LOGIN_RATE_LIMIT: String(LOGIN_LIMIT) } });
});

afterAll(async () => {
  await system?.close();
});

const newCustomer = (email: string) => ({ email, password: 'correct horse battery', firstName: 'Ann', lastName: 'Lee' });

async function signedInCustomer(email: string): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  const registered = await registerCustomer(system, api, newCustomer(email));
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

async function signedInAdmin(): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  const login = await api.post('/api/auth/login', system.admin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return api;
}

describe('catalog through the gateway', () => {
  it('lists the seeded products with their pricing tiers, prices as two-decimal strings', async () => {
    const { status, body } = await new ApiClient(system.baseUrl).get('/api/products');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body.every((product: { status: string }) => product.status === 'active')).toBe(true);
    const withTiers = body.filter((product: { pricingTiers: unknown[] }) => product.pricingTiers.length > 0);
    expect(withTiers.length).toBeGreaterThan(0);
    for (const tier of withTiers.flatMap((product: { pricingTiers: Array<{ price: string }> }) => product.pricingTiers)) {
      expect(tier.price).toMatch(/^\d+\.\d{2}$/);
    }
    const soldOriginal = body.find((product: { pricingTiers: Array<{ type: string; stock: number }> }) =>
      product.pricingTiers.some((tier) => tier.type === 'Original' && tier.stock === 0),
    );
    expect(soldOriginal, 'the demo shop has sold-out originals').toBeDefined();
  });

  it('filters by category the way the storefront asks (lowercase, hyphenated)', async () => {
    const api = new ApiClient(system.baseUrl);
    const originals = (await api.get('/api/products?category=originals')).body;
    expect(originals.length).toBeGreaterThan(0);
    expect(originals.every((product: { category: string }) => product.category === 'Originals')).toBe(true);
    const bad = await api.get('/api/products?category=no%20such%20thing!');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lowercase letters, numbers, and hyphens/);
  });

  it('answers one product by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const api = new ApiClient(system.baseUrl);
    const [first] = (await api.get('/api/products')).body;
    const one = await api.get(`/api/products/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe(first.name);
    expect((await api.get('/api/products/00000000-0000-4000-8000-000000000000')).body).toEqual({ message: 'Product not found' });
    expect((await api.get('/api/products/not-an-id')).status).toBe(400);
  });

  it('shows drafts and archived products to the admin only', async () => {
    const visitorIds = new Set((await new ApiClient(system.baseUrl).get('/api/products')).body.map((product: { id: string }) => product.id));
    const all = (await (await signedInAdmin()).get('/api/products')).body as Array<{ id: string; status: string }>;
    const hidden = all.filter((product) => product.status !== 'active');
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.some((product) => visitorIds.has(product.id))).toBe(false);
  });
});

describe('catalog reads cached in the gateway', () => {
  it('answers from memory with an ETag, and shows a change as soon as product.changed arrives, on its page too', async () => {
    const api = new ApiClient(system.baseUrl);
    const [product] = (await api.get('/api/products')).body as Array<{ id: string; name: string }>;
    const productPage = async () => (await fetch(`${system.baseUrl}/product/${product!.id}`)).text();
    expect(await productPage()).toContain(product!.name);
    const path = `/api/products/${product!.id}`;
    const first = await api.get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await api.request('GET', path, undefined, { 'if-none-match': etag })).status).toBe(304);

    // A change in the catalog's tables alone does not reach the cache…
    await system.query(`UPDATE catalog.products SET name = 'Tidewater, Renamed' WHERE id = $1`, [product!.id]);
    expect((await api.get(path)).body.name).toBe(product!.name);
    expect(await productPage()).not.toContain('Tidewater, Renamed');
    // …its product.changed event, written with the change as the catalog's editor does, clears it.
    await system.query(
      `INSERT INTO catalog.outbox_events (id, type, source, data, occurred_at) VALUES (gen_random_uuid(), 'product.changed', 'catalog', $1, now())`,
      [JSON.stringify({ productId: product!.id, change: 'updated' })],
    );
    await system.eventually(async () => (await api.get(path)).body.name === 'Tidewater, Renamed', 'the renamed product through the gateway');
    const list = (await api.get('/api/products')).body as Array<{ id: string; name: string }>;
    expect(list.find((candidate) => candidate.id === product!.id)?.name).toBe('Tidewater, Renamed');
    // The server-rendered page is kept in the same cache, and cleared with it.
    expect(await productPage()).toContain('Tidewater, Renamed');
    expect((await api.request('GET', path, undefined, { 'if-none-match': etag })).status).toBe(200);

    await system.query(`UPDATE catalog.products SET name = $2 WHERE id = $1`, [product!.id, product!.name]);
    await system.query(
      `INSERT INTO catalog.outbox_events (id, type, source, data, occurred_at) VALUES (gen_random_uuid(), 'product.changed', 'catalog', $1, now())`,
      [JSON.stringify({ productId: product!.id, change: 'updated' })],
    );
    await system.eventually(async () => (await api.get(path)).body.name === product!.name, 'the name restored');
  });
});

describe('accounts and sessions', () => {
  it('registers a customer, signs them in, and answers who they are', async () => {
    const api = new ApiClient(system.baseUrl);
    expect((await api.get('/api/auth/user')).status).toBe(401);
    const registered = await registerCustomer(system, api, newCustomer('  Maria.Customer@Example.com '));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: 'maria.customer@example.com', firstName: 'Ann', role: 'user' });
    expect(registered.body).not.toHaveProperty('passwordHash');
    expect(registered.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('maria.customer@example.com');
  });

  it('refuses bad registrations with a clear message and creates nothing', async () => {
    const api = new ApiClient(system.baseUrl);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...newCustomer('not-an-email') }, /valid email/],
      [{ ...newCustomer('short@example.com'), password: 'short' }, /at least 8 characters/],
      [{ ...newCustomer('nofirst@example.com'), firstName: ' ' }, /First name is required/],
    ];
    for (const [body, message] of cases) {
      const answer = await registerCustomer(system, api, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const stored = await system.query(`SELECT count(*)::int AS n FROM identity.users WHERE email IN ('short@example.com', 'nofirst@example.com')`);
    expect(stored[0]!.n).toBe(0);
    const malformed = await fetch(`${system.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: system.baseUrl },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/JSON/i);
  });

  it('logs out and back in; a wrong password is refused without saying which part was wrong', async () => {
    const api = await signedInCustomer('returning@example.com');
    expect((await api.post('/api/auth/logout')).status).toBe(204);
    expect((await api.get('/api/auth/user')).status).toBe(401);
    const wrong = await api.post('/api/auth/login', { email: 'returning@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Email or password is incorrect');
    const unknown = await api.post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(unknown.body.message).toBe('Email or password is incorrect');
    expect((await api.post('/api/auth/login', { email: 'Returning@Example.com', password: 'correct horse battery' })).status).toBe(200);
    expect((await api.get('/api/auth/user')).body.email).toBe('returning@example.com');
  });

  it('keeps the plain links working: /api/login leads to the login page, /api/logout signs out', async () => {
    const api = await signedInCustomer('links@example.com');
    const login = await api.get('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/login');
    expect((await api.get('/api/auth/login?next=/favorites')).headers.get('location')).toBe('/login?next=%2Ffavorites');
    const logout = await api.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('changes a password: the old one stops working, the new one works', async () => {
    const api = await signedInCustomer('changer@example.com');
    const wrong = await api.post('/api/auth/password', { currentPassword: 'not it', newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect((await api.post('/api/auth/password', { currentPassword: 'correct horse battery', newPassword: 'a brand new secret' })).status).toBe(204);
    const fresh = new ApiClient(system.baseUrl);
    expect((await fresh.post('/api/auth/login', { email: 'changer@example.com', password: 'correct horse battery' })).status).toBe(401);
    expect((await fresh.post('/api/auth/login', { email: 'changer@example.com', password: 'a brand new secret' })).status).toBe(200);
  });

  it('changing the password signs out every other browser of the account, keeping the one that changed it', async () => {
    const changer = await signedInCustomer('two-browsers@example.com');
    const other = new ApiClient(system.baseUrl);
    expect((await other.post('/api/auth/login', { email: 'two-browsers@example.com', password: 'correct horse battery' })).status).toBe(200);
    const [product] = (await other.get('/api/products')).body as Array<{ id: string; pricingTiers: Array<{ id: string; stock: number }> }>;
    const tierId = product!.pricingTiers.find((tier) => tier.stock > 0)?.id ?? null;
    expect((await other.post('/api/cart', { productId: product!.id, tierId })).status).toBe(201);
    expect((await other.post('/api/favorites', { productId: product!.id })).status).toBe(201);
    const sessionBefore = changer.sessionCookie;

    expect((await changer.post('/api/auth/password', { currentPassword: 'correct horse battery', newPassword: 'only mine from now on' })).status).toBe(204);
    expect(changer.sessionCookie, 'the changer continues under a new session id').not.toBe(sessionBefore);
    expect((await changer.get('/api/auth/user')).body.email).toBe('two-browsers@example.com');
    expect((await changer.get('/api/favorites')).body).toHaveLength(1);

    expect((await other.get('/api/auth/user')).status).toBe(401);
    const favorites = await other.get('/api/favorites');
    expect(favorites.status).toBe(401);
    expect((await other.get('/api/cart')).body, 'the account’s cart is no longer shown there').toEqual([]);

    const third = new ApiClient(system.baseUrl);
    expect((await third.post('/api/auth/login', { email: 'two-browsers@example.com', password: 'correct horse battery' })).status).toBe(401);
    expect((await third.post('/api/auth/login', { email: 'two-browsers@example.com', password: 'only mine from now on' })).status).toBe(200);
    expect((await third.get('/api/auth/user')).body.email).toBe('two-browsers@example.com');
    expect((await changer.get('/api/auth/user')).status, 'a new sign-in elsewhere leaves the changer signed in').toBe(200);
  });

  it('sets a readable signed-in hint with the session, and clears it at sign-out and when the session is gone', async () => {
    const hintOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('artshop.auth='));
    const api = new ApiClient(system.baseUrl);
    const signedOut = await api.get('/api/auth/user');
    expect(hintOf(signedOut.headers), 'no hint for a visitor').toBeUndefined();

    const registered = await registerCustomer(system, api, newCustomer('hint@example.com'));
    const hint = hintOf(registered.headers)!;
    expect(hint).toMatch(/^artshop\.auth=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\//);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(hint).toMatch(/Expires=/);
    expect(hintOf((await api.get('/api/auth/user')).headers), 'renewed with the session').toMatch(/^artshop\.auth=1;/);

    const loggedOut = await api.request('POST', '/api/auth/logout', {}, { cookie: `${api.sessionCookie}; artshop.auth=1` });
    expect(loggedOut.status).toBe(204);
    expect(hintOf(loggedOut.headers), 'cleared at sign-out').toMatch(/^artshop\.auth=;.*Expires=Thu, 01 Jan 1970/);

    const login = await api.post('/api/auth/login', { email: 'hint@example.com', password: 'correct horse battery' });
    expect(hintOf(login.headers)).toMatch(/^artshop\.auth=1;/);
    await system.query(`DELETE FROM identity.sessions WHERE sess->>'userId' = $1`, [login.body.id]);
    const expired = await api.request('GET', '/api/auth/user', undefined, { cookie: `${api.sessionCookie}; artshop.auth=1` });
    expect(expired.status).toBe(401);
    expect(hintOf(expired.headers), 'cleared when the session is gone').toMatch(/^artshop\.auth=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('keeps sessions across a gateway restart (they live in PostgreSQL)', async () => {
    const api = await signedInCustomer('durable@example.com');
    await system.part('gateway').stop();
    await system.part('gateway').start();
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('durable@example.com');
  });

  it('refuses state-changing requests from another site', async () => {
    const api = new ApiClient(system.baseUrl);
    const forged = await api.request('POST', '/api/auth/register', newCustomer('forged@example.com'), { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Cross-site requests are not allowed');
    const fetchMetadata = await api.request('POST', '/api/auth/register', newCustomer('forged@example.com'), { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(fetchMetadata.status).toBe(403);
    expect(await system.query(`SELECT 1 FROM identity.users WHERE email = 'forged@example.com'`)).toHaveLength(0);
  });
});

describe('admin routes', () => {
  it('every route the contracts keep for the admin or for customers refuses whoever may not call it', async () => {
    const customer = await signedInCustomer('access-sweep@example.com');
    const visitor = new ApiClient(system.baseUrl);
    const guarded = API_CONTRACTS.filter(({ route }) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const { route } of guarded) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const signedOut = await visitor.request(route.method, path, body);
      expect(signedOut.status, `${route.method} ${route.path} signed out`).toBe(401);
      if (route.access === 'admin') expect((await customer.request(route.method, path, body)).status, `${route.method} ${route.path} as a customer`).toBe(403);
    }
  });

  for (const path of ['/api/orders', '/api/messages']) {
    it(`${path}: 401 signed out, 403 for a customer, 200 for the admin`, async () => {
      const signedOut = await new ApiClient(system.baseUrl).get(path);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.message).toBe('Not authenticated');
      expect((await (await signedInCustomer(`customer-${path.slice(5)}@example.com`)).get(path)).status).toBe(403);
      const admin = await (await signedInAdmin()).get(path);
      expect(admin.status).toBe(200);
      // Both come a page at a time.
      expect(Array.isArray(path === '/api/orders' ? admin.body.orders : admin.body.messages)).toBe(true);
    });
  }
});

describe('site settings', () => {
  it('lets only the admin change a setting, with clear errors, and shows it to everyone', async () => {
    const path = '/api/site-settings/artist_location';
    expect((await new ApiClient(system.baseUrl).post(path, { value: 'Lisbon' })).status).toBe(401);
    expect((await (await signedInCustomer('settings-customer@example.com')).post(path, { value: 'Lisbon' })).status).toBe(403);
    const admin = await signedInAdmin();
    expect((await admin.post(path, {})).body.message).toBe('Value is required');
    expect((await admin.post('/api/site-settings/Not A Key', { value: 'x' })).status).toBe(400);
    expect((await admin.post('/api/site-settings/home_heroImageUrl', { value: 'javascript:alert(1)' })).body.message).toBe(
      'Please enter a link starting with https:// or /',
    );
    expect((await admin.post(path, { value: '  Lisbon  ' })).body).toEqual({ key: 'artist_location', value: 'Lisbon' });
    const settings = (await new ApiClient(system.baseUrl).get('/api/site-settings')).body as Array<{ key: string; value: string }>;
    expect(settings.find((setting) => setting.key === 'artist_location')?.value).toBe('Lisbon');
  });
});

describe('events across services', () => {
  it('registering sends user.registered to messaging, which logs a welcome e-mail', async () => {
    await signedInCustomer('welcome@example.com');
    const admin = await signedInAdmin();
    const mail = await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as Array<{ to: string; subject: string; text: string; template: string }>;
      return log.find((entry) => entry.to === 'welcome@example.com');
    }, 'the welcome mail in the outgoing-mail log');
    expect(mail.template).toBe('welcome');
    expect(mail.subject).toBe('Welcome to the studio');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(`${system.baseUrl}/shop-all`);
    // No SMTP server configured here: the development mailbox (the log itself) receives it.
    await system.eventually(async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as Array<{ to: string; status: string; delivery: string }>;
      return log.some((entry) => entry.to === 'welcome@example.com' && entry.status === 'sent' && entry.delivery === 'dev-mailbox');
    }, 'the welcome mail delivered to the development mailbox');
  });

  it('with Redis down when an account is created, the event waits in the outbox and the mail arrives when Redis is back', async () => {
    const api = new ApiClient(system.baseUrl);
    expect((await api.post('/api/auth/register', newCustomer('offline@example.com'))).status).toBe(202);
    const token = new URL(await registrationLink(system, 'offline@example.com')).searchParams.get('token');
    await system.redis.stop();
    try {
      expect((await api.post('/api/auth/register/confirm', { token })).status).toBe(201);
      // Every part stays ready (the Ingress keeps serving the shop); the operator sees Redis down in each part's gauge.
      for (const part of ['gateway', 'messaging'] as const) {
        await system.eventually(
          async () => /artshop_dependency_up\{[^}]*dependency="redis"[^}]*\} 0\n/.test(await system.metrics(part)),
          `${part} reports Redis down`,
        );
        expect((await fetch(`${system.internalUrl(part)}/health/ready`)).status, `${part} readiness`).toBe(200);
        expect((await fetch(`${system.internalUrl(part)}/health/dependencies`)).status, `${part} dependencies`).toBe(503);
      }
      await new Promise((wait) => setTimeout(wait, 1_500));
      const waiting = await system.query<{ published_at: Date | null }>(
        `SELECT published_at FROM identity.outbox_events WHERE type = 'user.registered' AND data->>'email' = 'offline@example.com'`,
      );
      expect(waiting).toEqual([{ published_at: null }]);
    } finally {
      await system.redis.start();
    }
    const mails = await system.eventually(
      async () => {
        const rows = await system.query(`SELECT to_address FROM messaging.outgoing_mail WHERE to_address = 'offline@example.com' AND template = 'welcome'`);
        return rows.length ? rows : undefined;
      },
      'the welcome mail after Redis came back',
      30_000,
    );
    expect(mails).toHaveLength(1);
  });
});

describe('a service going away', () => {
  it('answers its routes with 503 and a clear message, keeps other routes working, and picks it up again', async () => {
    const api = new ApiClient(system.baseUrl);
    const products = (await api.get('/api/products')).body as Array<{ id: string }>;
    await system.part('catalog').stop();
    // An answer the gateway has not cached yet needs the catalog service.
    const started = Date.now();
    const down = await api.get('/api/products?category=accessories');
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('The catalog service is unavailable right now. Please try again in a moment.');
    expect(Date.now() - started, 'answered within the RPC timeout').toBeLessThan(1_500);
    expect((await api.get(`/api/products/${products.at(-1)!.id}`)).status).toBe(503);
    // The storefront's cached reads keep working while the service restarts; other services are untouched.
    expect((await api.get('/api/products')).status).toBe(200);
    expect((await api.get('/api/site-settings')).status).toBe(200);
    expect((await api.get('/api/auth/user')).status).toBe(401);
    await system.part('catalog').start();
    const back = await api.get('/api/products?category=accessories');
    expect(back.status).toBe(200);
    expect(back.body.length).toBeGreaterThan(0);
  });

  for (const [service, path] of [
    ['cart-order', '/api/orders'],
    ['subscription', '/api/subscription-plans'],
    ['content', '/api/page-settings'],
    ['messaging', '/api/messages'],
  ] as const) {
    it(`${service}: 503 while stopped, served again after it returns`, async () => {
      const admin = await signedInAdmin();
      await system.part(service).stop();
      const down = await admin.get(path);
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/service is unavailable right now/);
      await system.part(service).start();
      expect((await admin.get(path)).status).toBe(200);
    });
  }
});

describe('the gateway itself', () => {
  it('serves the storefront at / and the admin app at /admin, with security headers', async () => {
    const home = await fetch(`${system.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const admin = await fetch(`${system.baseUrl}/admin/products`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('/admin/assets/');
    const unknownApi = await fetch(`${system.baseUrl}/api/no-such-route`);
    expect(unknownApi.status).toBe(404);
  });

  it('reports readiness and dependencies on its internal port only, and echoes a request id', async () => {
    const ready = await fetch(`${system.internalUrl('gateway')}/health/ready`);
    expect(ready.status).toBe(200);
    const dependencies = await fetch(`${system.internalUrl('gateway')}/health/dependencies`);
    expect((await dependencies.json()).dependencies).toMatchObject({ postgres: { up: true }, redis: { up: true } });
    // The public port tells nobody how the shop's stores are, nor what it counts.
    for (const path of ['/health/ready', '/health/live', '/health/dependencies', '/metrics']) {
      const answer = await fetch(`${system.baseUrl}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/postgres|redis|artshop_/);
    }
    const answer = await fetch(`${system.baseUrl}/api/products`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-me-123');
  });

  it('rate-limits login attempts per client', async () => {
    const api = new ApiClient(system.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
      statuses.push((await api.post('/api/auth/login', { email: 'guess@example.com', password: `guess-${attempt}` })).status);
    }
    expect(statuses.slice(0, LOGIN_LIMIT).every((status) => status === 401)).toBe(true);
    const limited = await api.post('/api/auth/login', { email: 'guess@example.com', password: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minute\(s\) and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
