import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drop, MailClubPlan, Product } from '@artshop/contracts';
import { ApiClient, ClientAt, MailCatcher, TestSystem, joinMailClub, registerCustomer, type CaughtMail } from '@artshop/testing';

// Drops through the real gateway and the five services, mail delivered over SMTP to a server this file
// runs. The release is reached by moving the drop's instant to the database's now (the hour passes),
// never by waiting for it.
let catcher: MailCatcher;
let system: TestSystem;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  system = await TestSystem.start({ seed: true, env: { SMTP_URL: catcher.url, TRUST_PROXY: 'true' } });
});

afterAll(async () => {
  await system?.close();
  await catcher?.close();
});

let clients = 0;
/** A browser on its own address, so each has its own share of the forms' rate limits. */
const visitor = () => new ClientAt(system.baseUrl, `198.51.100.${++clients}`);

async function signedInAdmin(): Promise<ApiClient> {
  const api = visitor();
  expect((await api.post('/api/auth/login', system.admin)).status).toBe(200);
  return api;
}

const mailsTo = (address: string, subject: RegExp): CaughtMail[] =>
  catcher.received.filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject));

const waitForMail = (address: string, subject: RegExp) => system.eventually(async () => mailsTo(address, subject)[0], `a mail to ${address} about ${subject}`);

/** The hour before the release passes: the drop's instant comes to the database's now. */
const release = (dropId: string) => system.query(`UPDATE catalog.drops SET release_at = now() WHERE id = $1`, [dropId]);

/** A seeded work with a print in stock. */
async function workWithPrints(skip: string[] = []): Promise<{ product: Product; tierId: string }> {
  const products = (await visitor().get('/api/products')).body as Product[];
  const product = products.find((candidate) => !skip.includes(candidate.id) && candidate.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 1))!;
  return { product, tierId: product.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 1)!.id };
}

