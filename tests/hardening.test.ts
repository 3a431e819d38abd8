import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CartOrderRpc, REQUEST_CONTEXT_HEADER, UPLOAD_PATH_PREFIX, type AuthUser, type RequestContext } from '@artshop/contracts';
import { RpcTrust, ServiceClient } from '@artshop/service-kit';
import { ApiClient, TestSystem, putFile, type ApiAnswer } from '@artshop/testing';

// What an attacker would try against the gateway: forged cross-site writes, bodies the database or
// the RPC layer cannot take, a spoofed Host header, and reads that must show a write at once.
let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true, env: { FORM_RATE_LIMIT: '1000' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const tagCount = async (name: string) => (await system.query(`SELECT 1 FROM catalog.tags WHERE name = $1`, [name])).length;

/** A raw request with the admin's cookie, as a forged page in the admin's browser would send it. */
async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const response = await fetch(`${system.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { cookie: admin.sessionCookie!, ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  let body: ApiAnswer['body'] = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

describe('cross-site writes', () => {
  it('refuses a forged write whatever the spelling of the path (%61pi is /api once decoded)', async () => {
    for (const path of ['/%61pi/tags', '/api/%74ags', '//api/tags', '/api/tags/']) {
      const forged = await send('POST', path, {
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ name: `forged ${path}` }),
      });
      expect(forged.status, path).not.toBe(201);
      expect(await tagCount(`forged ${path}`), path).toBe(0);
    }
    const forged = await send('POST', '/%61pi/tags', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'forged-tag' }),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Cross-site requests are not allowed');
  });

  it('compares the whole origin: another scheme or port of the same host is another site', async () => {
    const own = new URL(system.baseUrl);
    for (const origin of [`https://${own.host}`, `http://${own.hostname}`, `http://${own.hostname}:1`, 'null']) {
      const forged = await send('POST', '/api/tags', {
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'other-origin' }),
      });
      expect(forged.status, origin).toBe(403);
    }
    expect(await tagCount('other-origin')).toBe(0);
    const sibling = await send('POST', '/api/tags', {
      headers: { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'other-origin' }),
    });
    expect(sibling.status).toBe(403);
  });

  it('takes writes to the API only as JSON: a form or text/plain body (which another site can post) is a 415', async () => {
    const own = { origin: system.baseUrl };
    const form = await send('POST', '/api/tags', { headers: { ...own, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=form-tag' });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
    const text = await send('POST', '/api/tags', { headers: { ...own, 'content-type': 'text/plain' }, body: '{"name":"text-tag"}' });
    expect(text.status).toBe(415);
    const [message] = (await admin.get('/api/messages')).body.messages;
    const archived = await send('PATCH', `/api/messages/${message?.id ?? '00000000-0000-4000-8000-000000000000'}/archive`, {
      headers: { ...own, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(archived.status).toBe(415);
    expect(await tagCount('form-tag')).toBe(0);
    expect(await tagCount('text-tag')).toBe(0);
    // The shop's own page, sending JSON, still works.
    const created = await admin.post('/api/tags', { name: 'json-tag' });
    expect(created.status).toBe(201);
  });
});

describe('text the database cannot store', () => {
  const nul = 'Ann\u0000Lee';
  const loneSurrogate = 'Ann\ud800Lee';
  const forms: Array<[string, (text: string) => Record<string, unknown>]> = [
    ['/api/messages', (text) => ({ name: text, email: 'ann@example.com', message: 'Hello' })],
    ['/api/newsletter-subscription', (text) => ({ email: 'ann@example.com', firstName: text })],
    ['/api/auth/register', (text) => ({ email: 'nul@example.com', password: 'a long and unusual passphrase', firstName: text, lastName: 'Lee' })],
    ['/api/auth/login', (text) => ({ email: 'nul@example.com', password: text })],
  ];
  for (const [path, body] of forms) {
    it(`${path}: a NUL character or a lone surrogate is a 400 with a message, and nothing is stored`, async () => {
      for (const text of [nul, loneSurrogate]) {
        const answer = await new ApiClient(system.baseUrl).post(path, body(text));
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.message).toMatch(/character that is not allowed/);
      }
    });
  }

  it('refuses the same characters in a field name, the query string and the path', async () => {
    const api = new ApiClient(system.baseUrl);
    const key = await api.post('/api/messages', { 'na\u0000me': 'x', name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    expect(key.status).toBe(400);
    const query = await api.get('/api/products?search=%00');
    expect(query.status).toBe(400);
    expect(query.body.message).toMatch(/character that is not allowed/);
    const path = await api.get('/api/products/%00');
    expect(path.status).toBe(400);
    expect((await system.query(`SELECT 1 FROM messaging.messages WHERE name = 'Ann' AND message = 'Hi'`)).length).toBe(0);
  });
});

describe('bodies built to choke a parser', () => {
  it('a body nested 5,000 levels deep is a 400 with a message on every kind of route', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const [method, path] of [
      ['POST', '/api/messages'],
      ['POST', '/api/tags'],
      ['PUT', '/api/contact-settings'],
      ['POST', '/api/cart'],
    ] as const) {
      for (const body of [deep, deepObject]) {
        const answer = await send(method, path, { headers: { origin: system.baseUrl, 'content-type': 'application/json' }, body });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.message).toBe('The request body is nested too deeply.');
      }
    }
  });

  it('a body over the route limit is a 413 saying so; product texts may be longer than a form', async () => {
    const huge = JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(200_000) });
    const answer = await send('POST', '/api/messages', { headers: { origin: system.baseUrl, 'content-type': 'application/json' }, body: huge });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/too large/);
  });

  it('a __proto__ key is refused, not merged', async () => {
    const answer = await send('POST', '/api/tags', {
      headers: { origin: system.baseUrl, 'content-type': 'application/json' },
      body: '{"name":"proto-tag","__proto__":{"isAdmin":true}}',
    });
    expect(answer.status).toBe(400);
    expect(await tagCount('proto-tag')).toBe(0);
  });
});

