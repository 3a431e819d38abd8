// Benchmark: a drop's release second. The artist schedules a drop through the admin API a few seconds
// ahead: 10 paintings, each an original (one piece) and a print run (5 each, 50 in all). --shoppers shoppers,
// each on an address of its own (as behind the shop's proxy), open the drop's page while it is coming, then at
// the release instant (by their own clock, as the page's countdown does) put the work they want in the cart
// and start paying; those given a payment pay with the test card 4242 at the Stripe emulator and come back as
// the success page does. A third want an original, the rest a print. One try each: a refusal is an answer (an
// answer 5xx is counted, and tried again as a shopper would).
// Asserts and prints: exactly 10 originals and 50 prints sold (paid orders in the database); payments that
// succeeded at the emulator == paid orders, and none without its order; every refusal answered within a
// second (the largest printed); no 5xx. Prints p50/p95/p99 of the drop's page and of starting a payment.
//   npm run build && node bench/drop.mjs [--shoppers 300] [--lead 15]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ClientAt, TestSystem, confirmWithTestCard, createPainting, useTestShopSettings } from '@artshop/testing';

const { values } = parseArgs({ options: { shoppers: { type: 'string', default: '300' }, lead: { type: 'string', default: '15' } } });
const shopperCount = Number(values.shoppers);
/** Seconds between scheduling the drop and its release: time for every shopper to open the page first. */
const leadSeconds = Number(values.lead);
const PAINTINGS = 10;
const PRINTS_EACH = 5;

