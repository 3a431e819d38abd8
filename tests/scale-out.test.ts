import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc, type RequestContext } from '@artshop/contracts';
import { RpcTrust, ServiceClient } from '@artshop/service-kit';
import {
  ApiClient,
  MailCatcher,
  PART_NAMES,
  TestSystem,
  databaseOutage,
  formatLoadReport,
  registerCustomer,
  runLoad,
  useTestShopSettings,
  type LoadReport,
} from '@artshop/testing';

// The proof that the shop scales out: two replicas of every service and two gateways, each part
// reached through a round-robin balancer as in the cluster, under the shopping journey's load; then
// every part replaced one replica at a time (SIGTERM and a graceful drain) while the load runs. What
// is counted is what a shopper and the artist would see: orders, payments, stock, e-mails received.
const ARTIST_EMAIL = 'artist@scale.example';
const PRINT_STOCK = 100_000;
/** The fixed work of the load tests: what a busy hour of the shop brings, in journeys. */
const A_SHOPS_HOUR = { browse: 24, cart: 6, buy: 6, contact: 2, account: 4 };
const CUSTOMER = { email: 'collector@scale.example', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' };

let system: TestSystem;
/** Every mail the SMTP server accepted, in order: a mail sent twice shows its Message-ID twice. */
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await MailCatcher.start();
  system = await TestSystem.start({
    seed: true,
    replicas: 2,
    env: {
      SMTP_URL: catcher.url,
      ARTIST_EMAIL,
      FORM_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      // Every shopper of the load comes from this one address.
      CHECKOUT_RATE_LIMIT: '100000',
      CHECKOUTS_PER_CLIENT: '100000',
      PIECES_PER_CLIENT: '100000',
    },
  });
  const admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
  // Three paintings with a large print run each: the load buys prints, never running out.
  for (const number of [1, 2, 3]) {
    const created = await admin.post('/api/products', {
      name: `Harbour Study ${number}`,
      slug: `harbour-study-${number}`,
      price: '900',
      pricingTiers: [{ size: '18x24', price: '225', type: 'Print', stock: PRINT_STOCK, description: 'Archival print' }],
    });
    expect(created.status).toBe(201);
  }
  expect((await registerCustomer(system, new ApiClient(system.baseUrl), CUSTOMER)).status).toBe(201);
});

afterAll(async () => {
  await system?.close();
  await catcher?.close();
});

/** The mails the outgoing-mail log holds since `since`. */
function mailsSince(since: Date) {
  return system.query<{ id: string; to_address: string; reply_to: string | null; template: string; status: string }>(
    `SELECT id, to_address, reply_to, template, status FROM messaging.outgoing_mail WHERE created_at >= $1`,
    [since],
  );
}

/** Units in stock over every tier of the shop. */
async function unitsInStock(): Promise<number> {
  const [{ units }] = await system.query<{ units: number }>(`SELECT sum(stock)::int AS units FROM catalog.pricing_tiers`);
  return units;
}

/**
 * Every order the shoppers paid for (since `since`) is paid once, each mail of it and of each contact
 * message written and sent once. With `stockBefore` (the units in stock at `since`) the run had no
 * failed step, so it also holds exactly: its prints sold once each, no order or mail but these.
 */
