import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  CANNOT_RESUME_MESSAGE,
  eventQueueName,
  INVALID_SUBSCRIPTION_SESSION_MESSAGE,
  SIGN_IN_AGAIN_TO_SUBSCRIBE_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  SubscriptionRpc,
  type CallInputOf,
  type Caller,
  type EventEnvelope,
  type EventType,
  type MailClubPlan,
  type RpcContract,
} from '@artshop/contracts';
import { CALLERS, StripeEmulator, ServiceTestbed, submitHostedPage } from '@artshop/testing';

/*
 * The subscription service alone on the Stripe emulator, its events taking the real signed path: the
 * emulator posts them to a small server here, which hands each to SubscriptionRpc.receiveBillingWebhook
 * as the gateway does (or holds them, to deliver them later in another order). The months pass on the
 * emulator's test clock, driven from outside as Stripe's test clocks are.
 */

const PUBLIC_URL = 'https://shop.example.com';
const ADDRESS = { name: 'Ann Lee', line1: '1 Main St', line2: 'Apt 4', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' };
const DAY = 86_400_000;

interface Notification {
  payload: string;
  signature: string;
}

/** The gateway's part: forwards each notification to the service, or holds it while `holding`. */
class Forwarder {
  holding = false;
  readonly held: Notification[] = [];
  readonly forwarded: Notification[] = [];
  target: ServiceTestbed<'subscription'> | undefined;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<Forwarder> {
    const holder: { forwarder?: Forwarder } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const notification = { payload: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature'] ?? '') };
        const forwarder = holder.forwarder!;
        if (forwarder.holding || !forwarder.target) {
          forwarder.held.push(notification);
          response.writeHead(200).end('{"received":true}');
          return;
        }
        forwarder
          .deliver(notification)
          .then(() => response.writeHead(200).end('{"received":true}'))
          .catch((error: unknown) => response.writeHead(500).end(String(error)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.forwarder = new Forwarder(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/api/webhooks/stripe`);
    return holder.forwarder;
  }

  async deliver(notification: Notification): Promise<void> {
    await this.target!.call(SubscriptionRpc.receiveBillingWebhook, notification);
    this.forwarded.push(notification);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

class MailClubTestbed {
  private constructor(
    readonly service: ServiceTestbed<'subscription'>,
    readonly forwarder: Forwarder,
    /** Stripe (the emulator): its test clock, and cards that stop working. */
    readonly stripe: StripeEmulator,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<MailClubTestbed> {
    const forwarder = await Forwarder.start();
    const service = await ServiceTestbed.start('subscription', { env: { PUBLIC_URL, BILLING_SWEEP_MS: '500', ...env } });
    forwarder.target = service;
    service.stripe!.addWebhookEndpoint({ url: forwarder.url, secret: service.env.STRIPE_WEBHOOK_SECRET! });
    return new MailClubTestbed(service, forwarder, service.stripe!);
  }

  async close(): Promise<void> {
    await this.service.close();
    await this.forwarder.close();
  }

  /** A signed-in customer whose session knows their e-mail. */
  customer(email = `member-${randomUUID().slice(0, 8)}@example.com`): Caller & { email: string } {
    return { ...CALLERS.customer(), email };
  }

  async plan(name: string, price: string): Promise<MailClubPlan> {
    return this.service.call(
      SubscriptionRpc.createPlan,
      { name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`, price, features: ['A print'], displayOrder: 1 },
      CALLERS.admin,
    );
  }

  /** The customer starts the checkout and pays on Stripe's hosted page. */
  async checkout(caller: Caller, planId: string, cardNumber = '4242 4242 4242 4242', address = ADDRESS) {
    const { url } = await this.service.call(SubscriptionRpc.startCheckout, { planId }, caller);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const outcome = await submitHostedPage(url, { cardNumber, expiry: '12/34', cvc: '123', ...address });
    return { url, sessionId, outcome };
  }

  /** Subscribes with the test card that pays, through the success page; answers the member's subscription. */
  async subscribe(caller: Caller, planId: string, address = ADDRESS) {
    const { sessionId, outcome } = await this.checkout(caller, planId, '4242424242424242', address);
    expect(outcome.status).toBe('complete');
    const { subscription } = await this.service.call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, caller);
    await this.settled();
    return subscription;
  }

  /** Every event Stripe sent has been taken and processed. */
  async settled(): Promise<void> {
    const taken = (eventId: string) => this.stripe.deliveries.some((delivery) => delivery.eventId === eventId && delivery.status === 200);
    await expect
      .poll(async () => {
        const [row] = await this.service.query<{ unprocessed: number }>(`SELECT count(*)::int AS unprocessed FROM billing_events WHERE processed_at IS NULL`);
        return { waiting: this.stripe.events.filter((event) => !taken(event.id)).length, unprocessed: row!.unprocessed };
      })
      .toEqual({ waiting: 0, unprocessed: 0 });
  }

  /** The subscription.changed events recorded for a member's subscription, oldest first. */
  async changes(subscriptionId: string): Promise<string[]> {
    const rows = await this.service.query<{ change: string }>(
      `SELECT data->>'change' AS change FROM outbox_events WHERE type = 'subscription.changed' AND data->>'subscriptionId' = $1 ORDER BY occurred_at`,
      [subscriptionId],
    );
    return rows.map((row) => row.change);
  }

  async events(subscriptionId: string): Promise<Array<Record<string, unknown>>> {
    const rows = await this.service.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM outbox_events WHERE type = 'subscription.changed' AND data->>'subscriptionId' = $1 ORDER BY occurred_at`,
      [subscriptionId],
    );
    return rows.map((row) => row.data);
  }

  async providerId(subscriptionId: string): Promise<string> {
    const [row] = await this.service.query<{ id: string }>(`SELECT stripe_subscription_id AS id FROM user_subscriptions WHERE id = $1`, [subscriptionId]);
    return row!.id;
  }

  /** Moves Stripe's test clock to just past the member's period end (the renewal falls due and runs). */
  async toPeriodEnd(periodEnd: string): Promise<void> {
    this.stripe.advanceClock(new Date(periodEnd).getTime() - this.stripe.clockNow().getTime() + 60_000);
  }

  /** The member's card is refused at every charge from now on (Stripe's 4000 0000 0000 0341). */
  async cardStopsWorking(subscriptionId: string): Promise<void> {
    this.stripe.setCustomerCard(this.stripe.subscriptions.get(await this.providerId(subscriptionId))!.customer as string, '4000000000000341');
  }

  /** An event on the service's queue, as the relay of the service that records it would put it there. */
  async publish<T extends EventType>(type: T, data: EventEnvelope<T>['data']): Promise<void> {
    const queue = new Queue(eventQueueName('subscription'), {
      connection: { url: this.service.env.REDIS_URL!, maxRetriesPerRequest: null },
      prefix: 'artshop',
    });
    const envelope: EventEnvelope<T> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: 'gateway', data };
    await queue.add(type, envelope, { jobId: envelope.id });
    await queue.close();
  }
}

let club: MailClubTestbed;
let monthly: MailClubPlan;
let collector: MailClubPlan;

beforeAll(async () => {
  club = await MailClubTestbed.start();
  monthly = await club.plan('Monthly Print', '25');
  collector = await club.plan('Collector Box', '45');
});

afterAll(async () => {
  await club?.close();
});

function call<C extends RpcContract & { part: 'subscription' }>(contract: C, input: CallInputOf<C>, caller?: Caller) {
  return club.service.call(contract, input, caller);
}

describe('the artist’s Subscriptions screen (first, on an empty table)', () => {
  it('lists members with filters, counts the five cards and sums the monthly revenue of paying members', async () => {
    const ann = club.customer('ann@example.com');
    const ben = club.customer('ben@example.com');
    const cara = club.customer('cara@example.com');
    const dan = club.customer('dan@example.com');
    const annSub = await club.subscribe(ann, monthly.id);
    const benSub = await club.subscribe(ben, collector.id, { ...ADDRESS, name: '=HYPERLINK("http://evil")', line1: '2 Oak Ave' });
    // Cara's renewal fails: her subscription is past due (pending).
    const caraSub = await club.subscribe(cara, monthly.id);
    await club.cardStopsWorking(caraSub.id);
    await club.toPeriodEnd(caraSub.currentPeriodEnd!);
    const danSub = await club.subscribe(dan, monthly.id);
    const ended = await call(SubscriptionRpc.cancelMemberSubscription, { id: danSub.id, when: 'now' }, CALLERS.admin);
    expect(ended).toMatchObject({ status: 'canceled', userEmail: 'dan@example.com' });
    await club.settled();

    const all = await call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin);
    expect(all.stats).toEqual({ total: 4, active: 2, pending: 1, canceled: 1, monthlyRevenue: '70.00', currency: 'USD' });
    expect(all.subscriptions.map((member) => [member.userEmail, member.plan.name, member.status])).toEqual([
      ['dan@example.com', 'Monthly Print', 'canceled'],
      ['cara@example.com', 'Monthly Print', 'past_due'],
      ['ben@example.com', 'Collector Box', 'active'],
      ['ann@example.com', 'Monthly Print', 'active'],
    ]);
    expect(all.subscriptions.find((member) => member.id === annSub.id)).toMatchObject({
      customerName: 'Ann Lee',
      shippingAddress: ADDRESS,
      price: '25.00',
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });

    const active = await call(SubscriptionRpc.listAllSubscriptions, { status: 'active' }, CALLERS.admin);
    expect(active.subscriptions.map((member) => member.id).sort()).toEqual([annSub.id, benSub.id].sort());
    // The cards count every member, whatever the filter.
    expect(active.stats.total).toBe(4);
    // The Pending card's members, by the same rule (waiting for a first payment, or a failed renewal).
    const pending = await call(SubscriptionRpc.listAllSubscriptions, { status: 'pending' }, CALLERS.admin);
    expect(pending.subscriptions.map((member) => member.userEmail)).toEqual(['cara@example.com']);
    const collectors = await call(SubscriptionRpc.listAllSubscriptions, { planId: collector.id }, CALLERS.admin);
    expect(collectors.subscriptions.map((member) => member.userEmail)).toEqual(['ben@example.com']);
    const searched = await call(SubscriptionRpc.listAllSubscriptions, { q: 'ANN@' }, CALLERS.admin);
    expect(searched.subscriptions.map((member) => member.userEmail)).toEqual(['ann@example.com']);
    const byPlanName = await call(SubscriptionRpc.listAllSubscriptions, { q: 'collector', status: 'all', planId: 'all' }, CALLERS.admin);
    expect(byPlanName.subscriptions.map((member) => member.userEmail)).toEqual(['ben@example.com']);
    // A page at a time, newest first, with the count of every match: nobody twice, nobody left out.
    const first = await call(SubscriptionRpc.listAllSubscriptions, { pageSize: 3 }, CALLERS.admin);
    const second = await call(SubscriptionRpc.listAllSubscriptions, { pageSize: 3, page: 2 }, CALLERS.admin);
    expect([first.total, first.page, second.page, second.total]).toEqual([4, 1, 2, 4]);
    expect([...first.subscriptions, ...second.subscriptions].map((member) => member.userEmail)).toEqual(all.subscriptions.map((member) => member.userEmail));
    expect((await call(SubscriptionRpc.listAllSubscriptions, { status: 'active', pageSize: 1, page: 2 }, CALLERS.admin)).total).toBe(2);
    for (const [input, message] of [
      [{ page: 0 }, 'The page must be a whole number from 1'],
      [{ pageSize: 500 }, 'The page size must be a whole number from 1 to 100'],
    ] as const) {
      const bad = await club.service.refusal(SubscriptionRpc.listAllSubscriptions, input, CALLERS.admin);
      expect([bad.status, bad.message]).toEqual([400, message]);
    }

    // The shipping list: members with the Mail Club this month, where to send it; a typed formula is defused.
    const csv = await call(SubscriptionRpc.exportShippingList, {}, CALLERS.admin);
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.filename).toMatch(/^mail-club-shipping-\d{4}-\d{2}\.csv$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Name,Email,Plan,Address,Address line 2,City,State,Postal code,Country',
      `"'=HYPERLINK(""http://evil"")",ben@example.com,Collector Box,2 Oak Ave,Apt 4,Portland,OR,97201,US`,
      // Past due is still a member this month: Stripe is retrying the card.
      'Ann Lee,cara@example.com,Monthly Print,1 Main St,Apt 4,Portland,OR,97201,US',
      'Ann Lee,ann@example.com,Monthly Print,1 Main St,Apt 4,Portland,OR,97201,US',
    ]);

    // Cancelled by the artist at the period end: still active (and paying) until then.
    const ending = await call(SubscriptionRpc.cancelMemberSubscription, { id: benSub.id, when: 'period_end' }, CALLERS.admin);
    // (Ben renewed when the test clock moved on for Cara: his period is the one listed now.)
    const benPeriodEnd = all.subscriptions.find((member) => member.id === benSub.id)!.currentPeriodEnd;
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelAt: benPeriodEnd });
    expect((await call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin)).stats.monthlyRevenue).toBe('70.00');
    expect(await club.changes(danSub.id)).toEqual(['started', 'ended']);
    const refusal = await club.service.refusal(SubscriptionRpc.cancelMemberSubscription, { id: danSub.id, when: 'now' }, CALLERS.admin);
    expect([refusal.status, refusal.message]).toEqual([400, CANNOT_CANCEL_MESSAGE]);
  });
});

describe('subscribing on the hosted checkout page', () => {
  it('with 4242: the page, the success page, the account page; started recorded once with the member’s figures', async () => {
    const ann = club.customer();
    const { url } = await call(SubscriptionRpc.startCheckout, { planId: monthly.id }, ann);
    expect(url).toMatch(new RegExp(`^${club.stripe.publicUrl}/c/pay/cs_test_`));
    const sessionId = new URL(url).pathname.split('/').pop()!;
    expect(club.stripe.checkoutSessions.get(sessionId)).toMatchObject({
      status: 'open',
      mode: 'subscription',
      amount_total: 2_500,
      currency: 'usd',
      customer_email: ann.email,
      cancel_url: `${PUBLIC_URL}/mail-club`,
    });
    const outcome = await submitHostedPage(url, { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', ...ADDRESS });
    expect(outcome).toEqual({ status: 'complete', errorMessage: null, redirectUrl: `${PUBLIC_URL}/mail-club/success?session_id=${sessionId}` });

    const { subscription } = await call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, ann);
    expect(subscription).toMatchObject({
      planId: monthly.id,
      plan: { name: 'Monthly Print', features: ['A print'] },
      status: 'active',
      price: '25.00',
      currency: 'USD',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      fixPaymentUrl: null,
      canManageBilling: true,
    });
    await club.settled();
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, ann)).toEqual([subscription]);
    const [started, ...more] = await club.events(subscription.id);
    expect(more).toEqual([]);
    expect(started).toMatchObject({
      change: 'started',
      from: null,
      to: 'active',
      email: ann.email,
      userId: ann.userId,
      customerName: 'Ann Lee',
      planName: 'Monthly Print',
      amount: '25.00',
      currency: 'USD',
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    // The success page again (a reload) changes nothing.
    await call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, ann);
    expect(await club.changes(subscription.id)).toEqual(['started']);

    // The same plan again is refused; another plan is allowed.
    const again = await club.service.refusal(SubscriptionRpc.startCheckout, { planId: monthly.id }, ann);
    expect([again.status, again.message]).toEqual([400, ALREADY_SUBSCRIBED_MESSAGE('Monthly Print')]);
    const second = await call(SubscriptionRpc.startCheckout, { planId: collector.id }, ann);
    expect(second.url).toMatch(/\/c\/pay\/cs_test_/);
  });

  it('a declined card leaves the page open with the provider’s message, and no subscription', async () => {
    const ben = club.customer();
    const { sessionId, outcome } = await club.checkout(ben, monthly.id, '4000 0000 0000 0002');
    expect(outcome).toEqual({ status: 'open', errorMessage: 'Your card was declined.', redirectUrl: null });
    expect(club.stripe.checkoutSessions.get(sessionId)?.status).toBe('open');
    await club.settled();
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, ben)).toEqual([]);
    const refusal = await club.service.refusal(SubscriptionRpc.verifyCheckoutSession, { sessionId }, ben);
    expect([refusal.status, refusal.message]).toEqual([404, INVALID_SUBSCRIPTION_SESSION_MESSAGE]);
  });

  it('3-D Secure completed: the authentication page, then the success page', async () => {
    const cara = club.customer();
    const { sessionId, outcome } = await club.checkout(cara, collector.id, '4000 0027 6000 3184');
    expect(outcome).toMatchObject({ status: 'requires_action', errorMessage: null, redirectUrl: expect.stringContaining('/hosted/authenticate/') });
    const authenticated = await submitHostedPage(outcome.redirectUrl!, { outcome: 'complete' });
    expect(authenticated).toEqual({ status: 'complete', errorMessage: null, redirectUrl: `${PUBLIC_URL}/mail-club/success?session_id=${sessionId}` });
    const { subscription } = await call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, cara);
    expect(subscription).toMatchObject({ status: 'active', price: '45.00', plan: { name: 'Collector Box' } });
    await club.settled();
    expect(await club.changes(subscription.id)).toEqual(['started']);
  });

  it('3-D Secure failed: the page says why; no subscription, and nothing is announced', async () => {
    const dan = club.customer();
    const { sessionId, outcome } = await club.checkout(dan, collector.id, '4000 0027 6000 3184');
    const failed = await submitHostedPage(outcome.redirectUrl!, { outcome: 'fail' });
    expect(failed).toMatchObject({
      status: 'open',
      errorMessage: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    await club.settled();
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, dan)).toEqual([]);
    expect((await club.service.refusal(SubscriptionRpc.verifyCheckoutSession, { sessionId }, dan)).status).toBe(404);
  });

  it('a plan seeded without a provider price gets one at its first checkout', async () => {
    const [seeded] = await club.service.query<{ id: string }>(
      `INSERT INTO subscription_plans (name, slug, price_cents, features, status) VALUES ('Postcard Club', 'postcard-club', 1200, '[]', 'active') RETURNING id`,
    );
    const subscription = await club.subscribe(club.customer(), seeded!.id);
    expect(subscription).toMatchObject({ status: 'active', price: '12.00', plan: { name: 'Postcard Club' } });
    const [plan] = await call(SubscriptionRpc.listPlans, {}, CALLERS.admin).then((plans) => plans.filter((entry) => entry.id === seeded!.id));
    expect(plan?.stripePriceId).toMatch(/^price_/);
  });

  it('refuses a plan that is not on sale, and a session that does not know the e-mail', async () => {
    const inactive = await call(SubscriptionRpc.updatePlan, { id: (await club.plan('Old Box', '10')).id, status: 'inactive' }, CALLERS.admin);
    const refusal = await club.service.refusal(SubscriptionRpc.startCheckout, { planId: inactive.id }, club.customer());
    expect(refusal.status).toBe(400);
    const noEmail = await club.service.refusal(SubscriptionRpc.startCheckout, { planId: monthly.id }, CALLERS.customer());
    expect([noEmail.status, noEmail.message]).toEqual([401, SIGN_IN_AGAIN_TO_SUBSCRIBE_MESSAGE]);
    const portal = await club.service.refusal(SubscriptionRpc.openBillingPortal, {}, club.customer());
    // Stripe's customer portal is for a member's own customer: someone who never subscribed has none.
    expect([portal.status, portal.message]).toEqual([404, SUBSCRIPTION_NOT_FOUND_MESSAGE]);
  });
});

describe('the success page', () => {
  it('answers only the customer whose session it is, and only once it is paid', async () => {
    const erin = club.customer();
    const { url } = await call(SubscriptionRpc.startCheckout, { planId: monthly.id }, erin);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const unpaid = await club.service.refusal(SubscriptionRpc.verifyCheckoutSession, { sessionId }, erin);
    expect([unpaid.status, unpaid.message]).toEqual([404, INVALID_SUBSCRIPTION_SESSION_MESSAGE]);
    await submitHostedPage(url, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', ...ADDRESS });
    const someoneElse = await club.service.refusal(SubscriptionRpc.verifyCheckoutSession, { sessionId }, club.customer());
    expect([someoneElse.status, someoneElse.message]).toEqual([404, INVALID_SUBSCRIPTION_SESSION_MESSAGE]);
    const bogus = await club.service.refusal(SubscriptionRpc.verifyCheckoutSession, { sessionId: 'cs_test_not_a_session' }, erin);
    expect([bogus.status, bogus.message]).toEqual([404, INVALID_SUBSCRIPTION_SESSION_MESSAGE]);
    expect((await call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, erin)).subscription.status).toBe('active');
    await club.settled();
  });
});

describe('a member’s own subscription', () => {
  it('cancel at period end, then resume; another customer can neither read nor cancel it', async () => {
    const fay = club.customer();
    const subscription = await club.subscribe(fay, monthly.id);
    const stranger = club.customer();
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, stranger)).toEqual([]);
    for (const contract of [SubscriptionRpc.cancelOwnSubscription, SubscriptionRpc.resumeOwnSubscription]) {
      const refusal = await club.service.refusal(contract, { id: subscription.id }, stranger);
      expect([refusal.status, refusal.message]).toEqual([404, SUBSCRIPTION_NOT_FOUND_MESSAGE]);
    }

    const cancelled = await call(SubscriptionRpc.cancelOwnSubscription, { id: subscription.id }, fay);
    expect(cancelled.cancelAt).toBe(subscription.currentPeriodEnd);
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelAt: subscription.currentPeriodEnd });
    const twice = await club.service.refusal(SubscriptionRpc.cancelOwnSubscription, { id: subscription.id }, fay);
    expect([twice.status, twice.message]).toEqual([400, CANNOT_CANCEL_MESSAGE]);
    await club.settled();
    const [cancelScheduled] = (await club.events(subscription.id)).slice(1);
    expect(cancelScheduled).toMatchObject({ change: 'cancel_scheduled', cancelAt: subscription.currentPeriodEnd, to: 'active' });

    const resumed = await call(SubscriptionRpc.resumeOwnSubscription, { id: subscription.id }, fay);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelAt: null });
    const resumeAgain = await club.service.refusal(SubscriptionRpc.resumeOwnSubscription, { id: subscription.id }, fay);
    expect([resumeAgain.status, resumeAgain.message]).toEqual([400, CANNOT_RESUME_MESSAGE]);
    await club.settled();
    expect(await club.changes(subscription.id)).toEqual(['started', 'cancel_scheduled', 'resumed']);
  });

  it('cancelled at period end, it ends when the period does', async () => {
    const gus = club.customer();
    const subscription = await club.subscribe(gus, monthly.id);
    await call(SubscriptionRpc.cancelOwnSubscription, { id: subscription.id }, gus);
    await club.toPeriodEnd(subscription.currentPeriodEnd!);
    await club.settled();
    const [ended] = await call(SubscriptionRpc.listOwnSubscriptions, {}, gus);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: subscription.currentPeriodEnd });
    expect(await club.changes(subscription.id)).toEqual(['started', 'cancel_scheduled', 'ended']);
  });
});

describe('renewals by the provider’s clock', () => {
  it('a month later the card is charged again: the period moves and renewed is recorded', async () => {
    const hal = club.customer();
    const subscription = await club.subscribe(hal, collector.id);
    await club.toPeriodEnd(subscription.currentPeriodEnd!);
    await club.settled();
    const [renewed] = await call(SubscriptionRpc.listOwnSubscriptions, {}, hal);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: subscription.currentPeriodEnd });
    expect(new Date(renewed!.currentPeriodEnd!).getTime()).toBeGreaterThan(new Date(subscription.currentPeriodEnd!).getTime() + 27 * DAY);
    const events = await club.events(subscription.id);
    expect(events.map((event) => event.change)).toEqual(['started', 'renewed']);
    expect(events[1]).toMatchObject({ amount: '45.00', currentPeriodEnd: renewed!.currentPeriodEnd });
  });

  it('a failed renewal makes it past_due with a link to pay; paid with 4242 it is active again', async () => {
    const ivy = club.customer();
    const subscription = await club.subscribe(ivy, monthly.id);
    await club.cardStopsWorking(subscription.id);
    await club.toPeriodEnd(subscription.currentPeriodEnd!);
    await club.settled();
    const [pastDue] = await call(SubscriptionRpc.listOwnSubscriptions, {}, ivy);
    expect(pastDue).toMatchObject({ status: 'past_due', fixPaymentUrl: expect.stringMatching(new RegExp(`^${club.stripe.publicUrl}/i/in_`)) });
    const [, failed] = await club.events(subscription.id);
    expect(failed).toMatchObject({ change: 'payment_failed', from: 'active', to: 'past_due', fixPaymentUrl: pastDue!.fixPaymentUrl });

    const invoiceId = new URL(pastDue!.fixPaymentUrl!).pathname.split('/').pop()!;
    expect(club.stripe.invoices.get(invoiceId)).toMatchObject({ status: 'open', amount_due: 2_500, currency: 'usd' });
    expect(club.stripe.invoiceFailures.get(invoiceId)).toBe('Your card was declined.');
    expect((await submitHostedPage(pastDue!.fixPaymentUrl!, { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, 'paid')).status).toBe('paid');
    await club.settled();
    const [recovered] = await call(SubscriptionRpc.listOwnSubscriptions, {}, ivy);
    expect(recovered).toMatchObject({ status: 'active', fixPaymentUrl: null });
    expect(await club.changes(subscription.id)).toEqual(['started', 'payment_failed', 'recovered']);
  });

  it('a renewal that keeps failing ends the subscription after the last retry', async () => {
    const jo = club.customer();
    const subscription = await club.subscribe(jo, monthly.id);
    await club.cardStopsWorking(subscription.id);
    await club.toPeriodEnd(subscription.currentPeriodEnd!);
    await club.settled();
    // Retried on day 1 and 3: still past_due; the retry on day 7 fails too and ends it.
    for (const days of [1, 2]) {
      club.stripe.advanceClock(days * DAY);
      await club.settled();
      expect((await call(SubscriptionRpc.listOwnSubscriptions, {}, jo))[0]?.status).toBe('past_due');
    }
    club.stripe.advanceClock(4 * DAY);
    await club.settled();
    const [ended] = await call(SubscriptionRpc.listOwnSubscriptions, {}, jo);
    expect(ended).toMatchObject({ status: 'canceled', fixPaymentUrl: null });
    expect(await club.changes(subscription.id)).toEqual(['started', 'payment_failed', 'ended']);
  });
});

describe('notifications in any order, and twice', () => {
  it('a notification delivered again changes nothing and announces nothing', async () => {
    const kim = club.customer();
    const subscription = await club.subscribe(kim, monthly.id);
    const events = await club.service.query(`SELECT id FROM billing_events`);
    for (const notification of club.forwarder.forwarded.slice(-4)) await club.forwarder.deliver(notification);
    expect(await club.service.query(`SELECT id FROM billing_events`)).toHaveLength(events.length);
    expect(await club.changes(subscription.id)).toEqual(['started']);
  });

  it('the later notifications first (updated before created): one row in the right state, started once', async () => {
    const lou = club.customer();
    club.forwarder.holding = true;
    const { sessionId, outcome } = await club.checkout(lou, collector.id);
    expect(outcome.status).toBe('complete');
    await club.settled();
    club.forwarder.holding = false;
    const held = club.forwarder.held.splice(0);
    expect(held.map((notification) => (JSON.parse(notification.payload) as { type: string }).type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, lou)).toEqual([]);
    for (const notification of held.reverse()) await club.forwarder.deliver(notification);
    const [subscription, ...others] = await call(SubscriptionRpc.listOwnSubscriptions, {}, lou);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({ status: 'active', plan: { name: 'Collector Box' } });
    expect(await club.changes(subscription!.id)).toEqual(['started']);
    // Its shipping address came with checkout.session.completed, delivered after the subscription's own events.
    const all = await call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin);
    expect(all.subscriptions.find((member) => member.id === subscription!.id)?.shippingAddress).toEqual(ADDRESS);
    expect((await call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, lou)).subscription.id).toBe(subscription!.id);
  });

  it('the subscription’s notifications before or after the checkout’s, each twice: the same member and one started, naming who subscribed', async () => {
    /** Subscribes with every notification held, then delivers them in `order` (types), each twice. */
    const subscribeDelivering = async (order: string[]) => {
      const member = club.customer();
      club.forwarder.holding = true;
      const { outcome } = await club.checkout(member, monthly.id);
      expect(outcome.status).toBe('complete');
      await club.settled();
      club.forwarder.holding = false;
      const held = club.forwarder.held.splice(0);
      const typeOf = (notification: Notification) => (JSON.parse(notification.payload) as { type: string }).type;
      expect(held.map(typeOf).sort()).toEqual([...order].sort());
      for (const type of order) {
        const notification = held.find((candidate) => typeOf(candidate) === type)!;
        await club.forwarder.deliver(notification);
        await club.forwarder.deliver(notification);
      }
      const [subscription, ...others] = await call(SubscriptionRpc.listOwnSubscriptions, {}, member);
      expect(others).toEqual([]);
      const row = (await call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin)).subscriptions.find((one) => one.id === subscription!.id)!;
      const events = await club.events(subscription!.id);
      // What differs between two members anyway: who they are, and when.
      const same = ({ subscriptionId: _id, userId: _user, email, currentPeriodEnd: _end, ...rest }: Record<string, unknown>) => ({
        ...rest,
        email: email === member.email,
      });
      return {
        subscription: { status: subscription!.status, price: subscription!.price, planId: subscription!.planId },
        member: { customerName: row.customerName, shippingAddress: row.shippingAddress, email: row.userEmail === member.email },
        events: events.map(same),
      };
    };

    // As the emulator sends them (the subscription's own first), and the checkout's first.
    const subscriptionFirst = await subscribeDelivering(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    const checkoutFirst = await subscribeDelivering(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    expect(subscriptionFirst).toEqual(checkoutFirst);
    expect(subscriptionFirst.member).toEqual({ customerName: 'Ann Lee', shippingAddress: ADDRESS, email: true });
    expect(subscriptionFirst.events).toEqual([expect.objectContaining({ change: 'started', from: null, to: 'active', customerName: 'Ann Lee', email: true })]);
  });

  it('a notification that could not be processed stays recorded and the sweep processes it later', async () => {
    const blocked = club.customer('blocked@example.com');
    // The database refuses this member's row for a while (as a failed write would).
    await club.service.query(`ALTER TABLE user_subscriptions ADD CONSTRAINT refuse_blocked CHECK (user_email <> 'blocked@example.com') NOT VALID`);
    try {
      const { outcome } = await club.checkout(blocked, monthly.id);
      expect(outcome.status).toBe('complete');
      await expect
        .poll(async () => (await club.service.query(`SELECT id FROM billing_events WHERE processed_at IS NULL AND last_error IS NOT NULL`)).length)
        .toBeGreaterThan(0);
      expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, blocked)).toEqual([]);
    } finally {
      await club.service.query(`ALTER TABLE user_subscriptions DROP CONSTRAINT refuse_blocked`);
    }
    await club.settled();
    const [subscription] = await call(SubscriptionRpc.listOwnSubscriptions, {}, blocked);
    expect(subscription).toMatchObject({ status: 'active' });
    expect(await club.changes(subscription!.id)).toEqual(['started']);
  });

  it('refuses a notification whose signature is wrong', async () => {
    const refusal = await club.service.refusal(SubscriptionRpc.receiveBillingWebhook, { payload: '{"id":"evt_1"}', signature: 't=1,v1=abc' });
    expect(refusal).toMatchObject({ status: 400, message: 'The notification’s signature is not valid' });
  });
});

describe('a deleted account', () => {
  it('ends its subscriptions at once and keeps the rows without the account', async () => {
    const max = club.customer();
    const subscription = await club.subscribe(max, monthly.id);
    await club.publish('user.deleted', { userId: max.userId! });
    await expect
      .poll(
        async () =>
          (
            await club.service.query<{ status: string; user_id: string | null }>(`SELECT status, user_id FROM user_subscriptions WHERE id = $1`, [
              subscription.id,
            ])
          )[0],
      )
      .toEqual({ status: 'canceled', user_id: null });
    await club.settled();
    expect(await club.changes(subscription.id)).toEqual(['started', 'ended']);
    expect(await call(SubscriptionRpc.listOwnSubscriptions, {}, max)).toEqual([]);
  });
});

describe('the periodic reconciliation', () => {
  let lossy: MailClubTestbed;

  beforeAll(async () => {
    lossy = await MailClubTestbed.start({ SUBSCRIPTION_RECONCILE_MS: '300' });
    // Every notification is lost on its way (answered, never handed to the service).
    lossy.forwarder.holding = true;
  });

  afterAll(async () => {
    await lossy?.close();
  });

  it('repairs what lost notifications missed: the subscription, then its renewal', async () => {
    const plan = await lossy.plan('Monthly Print', '25');
    const nell = lossy.customer();
    const { outcome } = await lossy.checkout(nell, plan.id);
    expect(outcome.status).toBe('complete');
    await expect.poll(async () => (await lossy.service.call(SubscriptionRpc.listOwnSubscriptions, {}, nell))[0]?.status).toBe('active');
    const [subscription] = await lossy.service.call(SubscriptionRpc.listOwnSubscriptions, {}, nell);

    await lossy.toPeriodEnd(subscription!.currentPeriodEnd!);
    await expect
      .poll(async () => (await lossy.service.call(SubscriptionRpc.listOwnSubscriptions, {}, nell))[0]?.currentPeriodStart)
      .toBe(subscription!.currentPeriodEnd);
    expect(await lossy.changes(subscription!.id)).toEqual(['started', 'renewed']);
    // Who it is and where the packages go came from the checkout session, read again too.
    const [member] = (await lossy.service.call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin)).subscriptions;
    expect(member).toMatchObject({ userEmail: nell.email, customerName: 'Ann Lee', shippingAddress: ADDRESS });
    expect(await lossy.service.query(`SELECT id FROM billing_events`)).toEqual([]);
  });
});

describe('moving members to a plan’s new price', () => {
  it('a price change keeps members on their price until the artist moves them; moved, the next renewal charges the new amount', async () => {
    const letters = await club.plan('Studio Letters', '20');
    const ivy = club.customer();
    const jon = club.customer();
    const ivySub = await club.subscribe(ivy, letters.id);
    const jonSub = await club.subscribe(jon, letters.id);
    const revenue = async () => Number((await call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin)).stats.monthlyRevenue);
    const revenueBefore = await revenue();

    // A new price alone: the plan sells at 24, its members keep paying 20 and are not told anything.
    const repriced = await call(SubscriptionRpc.updatePlan, { id: letters.id, price: '24' }, CALLERS.admin);
    expect(repriced).toMatchObject({ price: '24.00', membersMoved: null });
    await club.settled();
    expect((await call(SubscriptionRpc.listOwnSubscriptions, {}, ivy))[0]).toMatchObject({ price: '20.00' });
    const listed = (await call(SubscriptionRpc.listPlans, {}, CALLERS.admin)).find((plan) => plan.id === letters.id);
    expect(listed).toMatchObject({ memberCount: 2, membersOnOtherPrice: 2 });
    expect((await call(SubscriptionRpc.listPlans, {})).find((plan) => plan.id === letters.id)?.memberCount).toBeUndefined();
    expect(await club.changes(ivySub.id)).toEqual(['started']);

    // The artist moves them: both at the provider, both rows, the revenue, and each member is told.
    const moved = await call(SubscriptionRpc.updatePlan, { id: letters.id, moveMembers: true }, CALLERS.admin);
    expect(moved).toMatchObject({ price: '24.00', stripePriceId: repriced.stripePriceId, membersMoved: { moved: 2, alreadyMoved: 0, failed: [] } });
    await club.settled();
    expect((await call(SubscriptionRpc.listOwnSubscriptions, {}, ivy))[0]).toMatchObject({ price: '24.00', currentPeriodEnd: ivySub.currentPeriodEnd });
    expect((await call(SubscriptionRpc.listOwnSubscriptions, {}, jon))[0]).toMatchObject({ price: '24.00' });
    expect(await revenue()).toBe(revenueBefore + 8);
    expect((await call(SubscriptionRpc.listPlans, {}, CALLERS.admin)).find((plan) => plan.id === letters.id)).toMatchObject({
      memberCount: 2,
      membersOnOtherPrice: 0,
    });
    const [, priceChanged] = await club.events(ivySub.id);
    expect(priceChanged).toMatchObject({
      change: 'price_changed',
      amount: '24.00',
      previousAmount: '20.00',
      email: ivy.email,
      currentPeriodEnd: ivySub.currentPeriodEnd,
    });

    // Asked again (a retry, or a second click): nothing moves twice, nobody is told twice.
    const again = await call(SubscriptionRpc.updatePlan, { id: letters.id, moveMembers: true }, CALLERS.admin);
    expect(again.membersMoved).toEqual({ moved: 0, alreadyMoved: 2, failed: [] });
    await club.settled();
    expect(await club.changes(jonSub.id)).toEqual(['started', 'price_changed']);

    // This month was paid at 20; the renewal charges 24.
    await club.toPeriodEnd(ivySub.currentPeriodEnd!);
    await club.settled();
    const providerId = await club.providerId(ivySub.id);
    const invoices = [...club.stripe.invoices.values()]
      .filter((invoice) => invoice.parent?.subscription_details?.subscription === providerId)
      .map((invoice) => ({ amount: invoice.amount_due, billing_reason: invoice.billing_reason }));
    expect(invoices).toEqual([
      { amount: 2_000, billing_reason: 'subscription_create' },
      { amount: 2_400, billing_reason: 'subscription_cycle' },
    ]);
    expect((await club.events(ivySub.id)).at(-1)).toMatchObject({ change: 'renewed', amount: '24.00' });
  });
});

describe('on Stripe', () => {
  let stripe: StripeEmulator;
  let onStripe: ServiceTestbed<'subscription'>;

  beforeAll(async () => {
    stripe = await StripeEmulator.start();
    onStripe = await ServiceTestbed.start('subscription', {
      env: {
        ...stripe.env,
        STRIPE_WEBHOOK_SECRET: 'whsec_any',
        PUBLIC_URL,
      },
    });
  });

  afterAll(async () => {
    await onStripe?.close();
    await stripe?.close();
  });

  it('checks out on Stripe Checkout, answers the success page, and opens the customer portal', async () => {
    const plan = await onStripe.call(
      SubscriptionRpc.createPlan,
      { name: 'Monthly Print', slug: 'monthly-print', price: '25', features: ['A print'], displayOrder: 1 },
      CALLERS.admin,
    );
    const ann = { ...CALLERS.customer(), email: 'ann@example.com' };
    const { url } = await onStripe.call(SubscriptionRpc.startCheckout, { planId: plan.id }, ann);
    expect(url).toMatch(new RegExp(`^${stripe.publicUrl}/c/pay/cs_`));
    const sessionId = [...stripe.checkoutSessions.keys()].pop()!;
    expect(stripe.checkoutSessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      customer_email: 'ann@example.com',
      success_url: `${PUBLIC_URL}/mail-club/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/mail-club`,
    });
    expect(stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')?.params).toMatchObject({
      line_items: { 0: { price: plan.stripePriceId, quantity: '1' } },
      subscription_data: { metadata: { userId: ann.userId, planId: plan.id } },
    });

    stripe.completeCheckout(sessionId);
    const { subscription } = await onStripe.call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, ann);
    expect(subscription).toMatchObject({ status: 'active', price: '25.00', canManageBilling: true, plan: { name: 'Monthly Print' } });
    const [member] = (await onStripe.call(SubscriptionRpc.listAllSubscriptions, {}, CALLERS.admin)).subscriptions;
    expect(member).toMatchObject({
      userEmail: 'ann@example.com',
      customerName: 'Ann Lee',
      shippingAddress: { name: 'Ann Lee', line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' },
    });

    const portal = await onStripe.call(SubscriptionRpc.openBillingPortal, {}, ann);
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.portalSessions.at(-1)).toMatchObject({ customer: member!.stripeCustomerId, return_url: `${PUBLIC_URL}/account` });
  });

  it('moves members on Stripe without proration; one Stripe refused is named, and moving again moves only that one', async () => {
    const plan = await onStripe.call(
      SubscriptionRpc.createPlan,
      { name: 'Collector Box', slug: 'collector-box', price: '40', features: ['An original'], displayOrder: 2 },
      CALLERS.admin,
    );
    const join = async (email: string) => {
      const customer = { ...CALLERS.customer(), email };
      await onStripe.call(SubscriptionRpc.startCheckout, { planId: plan.id }, customer);
      const sessionId = [...stripe.checkoutSessions.keys()].pop()!;
      const created = stripe.completeCheckout(sessionId);
      await onStripe.call(SubscriptionRpc.verifyCheckoutSession, { sessionId }, customer);
      return { customer, providerId: created.id };
    };
    const kim = await join('kim@example.com');
    const lou = await join('lou@example.com');
    stripe.refuseNext('POST', `/v1/subscriptions/${lou.providerId}`);

    const saved = await onStripe.call(SubscriptionRpc.updatePlan, { id: plan.id, price: '45', moveMembers: true }, CALLERS.admin);
    expect(saved).toMatchObject({ price: '45.00', membersMoved: { moved: 1, alreadyMoved: 0 } });
    expect(saved.membersMoved!.failed).toEqual([
      { subscriptionId: expect.any(String), member: 'lou@example.com', reason: expect.stringMatching(/rate limit/) },
    ]);
    const sent = [...stripe.requests].reverse().find((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${kim.providerId}`)!;
    expect(sent.params).toMatchObject({ items: { 0: { price: saved.stripePriceId } }, proration_behavior: 'none' });
    expect(sent.headers['idempotency-key']).toBe(`member-${kim.providerId}-price-${saved.stripePriceId}`);
    expect((await onStripe.call(SubscriptionRpc.listOwnSubscriptions, {}, kim.customer))[0]).toMatchObject({ price: '45.00' });
    expect((await onStripe.call(SubscriptionRpc.listOwnSubscriptions, {}, lou.customer))[0]).toMatchObject({ price: '40.00' });

    const again = await onStripe.call(SubscriptionRpc.updatePlan, { id: plan.id, moveMembers: true }, CALLERS.admin);
    expect(again.membersMoved).toEqual({ moved: 1, alreadyMoved: 1, failed: [] });
    expect(stripe.subscriptions.get(lou.providerId)!.items.data[0]!.price.unit_amount).toBe(4_500);
    expect((await onStripe.call(SubscriptionRpc.listOwnSubscriptions, {}, lou.customer))[0]).toMatchObject({ price: '45.00' });
  });
});
