import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscription, MailClubPlan, OutgoingMailEntry, SubscriptionsOverview, UserSubscription } from '@artshop/contracts';
import Stripe from 'stripe';
import {
  ApiClient,
  joinMailClub,
  PAYING_TEST_CARD,
  registerCustomer,
  submitHostedPage,
  TEST_SHIPPING_ADDRESS,
  TestSystem,
  useTestShopSettings,
} from '@artshop/testing';

/*
 * The Mail Club through the real shop (gateway, subscription, messaging, content) on the Stripe
 * emulator: a customer joins a plan on the hosted checkout page, gets the welcome mail and the artist
 * hears of the new member; the artist sees them, their price in the monthly revenue and their address
 * on the shipping list; cancelling at period end, each renewal, a failed renewal and its payment on the
 * invoice page, the end after the last failed retry, and the artist ending a membership are mailed. The months pass by the emulator's test clock, which renews, retries and ends subscriptions and
 * posts Stripe's events to the shop's webhook as Stripe does.
 */

const ARTIST_EMAIL = 'artist@mail-club.example';
const SHOP_NAME = 'Harbour Light Studio';
const PASSWORD = 'correct horse battery';
const MEMBER_EMAIL = 'mia.member@example.com';
const DAY = 24 * 3_600_000;

let system: TestSystem;
let admin: ApiClient;
let member: ApiClient;
let plan: MailClubPlan;