async function expectEffectsOf(report: LoadReport, since: Date, stockBefore?: number, mail: 'once' | 'at least once' = 'once'): Promise<void> {
  const buyers = report.purchases.map(({ email }) => email);
  // Events are handled and mails sent a moment after the answers: wait for the mail of each buyer and
  // message of this run (an earlier run's late mails must not stand in for them).
  await system.eventually(async () => {
    const mails = await mailsSince(since);
    const confirmed = new Set(mails.filter(({ template }) => template === 'order-confirmation').map(({ to_address }) => to_address));
    const answered = new Set(mails.filter(({ template }) => template === 'contact-message').map(({ reply_to }) => reply_to));
    return (
      buyers.every((buyer) => confirmed.has(buyer)) && report.messages.every((from) => answered.has(from)) && mails.every(({ status }) => status === 'sent')
    );
  }, 'the mails of every order and message sent');

  const orders = await system.query<{ id: string; payment_status: string }>(`SELECT id, payment_status FROM cart_order.orders WHERE customer_email = ANY($1)`, [
    buyers,
  ]);
  expect(orders.map(({ id }) => id).sort()).toEqual(report.purchases.map(({ orderId }) => orderId).sort());
  expect(orders.filter(({ payment_status }) => payment_status !== 'paid')).toEqual([]);

  // At Stripe (the emulator): each buyer paid exactly once.
  const succeeded = [...system.stripe!.paymentIntents.values()].filter((payment) => payment.status === 'succeeded');
  expect(buyers.map((buyer) => succeeded.filter((payment) => payment.receipt_email === buyer).length).filter((times) => times !== 1)).toEqual([]);

  const mails = await mailsSince(since);
  const confirmations = mails.filter(({ template }) => template === 'order-confirmation').map(({ to_address }) => to_address);
  const contactMails = mails.filter(({ template }) => template === 'contact-message').map(({ reply_to }) => reply_to);
  const timesEach = (list: (string | null)[], of: string[]) => of.map((address) => list.filter((each) => each === address).length);
  expect(timesEach(confirmations, buyers).filter((times) => times !== 1)).toEqual([]);
  expect(timesEach(contactMails, report.messages).filter((times) => times !== 1)).toEqual([]);
  // The SMTP server got each of these mails once (a mail sent twice shows its Message-ID twice). While
  // PostgreSQL is away, a mail the server took may not be marked sent: it goes again, under the same
  // Message-ID, by which the receiving side drops the copy. No delivery to another server can be once only.
  const timesReceived = mails.map(({ id }) => catcher.received.filter(({ messageId }) => messageId.startsWith(`<${id}@`)).length);
  expect(timesReceived.filter((times) => (mail === 'once' ? times !== 1 : times < 1))).toEqual([]);

  if (stockBefore !== undefined) {
    expect(stockBefore - (await unitsInStock())).toBe(report.purchases.length);
    expect(confirmations).toHaveLength(buyers.length);
    expect(contactMails).toHaveLength(report.messages.length);
  }
}

/** Failures a shopper may meet while a backing service is away: a 503 asking to try again, nothing else. */
function unexpectedFailures(report: LoadReport): string[] {
  return report.failures.filter((failure) => !/: 503 \{.*"message":"[^"]*try again/i.test(failure));
}

/** The errors every replica logged, to say where an unexpected failure came from. */
function partErrors(): string {
  return PART_NAMES.flatMap((part) =>
    system.replicasOf(part).flatMap((replica) =>
      replica.output
        .split('\n')
        .filter((line) => /"level":(50|60|"error"|"fatal")/.test(line))
        .map((line) => `${part}: ${line}`),
    ),
  ).join('\n');
}