const CUSTOMER = {
  customerName: 'Drop Collector',
  customerEmail: 'collector@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

// The machine is shared: what else ran is part of the figures.
const load = () => `load average ${loadavg()[0].toFixed(1)} (1 min) on ${cpus().length} cores`;
console.log(`before the start: ${load()}`);
const system = await TestSystem.start({ env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true' } });
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
try {
  const admin = new ClientAt(system.baseUrl, '198.19.255.1');
  await admin.post('/api/auth/login', system.admin);
  await useTestShopSettings(admin);
  const works = [];
  for (let number = 0; number < PAINTINGS; number += 1) works.push(await createPainting(admin, `Drop Painting ${number}`, PRINTS_EACH));

  const releaseAt = new Date(Date.now() + leadSeconds * 1000);
  const scheduled = await admin.post('/api/drops', {
    name: 'Release Second',
    story: 'Ten new paintings, at the second.',
    releaseAt: releaseAt.toISOString(),
    productIds: works.map((work) => work.product.id),
  });
  if (scheduled.status !== 201) throw new Error(`scheduling the drop: ${scheduled.status} ${JSON.stringify(scheduled.body)}`);
  const { slug } = scheduled.body;

  const statuses = new Map();
  const serverErrors = [];
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const pageTimes = [];
  const startTimes = [];
  const refusalTimes = [];
  const refusals = new Map();
  const refusalWords = new Map();
  const refused = (answer, ms) => {
    refusalTimes.push(ms);
    const code = answer.body?.code ?? answer.status;
    refusals.set(code, (refusals.get(code) ?? 0) + 1);
    if (!refusalWords.has(code)) refusalWords.set(code, answer.body?.message);
  };
  /**
   * One request of a shopper, timed and counted by status. An answer 5xx is counted, and the shopper tries
   * again (at most twice more, a second later) as one does when the page says to try again in a moment.
   */
  const timed = async (call) => {
    for (let attempt = 1; ; attempt += 1) {
      const before = performance.now();
      const answer = await call();
      const ms = performance.now() - before;
      count(answer.status);
      if (answer.status < 500 || attempt === 3) return { answer, ms };
      if (serverErrors.length < 3) serverErrors.push(answer.body?.message);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };

  const shoppers = Array.from({ length: shopperCount }, (_, index) => {
    const work = works[index % PAINTINGS];
    const wantsOriginal = index % 3 === 0;
    return {
      client: new ClientAt(system.baseUrl, `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`),
      work,
      tierId: wantsOriginal ? work.original : work.print,
    };
  });

  // Before the release: every shopper opens the drop's page (the server-rendered HTML) and reads the drop.
  await Promise.all(
    shoppers.map(async ({ client }) => {
      const { answer, ms } = await timed(() => client.get(`/drops/${slug}`));
      pageTimes.push(ms);
      if (answer.status !== 200 || !String(answer.body).includes('Release Second')) throw new Error(`the drop page answered ${answer.status}`);
      await timed(() => client.get(`/api/drops/${slug}`));
    }),
  );
  const waitMs = releaseAt.getTime() - Date.now();
  if (waitMs <= 0) throw new Error(`the shoppers were not ready before the release (${-waitMs} ms late): raise --lead`);
  console.log(`\n${shopperCount} shoppers on the drop page, ${(waitMs / 1000).toFixed(1)} s before the release`);

  // The release second: each shopper tries once. A refusal before the instant (its clock a little ahead) is tried again.
  const tooEarly = { count: 0 };
  let paidHere = 0;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const released = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      const { client, work, tierId } = shopper;
      let added;
      for (;;) {
        added = await timed(() => client.post('/api/cart', { productId: work.product.id, tierId, quantity: 1 }));
        if (added.answer.body?.code !== 'NotOnSaleYet') break;
        tooEarly.count += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (added.answer.status !== 201) return refused(added.answer, added.ms);
      const started = await timed(() => client.post('/api/create-payment-intent', { customerInfo: CUSTOMER, shippingMethod: 'standard' }));
      startTimes.push(started.ms);
      if (started.answer.status !== 200) return refused(started.answer, started.ms);
      const paid = await confirmWithTestCard(started.answer.body);
      if (paid.status !== 'succeeded') throw new Error(`the test card did not pay: ${JSON.stringify(paid)}`);
      const confirmed = await timed(() => client.post('/api/orders', { paymentIntentId: started.answer.body.paymentIntentId }));
      if (confirmed.answer.status === 200 && confirmed.answer.body.paymentStatus === 'paid') paidHere += 1;
    }),
  );
  const rushSeconds = (performance.now() - released) / 1000;
  const loadAfterRush = load();

  // What the database and Stripe say once the webhooks have been handled.
  const soldByType = async () =>
    Object.fromEntries(
      (
        await system.query(
          `SELECT l.tier_id AS "tierId", sum(l.quantity)::int AS sold FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id
            WHERE o.payment_status = 'paid' AND l.product_id = ANY ($1::uuid[]) GROUP BY l.tier_id`,
          [works.map((work) => work.product.id)],
        )
      ).map((row) => [row.tierId, row.sold]),
    );
  let sold = await soldByType();
  const total = (tiers) => tiers.reduce((sum, tier) => sum + (sold[tier] ?? 0), 0);
  for (
    let waited = 0;
    waited < 10_000 && total(works.map((work) => work.print)) + total(works.map((work) => work.original)) < PAINTINGS * (1 + PRINTS_EACH);
    waited += 250
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    sold = await soldByType();
  }
  const originalsSold = total(works.map((work) => work.original));
  const printsSold = total(works.map((work) => work.print));
  const paidOrders = await system.query(`SELECT payment_intent_id AS "paymentIntentId" FROM cart_order.orders WHERE payment_status = 'paid'`);
  const orderOf = new Set(paidOrders.map((row) => row.paymentIntentId));
  const succeeded = [...system.stripe.paymentIntents.values()].filter((intent) => intent.status === 'succeeded');
  const refunded = await system.query(`SELECT count(*)::int AS n FROM cart_order.orders WHERE payment_status = 'refunded'`);

  const percentiles = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
    return `p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   max ${sorted.at(-1).toFixed(1)} ms   (${sorted.length})`;
  };
  console.log(`after the rush: ${loadAfterRush}`);
  console.log(`the rush: every shopper answered ${rushSeconds.toFixed(2)} s after the release; tried before the instant and asked again: ${tooEarly.count}`);
  console.log(`drop page (GET /drops/${slug}, server-rendered): ${percentiles(pageTimes)}`);
  console.log(`starting a payment (POST /api/create-payment-intent): ${percentiles(startTimes)}`);
  console.log(
    `answers by status: ${[...statuses]
      .sort()
      .map(([status, n]) => `${n}×${status}`)
      .join(', ')}`,
  );
  console.log(`refusals: ${[...refusals].map(([code, n]) => `${n}×${code}`).join(', ')}; slowest refusal ${Math.max(...refusalTimes).toFixed(1)} ms`);
  for (const [code, words] of refusalWords) console.log(`  ${code}: “${words}”`);
  console.log('');

  check(originalsSold === PAINTINGS, `originals sold (paid orders): ${originalsSold} of ${PAINTINGS}`);
  check(printsSold === PAINTINGS * PRINTS_EACH, `prints sold (paid orders): ${printsSold} of ${PAINTINGS * PRINTS_EACH}`);
  check(paidHere === PAINTINGS * (1 + PRINTS_EACH), `shoppers told their order is paid: ${paidHere}`);
  check(
    succeeded.length === paidOrders.length,
    `payments succeeded at Stripe: ${succeeded.length}; paid orders: ${paidOrders.length}; refunded: ${refunded[0].n}`,
  );
  const orphans = succeeded.filter((intent) => !orderOf.has(intent.id));
  check(orphans.length === 0, `captured payments without a paid order: ${orphans.length}`);
  check(refusalTimes.length === shopperCount - paidHere, `every other shopper refused: ${refusalTimes.length} of ${shopperCount - paidHere}`);
  check(Math.max(...refusalTimes) < 1000, `every refusal answered within a second (slowest ${Math.max(...refusalTimes).toFixed(1)} ms)`);
  const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  check(errors === 0, `answers 5xx: ${errors}${errors ? ` (${JSON.stringify(serverErrors)})` : ''}`);
  if (failures.length) process.exitCode = 1;
} finally {
  await system.close();
}