/** fetch() will not send another Host header; a proxy or a cache in front of the shop would. */
function withHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${system.baseUrl}${path}`, { headers: { host } }, (response) => {
      let text = '';
      response
        .setEncoding('utf8')
        .on('data', (chunk: string) => (text += chunk))
        .on('end', () => resolve(text));
    });
    request.on('error', reject).end();
  });
}

describe('absolute links do not come from the Host header', () => {
  it('a forged Host never becomes the canonical link, the Open Graph URL or a sitemap address', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example']) {
      const html = await withHost('/', host);
      expect(html).toContain('rel="canonical"');
      expect(html, host).not.toContain('evil.example');
      expect(await withHost('/robots.txt', host), host).not.toContain('evil.example');
    }
    const sitemap = await withHost('/sitemap.xml', 'evil.example');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('evil.example');
    // The shop's own address, as configured, is used instead.
    expect(sitemap).toContain(`<loc>${system.baseUrl}/shop-all</loc>`);
  });
});

describe('read your writes', () => {
  it('a product the admin creates is in the storefront list read through the gateway at once', async () => {
    const storefront = new ApiClient(system.baseUrl);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await storefront.get('/api/products')).status).toBe(200); // warm the cache
      const name = `Fresh Canvas ${attempt}`;
      const created = await admin.post('/api/products', {
        name,
        slug: `fresh-canvas-${attempt}`,
        description: 'Just finished',
        price: '120.00',
        category: 'Originals',
        status: 'active',
        stock: 1,
        images: [],
        pricingTiers: [],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const list = (await storefront.get('/api/products')).body as Array<{ name: string }>;
      expect(list.map((product) => product.name)).toContain(name);
      const one = await storefront.get(`/api/products/${created.body.id}`);
      expect(one.status).toBe(200);
      const renamed = await admin.put(`/api/products/${created.body.id}`, { ...created.body, name: `${name} (renamed)` });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect((await storefront.get(`/api/products/${created.body.id}`)).body.name).toBe(`${name} (renamed)`);
    }
  });
});

describe('security headers', () => {
  it('every page and API answer carries a strict policy: no inline script, no framing, no referrer leak, no powerful features', async () => {
    for (const path of ['/', '/shop-all', '/admin', '/api/products', '/does-not-exist']) {
      const answer = await fetch(`${system.baseUrl}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("form-action 'self'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

/**
 * One call as anyone on the network could write it to a service's RPC port: Nest's framing
 * (`length#json`), no proof. Its answer (frames with other ids, such as the service's challenge, are skipped).
 */
function rawRpcCall(port: number, pattern: string, data: unknown): Promise<{ err?: { status: number; message: string }; response?: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('the service closed the connection without answering')));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let hash = buffer.indexOf('#'); hash > 0; hash = buffer.indexOf('#')) {
        const length = Number(buffer.slice(0, hash));
        if (buffer.length < hash + 1 + length) return;
        const frame = JSON.parse(buffer.slice(hash + 1, hash + 1 + length)) as { id: string; err?: { status: number; message: string }; response?: unknown };
        buffer = buffer.slice(hash + 1 + length);
        if (frame.id === 'raw-call') {
          socket.removeAllListeners('close');
          socket.destroy();
          resolve(frame);
        }
      }
    });
    const json = JSON.stringify({ pattern, data, id: 'raw-call' });
    socket.write(`${json.length}#${json}`);
  });
}