describe('the drop routes', () => {
  it('are the artist’s alone to list, create, change and delete', async () => {
    const customer = visitor();
    expect(
      (await registerCustomer(system, customer, { email: 'drops.curious@example.com', password: 'correct horse battery', firstName: 'C', lastName: 'B' }))
        .status,
    ).toBe(201);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/drops'],
      ['POST', '/api/drops', { name: 'Hacked', releaseAt: new Date().toISOString() }],
      ['PUT', `/api/drops/${unknown}`, { name: 'Hacked', releaseAt: new Date().toISOString() }],
      ['DELETE', `/api/drops/${unknown}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await visitor().request(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      expect((await customer.request(method, path, body)).status, `${method} ${path} as a customer`).toBe(403);
    }
    expect(await system.query(`SELECT 1 FROM catalog.drops WHERE name = 'Hacked'`)).toHaveLength(0);
  });
});

/** The shop's zone in these tests: not the machine's, not UTC. */
const SHOP_TIME_ZONE = 'America/New_York';

/** An instant as the storefront says a drop's opening: in the shop's zone, naming it. */
const shopTime = (at: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(at));

/** The text of a product's card in the shop's list (found by searching its name), as the server renders the page. */
async function cardText(product: Product): Promise<string> {
  const page = await visitor().get(`/shop-all?q=${encodeURIComponent(product.name)}`);
  expect(page.status).toBe(200);
  const html = String(page.body);
  const start = html.indexOf(`data-product-id="${product.id}"`);
  expect(start, `the card of ${product.name}`).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf('</article>', start))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('a drop, scheduled to notified and sold', () => {
  it('is coming (its page, and its card in the lists) and refused until its release, tells who asked once, and sells at the release', async () => {
    const admin = await signedInAdmin();
    expect((await admin.put('/api/business-settings', { timeZone: SHOP_TIME_ZONE })).status).toBe(200);
    const { product, tierId } = await workWithPrints();
    const created = await admin.post('/api/drops', {
      name: 'Harbour Lights',
      story: 'Night paintings from the harbour.',
      releaseAt: new Date(Date.now() + 3_600_000).toISOString(),
      productIds: [product.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const drop = created.body as Drop;

    const shopper = visitor();
    // The drop's page and the work's page say it is coming; both are kept by the gateway.
    expect((await shopper.get('/api/drops/harbour-lights')).body).toMatchObject({ name: 'Harbour Lights', open: false, works: [{ id: product.id }] });
    expect((await shopper.get(`/api/products/${product.id}/drop`)).body).toMatchObject({ slug: 'harbour-lights', releaseAt: drop.releaseAt });
    // Its card in the shop's lists says so too, in the HTML the server sends, in the shop's time zone.
    expect(await cardText(product)).toContain(`Coming ${shopTime(drop.releaseAt)}`);
    const refused = await shopper.post('/api/cart', { productId: product.id, tierId, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NotOnSaleYet');
    expect(refused.body.message).toMatch(new RegExp(`^“${product.name}” \\(Print [^)]+\\) is coming with the drop “Harbour Lights” and goes on sale on `));
    expect((await shopper.get('/api/cart')).body).toEqual([]);

    // Notify me: a bad address is refused; asking twice is answered alike, and the confirmed address is one row.
    const bad = await shopper.post('/api/drops/harbour-lights/notify', { email: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    const asked = await shopper.post('/api/drops/harbour-lights/notify', { email: 'Collector@Example.com' });
    expect(asked.status).toBe(201);
    const confirmation = await waitForMail('collector@example.com', /^Please confirm: we will tell you when “Harbour Lights” opens$/);
    const link = /\/api\/drop-alerts\/confirm\?token=[\w-]+/.exec(confirmation.text)![0];
    const confirmed = await shopper.get(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/drops/harbour-lights?notify=confirmed');
    expect((await shopper.post('/api/drops/harbour-lights/notify', { email: 'collector@example.com' })).body).toEqual(asked.body);
    expect(await system.query(`SELECT status FROM messaging.drop_alerts WHERE email = 'collector@example.com'`)).toEqual([{ status: 'confirmed' }]);
    expect((await visitor().post('/api/drops/no-such-drop/notify', { email: 'a@example.com' })).status).toBe(404);

    // The release: on sale at once, the kept pages change with the opening, and the collector is mailed once.
    await release(drop.id);
    const added = await shopper.post('/api/cart', { productId: product.id, tierId, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const opened = await waitForMail('collector@example.com', /^“Harbour Lights” is open now$/);
    expect(opened.text).toContain('/drops/harbour-lights');
    await system.eventually(async () => (await shopper.get('/api/drops/harbour-lights')).body.open === true, 'the drop page open');
    expect((await shopper.get(`/api/products/${product.id}/drop`)).body).toBeNull();
    expect(await cardText(product)).not.toContain('Coming');
    expect(mailsTo('collector@example.com', /is open now/)).toHaveLength(1);
    expect((await visitor().post('/api/drops/harbour-lights/notify', { email: 'late@example.com' })).status).toBe(409);
  });
});

describe('Notify me when a sold-out print is back', () => {
  it('takes an address for what is sold out, and mails it once when the print is back', async () => {
    const admin = await signedInAdmin();
    const { product, tierId } = await workWithPrints();
    const shopper = visitor();
    const inStock = await shopper.post(`/api/products/${product.id}/notify`, { tierId, email: 'waiting@example.com' });
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toBe(`“${product.name}” is in stock: it can be bought now`);

    const tiers = product.pricingTiers.map(({ id, size, type, price, stock, description }) => ({
      id,
      size,
      type,
      price,
      stock: id === tierId ? 0 : stock,
      description,
    }));
    expect((await admin.put(`/api/products/${product.id}`, { pricingTiers: tiers })).status).toBe(200);
    const asked = await shopper.post(`/api/products/${product.id}/notify`, { tierId, email: 'Waiting@Example.com' });
    expect(asked.status).toBe(201);
    const confirmation = await waitForMail('waiting@example.com', /^Please confirm: we will tell you when /);
    const confirmed = await shopper.get(/\/api\/stock-alerts\/confirm\?token=[\w-]+/.exec(confirmation.text)![0]);
    expect(confirmed.headers.get('location')).toBe(`/product/${product.id}?notify=confirmed`);

    // The artist adds prints: the address is mailed, once, however often the stock comes back after.
    const restock = (stock: number) =>
      admin.put(`/api/products/${product.id}`, { pricingTiers: tiers.map((tier) => (tier.id === tierId ? { ...tier, stock } : tier)) });
    expect((await restock(3)).status).toBe(200);
    const back = await waitForMail('waiting@example.com', /^“.* is back$/);
    expect(back.subject).toMatch(new RegExp(`^“${product.name}” \\(Print [^)]+\\) is back$`));
    expect(back.text).toContain(`/product/${product.id}`);
    expect((await restock(0)).status).toBe(200);
    expect((await restock(2)).status).toBe(200);
    await system.eventually(
      async () =>
        (await system.query(`SELECT 1 FROM catalog.outbox_events WHERE type = 'stock.back' AND data->>'tierId' = $1 AND published_at IS NOT NULL`, [tierId]))
          .length === 2,
      'the second comeback published',
    );
    expect(mailsTo('waiting@example.com', /^“.* is back$/)).toHaveLength(1);
  });
});

describe('Mail Club members catalog never heard of', () => {
  it('are filled in from subscription when catalog starts, keeping what catalog heard of later', async () => {
    const plans = (await visitor().get('/api/subscription-plans')).body as MailClubPlan[];
    const members: ClientAt[] = [];
    const subscriptions: string[] = [];
    for (const name of ['Early', 'Later']) {
      const member = visitor();
      const email = `${name.toLowerCase()}.member@example.com`;
      expect((await registerCustomer(system, member, { email, password: 'correct horse battery', firstName: name, lastName: 'Member' })).status).toBe(201);
      const { subscription } = await joinMailClub(member, plans[0]!.id);
      members.push(member);
      subscriptions.push(subscription.id);
    }
    const catalogMembers = () =>
      system.query<{ subscription_id: string; status: string; changed_at: Date }>(
        `SELECT subscription_id, status, changed_at FROM catalog.mail_club_members WHERE subscription_id = ANY ($1::uuid[]) ORDER BY changed_at`,
        [subscriptions],
      );
    await system.eventually(async () => (await catalogMembers()).length === 2, 'catalog told of both members');
    const [early, later] = members as [ClientAt, ClientAt];
    expect((await early.get('/api/drops-access')).body).toEqual({ member: true });

    // The first joined before catalog kept members (or its event was lost); of the second, catalog heard a
    // change later than subscription's row says (its cancellation, say, on its way there).
    const heardLater = new Date(Date.now() + 3_600_000);
    await system.query(`DELETE FROM catalog.mail_club_members WHERE subscription_id = $1`, [subscriptions[0]]);
    await system.query(`UPDATE catalog.mail_club_members SET status = 'canceled', changed_at = $2 WHERE subscription_id = $1`, [subscriptions[1], heardLater]);
    expect((await early.get('/api/drops-access')).body).toEqual({ member: false });

    const catalog = system.part('catalog');
    await catalog.stop();
    await catalog.start();
    await system.eventually(async () => (await catalogMembers()).length === 2, 'the first member filled in');
    const [{ updated_at: joined }] = await system.query<{ updated_at: Date }>(`SELECT updated_at FROM subscription.user_subscriptions WHERE id = $1`, [
      subscriptions[0],
    ]);
    expect(await catalogMembers()).toEqual([
      { subscription_id: subscriptions[0], status: 'active', changed_at: joined },
      { subscription_id: subscriptions[1], status: 'canceled', changed_at: heardLater },
    ]);
    expect((await early.get('/api/drops-access')).body).toEqual({ member: true });
    expect((await later.get('/api/drops-access')).body).toEqual({ member: false });
  });
});