beforeAll(async () => {
  system = await TestSystem.start({ env: { ARTIST_EMAIL, SHOP_NAME } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  await useTestShopSettings(admin);
  const created = await admin.post('/api/subscription-plans', {
    name: 'Collector Box',
    slug: 'collector-box',
    description: 'A small original and two prints every month',
    price: '25',
    features: ['One small original', 'Two signed prints', 'A letter from the studio'],
    status: 'active',
    displayOrder: 1,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  plan = created.body as MailClubPlan;

  member = new ApiClient(system.baseUrl);
  expect((await registerCustomer(system, member, { email: MEMBER_EMAIL, password: PASSWORD, firstName: 'Mia', lastName: 'Member' })).status).toBe(201);
});

afterAll(async () => {
  await system?.close();
});

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The newest mail to this address whose subject matches, waiting for messaging to write it. */
const mailTo = (email: string, subject: string | RegExp, after = new Date(0)) =>
  system.eventually(
    async () => {
      const log = (await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[];
      return log.find(
        (mail) =>
          mail.to === email && new Date(mail.createdAt) >= after && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
      );
    },
    `the mail '${String(subject)}' to ${email}`,
  );

const mailClubMails = async (email: string) =>
  ((await admin.get('/api/admin/outgoing-mail')).body as OutgoingMailEntry[]).filter((mail) => mail.to === email && mail.template.startsWith('mail-club-'));

async function overview(query = ''): Promise<SubscriptionsOverview> {
  const answer = await admin.get(`/api/user-subscriptions/all${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SubscriptionsOverview;
}

const memberRow = async () => (await overview()).subscriptions.find((row) => row.userEmail === MEMBER_EMAIL);

const ownSubscription = async (): Promise<UserSubscription> => {
  const answer = await member.get('/api/user-subscriptions');
  expect(answer.status).toBe(200);
  return (answer.body as UserSubscription[])[0]!;
};

/** Moves Stripe's test clock just past the member's period end: the renewal is charged (or fails) and notified. */
function moveToRenewal(subscription: AdminSubscription): void {
  system.stripe!.advanceClock(new Date(subscription.currentPeriodEnd!).getTime() - system.stripe!.clockNow().getTime() + 60_000);
}

/** From now on the member's card is refused at every charge (Stripe's 4000 0000 0000 0341). */
function cardStopsWorking(subscription: AdminSubscription): void {
  system.stripe!.setCustomerCard(system.stripe!.subscriptions.get(subscription.stripeSubscriptionId)!.customer as string, '4000000000000341');
}

let sessionId: string;
let joined: UserSubscription;

describe('joining the Mail Club', () => {
  it('pays on the hosted page, verifies on the success page, and mails the welcome and the artist', async () => {
    const started = new Date(Date.now() - 1000);
    ({ sessionId, subscription: joined } = await joinMailClub(member, plan.id));
    expect(joined).toMatchObject({ planId: plan.id, status: 'active', price: '25.00', currency: 'USD', cancelAtPeriodEnd: false });
    expect(joined.plan.name).toBe('Collector Box');
    expect(new Date(joined.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3_600_000);

    const welcome = await mailTo(MEMBER_EMAIL, `Welcome to the ${SHOP_NAME} Mail Club`, started);
    expect(welcome.text).toContain('Your Collector Box membership is active: $25.00/month.');
    expect(welcome.text).toContain('5-7 business days');
    expect(welcome.text).toContain(`${system.baseUrl}/account`);

    const notice = await mailTo(ARTIST_EMAIL, /^New Mail Club member: .+ \(Collector Box\)$/, started);
    expect(notice.replyTo).toBe(MEMBER_EMAIL);
    expect(notice.text).toContain(MEMBER_EMAIL);
    expect(notice.text).toContain('Plan: Collector Box ($25.00/month)');

    // The success page checked twice (a reload) changes nothing and sends nothing more.
    expect((await member.get(`/api/checkout/subscription/${sessionId}`)).status).toBe(200);
    expect((await member.get('/api/user-subscriptions')).body).toHaveLength(1);
    expect((await mailClubMails(MEMBER_EMAIL)).map((mail) => mail.template)).toEqual(['mail-club-welcome']);
  });

  it('refuses the same plan twice while the first runs', async () => {
    const again = await member.post('/api/checkout/subscription', { planId: plan.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You already subscribe to Collector Box. Manage it from your account page.');
  });

  it('shows the artist the member, their price in the monthly revenue, and their address on the shipping list', async () => {
    const { subscriptions, stats } = await overview();
    expect(stats).toMatchObject({ total: 1, active: 1, pending: 0, canceled: 0, monthlyRevenue: '25.00', currency: 'USD' });
    const [row] = subscriptions;
    expect(row).toMatchObject({ userEmail: MEMBER_EMAIL, status: 'active', price: '25.00', cancelAtPeriodEnd: false });
    expect(row!.plan.name).toBe('Collector Box');
    expect(row!.shippingAddress).toMatchObject({ line1: TEST_SHIPPING_ADDRESS.line1, city: 'Camden', postalCode: '04843', country: 'US' });

    expect((await overview(`?planId=${plan.id}&status=active&q=mia.member`)).subscriptions.map((one) => one.id)).toEqual([row!.id]);
    expect((await overview('?status=past_due')).subscriptions).toEqual([]);
    expect((await overview('?q=nobody-like-this')).subscriptions).toEqual([]);
    // A page at a time: the answer says which page of how many matches.
    expect(await overview('?page=2&pageSize=1')).toMatchObject({ subscriptions: [], total: 1, page: 2, pageSize: 1 });
    for (const [query, message] of [
      ['?page=0', 'The page must be a whole number from 1'],
      ['?pageSize=1000', 'The page size must be a whole number from 1 to 100'],
    ] as const) {
      const refused = await admin.get(`/api/user-subscriptions/all${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message, query).toContain(message);
    }

    const csv = await admin.get('/api/user-subscriptions/shipping-list.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = String(csv.body);
    expect(text).toContain(MEMBER_EMAIL);
    expect(text).toContain('Collector Box');
    for (const part of [TEST_SHIPPING_ADDRESS.name, TEST_SHIPPING_ADDRESS.line1, TEST_SHIPPING_ADDRESS.city, TEST_SHIPPING_ADDRESS.postalCode])
      expect(text).toContain(part);
  });
});

describe('another customer', () => {
  it('cannot read, verify or cancel the member’s subscription (404)', async () => {
    const other = new ApiClient(system.baseUrl);
    expect((await registerCustomer(system, other, { email: 'olly.other@example.com', password: PASSWORD, firstName: 'Olly', lastName: 'Other' })).status).toBe(
      201,
    );
    expect((await other.get('/api/user-subscriptions')).body).toEqual([]);
    expect((await other.get(`/api/checkout/subscription/${sessionId}`)).status).toBe(404);
    const cancel = await other.post(`/api/cancel-subscription/${joined.id}`);
    expect(cancel.status).toBe(404);
    expect(cancel.body.message).toBe('Subscription not found');
    expect((await other.post(`/api/resume-subscription/${joined.id}`)).status).toBe(404);
    expect((await ownSubscription()).cancelAtPeriodEnd).toBe(false);
  });
});

describe('the webhook endpoint', () => {
  it('refuses a notification whose signature does not verify (400), changing nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: (await memberRow())!.stripeSubscriptionId, object: 'subscription', status: 'canceled' } },
    });
    const answer = await fetch(`${system.baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: payload,
    });
    expect(answer.status).toBe(400);
    expect((await memberRow())!.status).toBe('active');
  });
});

describe('cancelling and the months that follow', () => {
  it('cancels at period end with a mail saying when it ends, and resumes before then', async () => {
    const started = new Date(Date.now() - 1000);
    const cancelled = await member.post(`/api/cancel-subscription/${joined.id}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const cancelAt = String(cancelled.body.cancelAt);
    expect(new Date(cancelAt).getTime()).toBe(new Date(joined.currentPeriodEnd!).getTime());
    const mail = await mailTo(MEMBER_EMAIL, `Your Mail Club membership will end on ${longDate(cancelAt)}`, started);
    expect(mail.text).toContain('Resume it from your account page before that date');
    expect((await memberRow())!.cancelAtPeriodEnd).toBe(true);

    const resumed = await member.post(`/api/resume-subscription/${joined.id}`);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, cancelAt: null });
  });

  it('renews a month later and mails the receipt with the next renewal date', async () => {
    const started = new Date(Date.now() - 1000);
    const before = (await memberRow())!;
    moveToRenewal(before);
    const renewed = await system.eventually(async () => {
      const row = await memberRow();
      return row && row.currentPeriodEnd! > before.currentPeriodEnd! ? row : undefined;
    }, 'the renewal');
    expect(renewed.status).toBe('active');
    const receipt = await mailTo(MEMBER_EMAIL, 'Your Mail Club receipt: $25.00 for Collector Box', started);
    expect(receipt.text).toContain(`Your next renewal is on ${longDate(renewed.currentPeriodEnd!)}.`);
  });

  it('mails a failed renewal with a link to the invoice page, where another card pays it and the membership is active again', async () => {
    const started = new Date(Date.now() - 1000);
    const before = (await memberRow())!;
    cardStopsWorking(before);
    moveToRenewal(before);

    const failed = await mailTo(MEMBER_EMAIL, 'Your Mail Club payment failed', started);
    expect(failed.text).toContain('We will try your card again over the next few days.');
    const link = new RegExp(`${system.stripe!.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/i/([\\w-]+)`).exec(failed.text);
    expect(link, failed.text).not.toBeNull();
    expect(failed.html).toContain(`href="${link![0]}"`);
    const pastDue = (await memberRow())!;
    expect(pastDue).toMatchObject({ status: 'past_due', fixPaymentUrl: link![0] });
    expect((await overview()).stats).toMatchObject({ active: 0, pending: 1, monthlyRevenue: '0.00' });

    // The link opens Stripe's hosted invoice page (the emulator's), which says what is due and takes another card.
    const invoicePage = await fetch(link![0]);
    expect(invoicePage.status).toBe(200);
    expect(invoicePage.headers.get('content-type')).toContain('text/html');
    expect(await invoicePage.text()).toContain('25.00 USD');
    expect((await submitHostedPage(link![0], PAYING_TEST_CARD, 'paid')).status).toBe('paid');
    expect(system.stripe!.invoices.get(link![1]!)).toMatchObject({ status: 'paid' } satisfies Partial<Stripe.Invoice>);
    const recovered = await mailTo(MEMBER_EMAIL, 'Your Mail Club membership is active again', started);
    expect(recovered.text).toContain('Your payment of $25.00 for Collector Box went through');
    await system.eventually(async () => (await memberRow())?.status === 'active', 'the member active again');
  });

  it('ends the membership when the last retry of a failed renewal fails: the member and the artist are told why', async () => {
    const started = new Date(Date.now() - 1000);
    const before = (await memberRow())!;
    cardStopsWorking(before);
    moveToRenewal(before);
    await system.eventually(async () => (await memberRow())?.status === 'past_due', 'the failed renewal seen by the shop');
    await mailTo(MEMBER_EMAIL, 'Your Mail Club payment failed', started);
    // The provider tries the card again on day 1, 3 and 7; the third retry failing ends it.
    for (const days of [1, 2, 4]) system.stripe!.advanceClock(days * DAY);
    const ended = await mailTo(MEMBER_EMAIL, 'Your Mail Club membership has ended', started);
    expect(ended.text).toContain('Your Collector Box membership ended');
    expect(ended.text).toContain('because we could not take the payment.');
    expect(ended.text).toContain('No further payments will be taken.');
    const left = await mailTo(ARTIST_EMAIL, 'Mail Club member left: Mia Member (Collector Box)', started);
    expect(left.text).toContain('Their payment could not be taken.');
    expect((await memberRow())!.status).toBe('canceled');
    expect((await overview()).stats).toMatchObject({ total: 1, active: 0, pending: 0, canceled: 1, monthlyRevenue: '0.00' });
    expect(String((await admin.get('/api/user-subscriptions/shipping-list.csv')).body)).not.toContain(MEMBER_EMAIL);
  });

  it('lets the artist end a membership now: the member and the artist are told', async () => {
    const noah = new ApiClient(system.baseUrl);
    const email = 'noah.north@example.com';
    expect((await registerCustomer(system, noah, { email, password: PASSWORD, firstName: 'Noah', lastName: 'North' })).status).toBe(201);
    const { subscription } = await joinMailClub(noah, plan.id, { ...TEST_SHIPPING_ADDRESS, name: 'Noah North' });
    await mailTo(email, `Welcome to the ${SHOP_NAME} Mail Club`);
    expect((await overview()).stats).toMatchObject({ total: 2, active: 1, monthlyRevenue: '25.00' });

    const started = new Date(Date.now() - 1000);
    const ended = await admin.post(`/api/user-subscriptions/${subscription.id}/cancel`, { when: 'now' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({ userEmail: email, status: 'canceled' });
    const mail = await mailTo(email, 'Your Mail Club membership has ended', started);
    expect(mail.text).toContain('No further payments will be taken.');
    expect(mail.text).not.toContain('could not take the payment');
    const left = await mailTo(ARTIST_EMAIL, 'Mail Club member left: Noah North (Collector Box)', started);
    expect(left.text).toContain('Their membership was cancelled.');
    expect((await overview()).stats).toMatchObject({ total: 2, active: 0, canceled: 2, monthlyRevenue: '0.00' });
  });

  it('mailed each change once', async () => {
    expect((await mailClubMails(MEMBER_EMAIL)).map((mail) => mail.template).sort()).toEqual(
      [
        'mail-club-welcome',
        'mail-club-cancel-scheduled',
        'mail-club-renewal-receipt',
        'mail-club-payment-failed',
        'mail-club-recovered',
        'mail-club-payment-failed',
        'mail-club-ended',
      ].sort(),
    );
  });
});