describe('the services take calls only from the parts of this shop', () => {
  const madeUpAdmin = { requestId: 'raw', caller: { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' as const, sessionId: null } };
  const rpcPort = (part: 'catalog' | 'cart-order' | 'messaging') => Number(system.part(part).env.RPC_PORT);

  it("answers a raw call on a service's port (no proof, a made-up admin) with an error, and runs nothing", async () => {
    const orders = await rawRpcCall(rpcPort('cart-order'), 'cart-order.listOrders', { ctx: madeUpAdmin, input: {} });
    expect(orders.response).toBeUndefined();
    expect(orders.err?.status).toBe(401);
    const mail = await rawRpcCall(rpcPort('messaging'), 'messaging.listOutgoingMail', { ctx: madeUpAdmin, input: {} });
    expect(mail.response).toBeUndefined();
    expect(mail.err?.status).toBe(401);
    const tag = await rawRpcCall(rpcPort('catalog'), 'catalog.createTag', { ctx: madeUpAdmin, input: { name: 'raw-rpc-tag' } });
    expect(tag.err?.status).toBe(401);
    expect(await tagCount('raw-rpc-tag')).toBe(0);
  });

  it("refuses a call proven with the shop's secret whose caller the gateway did not sign; the gateway's own calls go through", async () => {
    const client = new ServiceClient('cart-order', { host: '127.0.0.1', port: rpcPort('cart-order') }, 10_000, new RpcTrust(system.env.RPC_SECRET!));
    try {
      await expect(client.call(CartOrderRpc.listOrders, {}, madeUpAdmin)).rejects.toMatchObject({
        status: 401,
        message: "This call's caller was not signed by the gateway.",
      });
    } finally {
      await client.onApplicationShutdown();
    }
    const orders = await admin.get('/api/orders');
    expect(orders.status, JSON.stringify(orders.body)).toBe(200);
  });
});

describe("content's HTTP port takes only callers the gateway signed", () => {
  it('refuses a file sent straight to content with a caller the gateway did not sign (401, nothing stored); through the gateway it arrives', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const { uploadURL } = (await admin.post('/api/objects/upload')).body as { uploadURL: string };
    const adminId = ((await admin.get('/api/auth/user')).body as AuthUser).id;
    const direct = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${system.part('content').env.HTTP_PORT}/uploads/${uploadURL.slice(UPLOAD_PATH_PREFIX.length)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', ...headers },
        body: new Uint8Array(image),
      });

    const asHeader = (ctx: RequestContext) => Buffer.from(JSON.stringify(ctx)).toString('base64url');
    const madeUpAdmin = { requestId: 'forged', caller: { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' as const, sessionId: null } };
    const signedCustomer = new RpcTrust(system.env.RPC_SECRET!).signContext({ ...madeUpAdmin, caller: { ...madeUpAdmin.caller, role: 'user' } });
    const forgeries: Record<string, Record<string, string>> = {
      'the id of the real admin': { 'x-artshop-caller-id': adminId },
      'a made-up admin': { 'x-artshop-caller-id': madeUpAdmin.caller.userId, [REQUEST_CONTEXT_HEADER]: asHeader(madeUpAdmin) },
      "a customer's signed context made the admin's": {
        [REQUEST_CONTEXT_HEADER]: asHeader({ ...signedCustomer, caller: { ...signedCustomer.caller, userId: adminId, role: 'admin' } }),
      },
    };
    for (const [forgery, headers] of Object.entries(forgeries)) {
      const answer = await direct(headers);
      expect(answer.status, forgery).toBe(401);
      expect(await answer.json()).toEqual({ message: "This call's caller was not signed by the gateway." });
    }
    const finalizedEarly = await admin.put('/api/objects/finalize', { imageURL: uploadURL });
    expect(finalizedEarly.body).toEqual({ message: 'No file has arrived at this upload address yet. Please send the file first.' });

    expect((await putFile(admin, uploadURL, image, 'image/png')).status).toBe(204);
    expect((await admin.put('/api/objects/finalize', { imageURL: uploadURL })).status).toBe(200);
  });
});
