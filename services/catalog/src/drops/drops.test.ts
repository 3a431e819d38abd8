import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRpc, type CallInputOf, type Caller, type SubscriptionStatus } from '@artshop/contracts';
import { CALLERS, PartProcess, ServiceTestbed, freePort, subscriptionChange } from '@artshop/testing';

// Drops, the catalog alone. Whether a work can be bought is decided by the database's clock at each
// request; the tests move a drop's instants against that clock (the hour before a release passes at
// once) rather than wait for it. Mail Club members arrive as subscription.changed on catalog's queue.

let catalog: ServiceTestbed<'catalog'>;
let replica: PartProcess;

beforeAll(async () => {
  catalog = await ServiceTestbed.start('catalog');
  const [rpcPort, httpPort] = await Promise.all([freePort(), freePort()]);
  replica = new PartProcess('catalog', { ...catalog.env, RPC_PORT: String(rpcPort), HTTP_PORT: String(httpPort) }, `http://127.0.0.1:${httpPort}/health/ready`);
  await replica.start();
});

afterAll(async () => {
  await replica?.stop();
  await catalog?.close();
});

async function painting(name: string) {
  const input: CallInputOf<typeof CatalogRpc.createProduct> = {
    name,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`,
    price: '100.00',
    stock: 0,
    year: null,
    isOriginal: true,
    pricingTiers: [
      { size: '36x48', type: 'Original', price: '2400.00', stock: 1, description: 'The painting itself' },
      { size: '12x16', type: 'Print', price: '85.00', stock: 5, description: 'Giclée print' },
    ],
  };
  const product = await catalog.call(CatalogRpc.createProduct, input, CALLERS.admin);
  return { product, print: product.pricingTiers[1]! };
}

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A scheduled drop of these works. */
const drop = (name: string, productIds: string[], changes: Partial<CallInputOf<typeof CatalogRpc.createDrop>> = {}) =>
  catalog.call(CatalogRpc.createDrop, { name, story: 'New paintings from the harbour.', releaseAt: inHours(1), productIds, ...changes }, CALLERS.admin);

/** The hours before the drop's release pass: its instants come to the database's now, less `secondsLeft`. */
async function passTime(dropId: string, secondsLeft = 0): Promise<void> {
  await catalog.query(`UPDATE drops SET release_at = now() + make_interval(secs => $2), updated_at = now() WHERE id = $1`, [dropId, secondsLeft]);
}

const priceAs = async (caller: Caller, productId: string, tierId: string) =>
  (await catalog.call(CatalogRpc.priceLines, { lines: [{ productId, tierId }] }, caller))[0]!;

const reserveAs = (caller: Caller, productId: string, tierId: string) =>
  catalog.refusal(CatalogRpc.reserveStock, { orderId: randomUUID(), lines: [{ productId, tierId, quantity: 1 }], holdSeconds: 900 }, caller);

const openedEvents = (dropId: string) =>
  catalog.query<{ phase: string }>(`SELECT data->>'phase' AS phase FROM outbox_events WHERE type = 'drop.opened' AND data->>'dropId' = $1 ORDER BY id`, [
    dropId,
  ]);

/** A Mail Club membership of this account, as subscription.changed tells catalog. */
const member = (userId: string, to: SubscriptionStatus) => catalog.deliver('subscription.changed', subscriptionChange({ userId, to }), 'subscription');

describe('a scheduled release', () => {
  it('shows the works as coming and refuses them until the release instant, then sells them at once and records the opening once', async () => {
    const { product, print } = await painting('Harbour Light');
    const created = await drop('Harbour', [product.id]);
    expect(created).toMatchObject({ slug: 'harbour', status: 'scheduled', open: false, earlyAccessAt: null, productIds: [product.id] });
    expect(await catalog.call(CatalogRpc.productDrop, { id: product.id }, CALLERS.visitor)).toEqual({
      slug: 'harbour',
      name: 'Harbour',
      releaseAt: created.releaseAt,
      earlyAccessAt: null,
    });

    // The shop's lists carry it with each work, so its card says Coming too.
    const listed = async () =>
      (await catalog.call(CatalogRpc.productPage, { q: 'Harbour Light' }, CALLERS.visitor)).products.find((candidate) => candidate.id === product.id)?.drop;
    expect(await listed()).toEqual({ slug: 'harbour', name: 'Harbour', releaseAt: created.releaseAt, earlyAccessAt: null });

    const visitor = CALLERS.guest();
    expect(await priceAs(visitor, product.id, print.id)).toMatchObject({
      available: false,
      reason: 'not-on-sale-yet',
      heldBack: { drop: 'Harbour', opensAt: created.releaseAt, membersOnly: false },
    });
    expect(await reserveAs(visitor, product.id, print.id)).toMatchObject({ status: 409, domain: { code: 'NotOnSaleYet' } });
    expect((await reserveAs(visitor, product.id, print.id)).message).toMatch(/^“Harbour Light” is coming with the drop “Harbour” and goes on sale on /);

    // A minute before the release: still refused.
    await passTime(created.id, 60);
    expect((await priceAs(visitor, product.id, print.id)).available).toBe(false);
    // The release instant: on sale at once, before any job has run.
    await passTime(created.id, 0);
    expect(await priceAs(visitor, product.id, print.id)).toMatchObject({ available: true, stock: 5 });
    expect(await catalog.call(CatalogRpc.productDrop, { id: product.id }, CALLERS.visitor)).toBeNull();
    expect(await listed()).toBeNull();

    await expect.poll(async () => (await catalog.call(CatalogRpc.getDrop, { slug: 'harbour' }, CALLERS.visitor)).status, { timeout: 20_000 }).toBe('released');
    expect(await openedEvents(created.id)).toEqual([{ phase: 'public' }]);
    const page = await catalog.call(CatalogRpc.getDrop, { slug: 'harbour' }, CALLERS.visitor);
    expect(page).toMatchObject({ open: true, works: [{ id: product.id, name: 'Harbour Light', price: '85.00', soldOut: false }] });
  });

  it('keeps a draft out of the storefront and holds nothing back', async () => {
    const { product, print } = await painting('Studio Window');
    await drop('Studio sketches', [product.id], { status: 'draft' });
    expect((await catalog.refusal(CatalogRpc.getDrop, { slug: 'studio-sketches' }, CALLERS.visitor)).status).toBe(404);
    expect((await priceAs(CALLERS.guest(), product.id, print.id)).available).toBe(true);
  });

  it('refuses what it cannot save with a message a person understands', async () => {
    const { product } = await painting('Low Tide');
    await drop('Tides', [product.id]);
    expect(await catalog.refusal(CatalogRpc.createDrop, { name: 'Tides again', releaseAt: inHours(2), productIds: [product.id] }, CALLERS.admin)).toMatchObject(
      {
        status: 400,
        message: 'Already in another drop: Low Tide',
      },
    );
    expect(await catalog.refusal(CatalogRpc.createDrop, { name: 'Tides', releaseAt: inHours(2) }, CALLERS.admin)).toMatchObject({
      status: 409,
      message: 'Another drop already has this slug',
    });
    expect(await catalog.refusal(CatalogRpc.createDrop, { name: 'No time', releaseAt: 'tomorrow' }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Please choose when the drop opens',
    });
    expect(await catalog.refusal(CatalogRpc.createDrop, { name: 'Early', releaseAt: inHours(2), earlyAccessHours: 0 }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Early access is a whole number of hours, 1 to 168',
    });
  });
});

describe('Mail Club early access', () => {
  it('sells to an active member from the early-access time and refuses everyone else until the release', async () => {
    const { product, print } = await painting('Night Ferry');
    const memberId = randomUUID();
    await member(memberId, 'active');
    const lapsedId = randomUUID();
    await member(lapsedId, 'canceled');
    const created = await drop('Night crossings', [product.id], { releaseAt: inHours(10), earlyAccessHours: 24 });
    expect(created).toMatchObject({ open: false, openToMembers: true });
    expect((await catalog.call(CatalogRpc.getProduct, { id: product.id }, CALLERS.visitor)).drop).toEqual({
      slug: 'night-crossings',
      name: 'Night crossings',
      releaseAt: created.releaseAt,
      earlyAccessAt: created.earlyAccessAt,
    });

    expect(await priceAs(CALLERS.customer(memberId), product.id, print.id)).toMatchObject({ available: true });
    expect(await catalog.call(CatalogRpc.dropAccess, {}, CALLERS.customer(memberId))).toEqual({ member: true });
    for (const caller of [CALLERS.customer(lapsedId), CALLERS.customer(), CALLERS.guest()]) {
      expect(await priceAs(caller, product.id, print.id)).toMatchObject({ available: false, heldBack: { membersOnly: true } });
      const refusal = await reserveAs(caller, product.id, print.id);
      expect(refusal).toMatchObject({ status: 409, domain: { code: 'NotOnSaleYet' } });
      expect(refusal.message).toMatch(/^“Night Ferry” is open to Mail Club members only until the drop “Night crossings” opens to everyone on /);
    }
    await expect.poll(async () => (await openedEvents(created.id)).map((event) => event.phase), { timeout: 20_000 }).toEqual(['early-access']);

    // Before its early access a drop refuses members too.
    const later = await painting('Morning Ferry');
    await drop('Morning crossings', [later.product.id], { releaseAt: inHours(48), earlyAccessHours: 24 });
    expect(await priceAs(CALLERS.customer(memberId), later.product.id, later.print.id)).toMatchObject({ available: false, heldBack: { membersOnly: false } });
  });
});

describe('two replicas', () => {
  it('open each drop once, whichever runs the step', async () => {
    const drops = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      const { product } = await painting(`Replica ${name}`);
      drops.push(await drop(`Replica drop ${name}`, [product.id], { releaseAt: inHours(5) }));
    }
    for (const created of drops) await passTime(created.id, 0);
    for (const created of drops) {
      await expect
        .poll(async () => (await catalog.call(CatalogRpc.getDrop, { slug: created.slug }, CALLERS.visitor)).status, { timeout: 20_000 })
        .toBe('released');
    }
    for (const created of drops) expect(await openedEvents(created.id)).toEqual([{ phase: 'public' }]);
  });
});