describe('two replicas of every part behind round-robin balancers', () => {
  it('serves the shopping journey under load: each order paid once, its stock sold once, each e-mail sent once, sessions good on either gateway', async () => {
    const [since, stockBefore] = [new Date(), await unitsInStock()];
    const report = await runLoad({ baseUrl: system.baseUrl, users: 8, journeys: A_SHOPS_HOUR, customer: CUSTOMER });
    console.log(`Two replicas of every part:\n${formatLoadReport(report)}`);
    expect(report.failures).toEqual([]);
    expect(report.purchases).toHaveLength(A_SHOPS_HOUR.buy);
    expect(report.messages).toHaveLength(A_SHOPS_HOUR.contact);
    expect(report.steps.find(({ step }) => step === 'account')?.count).toBe(3 * A_SHOPS_HOUR.account);
    await expectEffectsOf(report, since, stockBefore);
  });

  it('loses and doubles nothing while every part is replaced one replica at a time under load', async () => {
    const [since, stockBefore] = [new Date(), await unitsInStock()];
    const restarts = (async () => {
      for (const part of PART_NAMES) await system.rollingRestart(part);
    })();
    const report = await runLoad({ baseUrl: system.baseUrl, users: 8, until: restarts, customer: CUSTOMER });
    await restarts;
    console.log(`Rolling restart of every part under load:\n${formatLoadReport(report)}`);
    expect(report.failures).toEqual([]);
    expect(report.purchases.length).toBeGreaterThan(3);
    for (const part of PART_NAMES) expect(system.replicasOf(part).map((replica) => replica.running)).toEqual([true, true]);
    await expectEffectsOf(report, since, stockBefore);
  }, 300_000);

  it('answers 503 asking to try again while PostgreSQL is away, then serves again: each order paid once, each mail delivered (a resend under its Message-ID)', async () => {
    const since = new Date();
    const load = runLoad({ baseUrl: system.baseUrl, users: 6, durationMs: 6_000, customer: CUSTOMER });
    await new Promise((later) => setTimeout(later, 2_000));
    await databaseOutage(system.databaseName, 1_500);
    const report = await load;
    console.log(`PostgreSQL away for 1.5 s mid-run:\n${formatLoadReport(report)}`);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(unexpectedFailures(report), partErrors()).toEqual([]);
    for (const part of PART_NAMES) expect(system.replicasOf(part).map((replica) => replica.running)).toEqual([true, true]);
    await expectEffectsOf(report, since, undefined, 'at least once');

    const afterSince = new Date();
    const after = await runLoad({ baseUrl: system.baseUrl, users: 4, journeys: A_SHOPS_HOUR, customer: CUSTOMER });
    expect(after.failures).toEqual([]);
    expect(after.purchases).toHaveLength(A_SHOPS_HOUR.buy);
    await expectEffectsOf(after, afterSince);
  });

  it('delivers every event once across a Redis restart: recorded before, during and after it', async () => {
    const since = new Date();
    // Shoppers keep coming until Redis is back; what they bought before, during and after must add up.
    const restart = (async () => {
      await new Promise((later) => setTimeout(later, 2_000));
      await system.redis.restart(1_500);
    })();
    const report = await runLoad({ baseUrl: system.baseUrl, users: 6, until: restart, customer: CUSTOMER });
    await restart;
    console.log(`Redis restarted mid-run:\n${formatLoadReport(report)}`);
    expect(unexpectedFailures(report)).toEqual([]);
    await expectEffectsOf(report, since);

    const after = await runLoad({ baseUrl: system.baseUrl, users: 4, journeys: A_SHOPS_HOUR, customer: CUSTOMER });
    expect(after.failures).toEqual([]);
    expect(after.purchases).toHaveLength(A_SHOPS_HOUR.buy);
    await expectEffectsOf(after, since);
  });

  it('answers one order to starts of one cart sent to both cart-order replicas at once', async () => {
    // Straight to each replica, as two gateways may: only the database can make them agree.
    const trust = new RpcTrust(system.env.RPC_SECRET!);
    const replicas = system
      .replicasOf('cart-order')
      .map((replica) => new ServiceClient('cart-order', { host: '127.0.0.1', port: Number(replica.env.RPC_PORT) }, 20_000, trust));
    try {
      const ctx: RequestContext = trust.signContext({
        requestId: randomUUID(),
        caller: { userId: null, role: null, sessionId: randomUUID(), client: 'double-submitter' },
      });
      const [print] = await system.query<{ product_id: string; id: string }>(
        `SELECT t.product_id, t.id FROM catalog.pricing_tiers t JOIN catalog.products p ON p.id = t.product_id WHERE p.slug = 'harbour-study-1'`,
      );
      await replicas[0]!.call(CartOrderRpc.addToCart, { productId: print!.product_id, tierId: print!.id, quantity: 2 }, ctx);
      const customerInfo = {
        customerName: 'Ada Lovelace',
        customerEmail: 'ada@scale.example',
        shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
      };
      const starts = await Promise.all(
        Array.from({ length: 6 }, (_, index) => replicas[index % 2]!.call(CartOrderRpc.createPaymentIntent, { customerInfo, shippingMethod: 'standard' }, ctx)),
      );
      expect(new Set(starts.map((start) => start.paymentIntentId)).size).toBe(1);
      const orders = await system.query(
        `SELECT id FROM cart_order.orders WHERE owner_key = (SELECT owner_key FROM cart_order.orders WHERE payment_intent_id = $1)`,
        [starts[0]!.paymentIntentId],
      );
      expect(orders).toHaveLength(1);
    } finally {
      await Promise.all(replicas.map((replica) => replica.onApplicationShutdown()));
    }
  });
});
