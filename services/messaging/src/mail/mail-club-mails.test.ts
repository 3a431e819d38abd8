import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueueName, type EventEnvelope, type EventPayloads } from '@artshop/contracts';
import { ServiceTestbed, subscriptionChange } from '@artshop/testing';

// The Mail Club's mails as messaging writes them from subscription.changed, delivered to its event queue
// as the relay would (the subscription service is not running; content neither, so mails are signed
// with the configured SHOP_NAME and ARTIST_EMAIL, and links start with PUBLIC_ORIGIN).
const ARTIST_EMAIL = 'artist@studio.example';
const SHOP_NAME = 'Harbour Light Studio';
const SHOP_URL = 'https://shop.example.com';

interface MailRow {
  template: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
}

let messaging: ServiceTestbed<'messaging'>;
let events: Queue;

beforeAll(async () => {
  messaging = await ServiceTestbed.start('messaging', { env: { ARTIST_EMAIL, SHOP_NAME, PUBLIC_ORIGIN: SHOP_URL } });
  events = new Queue(eventQueueName('messaging'), { connection: { url: messaging.env.REDIS_URL! }, prefix: messaging.env.BULL_PREFIX ?? 'artshop' });
});

afterAll(async () => {
  await events?.close();
  await messaging?.close();
});

type Change = EventPayloads['subscription.changed'];

function change(overrides: Partial<Change>): Change {
  return subscriptionChange({ customerName: 'Mia Member', currentPeriodEnd: '2026-12-24T10:00:00.000Z', ...overrides });
}

function envelope(data: Change): EventEnvelope<'subscription.changed'> {
  return { id: randomUUID(), type: 'subscription.changed', occurredAt: new Date().toISOString(), source: 'subscription', data };
}

/** Hands the event to messaging's queue as the relay does (`jobId` as given: the event id, or another for a second delivery). */
async function deliver(event: EventEnvelope, jobId: string = event.id): Promise<void> {
  await events.add(event.type, event, { jobId });
  await expect.poll(async () => ['completed', 'failed'].includes(await events.getJobState(jobId)), { timeout: 15_000 }).toBe(true);
  expect(await events.getJobState(jobId)).toBe('completed');
}

async function mailsOf(event: EventEnvelope): Promise<MailRow[]> {
  return messaging.query<MailRow>(`SELECT template, to_address, reply_to, subject, text, html FROM outgoing_mail WHERE event_id = $1 ORDER BY template`, [
    event.id,
  ]);
}

/** Delivers the change and answers its mails. */
async function mailsFor(data: Change): Promise<MailRow[]> {
  const event = envelope(data);
  await deliver(event);
  return mailsOf(event);
}

const mail = (mails: MailRow[], template: string) => {
  const found = mails.find((row) => row.template === template);
  if (!found) throw new Error(`no ${template} mail among ${mails.map((row) => row.template).join(', ')}`);
  return found;
};

describe('a new member (started)', () => {
  it('welcomes the member with the plan, the monthly amount, when the first package comes and where to manage it', async () => {
    const mails = await mailsFor(change({ change: 'started' }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-new-member', 'mail-club-welcome']);
    const welcome = mail(mails, 'mail-club-welcome');
    expect(welcome).toMatchObject({ to_address: 'mia.member@example.com', subject: `Welcome to the ${SHOP_NAME} Mail Club` });
    expect(welcome.text).toContain('Hello Mia Member,');
    expect(welcome.text).toContain('Your Collector Box membership is active: $25.00/month.');
    expect(welcome.text).toContain('Your first package will be on its way within 5-7 business days.');
    expect(welcome.text).toContain('Your next renewal is on December 24, 2026.');
    expect(welcome.text).toContain(`Manage your membership from your account: ${SHOP_URL}/account`);
    expect(welcome.text).toContain(SHOP_NAME);
    expect(welcome.html).toContain(`<a href="${SHOP_URL}/account">Manage your membership from your account</a>`);
    expect(welcome.html).toContain('$25.00/month');
  });

  it('tells the artist who joined, which plan for how much, and lets them reply to the member', async () => {
    const mails = await mailsFor(change({ change: 'started', amount: '42.50', currency: 'EUR', planName: 'Studio Letters' }));
    const notice = mail(mails, 'mail-club-new-member');
    expect(notice).toMatchObject({
      to_address: ARTIST_EMAIL,
      reply_to: 'mia.member@example.com',
      subject: 'New Mail Club member: Mia Member (Studio Letters)',
    });
    expect(notice.text).toContain('Member: Mia Member <mia.member@example.com>');
    expect(notice.text).toContain('Plan: Studio Letters (€42.50/month)');
    expect(notice.text).toContain(`${SHOP_URL}/admin/subscriptions`);
  });

  it('greets a member without a name by e-mail only, and escapes what they typed', async () => {
    const nameless = await mailsFor(change({ customerName: null, email: 'no.name@example.com' }));
    expect(mail(nameless, 'mail-club-welcome').text).toMatch(/^Hello,\n/);
    expect(mail(nameless, 'mail-club-new-member').subject).toBe('New Mail Club member: no.name@example.com (Collector Box)');

    const bold = await mailsFor(change({ customerName: 'Zoë <b>Bold</b>' }));
    expect(mail(bold, 'mail-club-welcome').html).toContain('Hello Zoë &lt;b&gt;Bold&lt;/b&gt;,');
    expect(mail(bold, 'mail-club-new-member').html).not.toContain('<b>Bold</b>');
  });

  it('writes one mail of each kind when the same event is delivered twice', async () => {
    const event = envelope(change({ change: 'started' }));
    // Two jobs for one event, as after a relay pass that published but crashed before marking it.
    await deliver(event, `${event.id}-a`);
    await deliver(event, `${event.id}-b`);
    expect((await mailsOf(event)).map((row) => [row.template, row.to_address])).toEqual([
      ['mail-club-new-member', ARTIST_EMAIL],
      ['mail-club-welcome', 'mia.member@example.com'],
    ]);
  });
});

describe('renewals and payments', () => {
  it('sends the member a receipt for the month with the amount, the plan and the next renewal date', async () => {
    const mails = await mailsFor(change({ change: 'renewed', from: 'active', to: 'active', currentPeriodEnd: '2027-01-24T10:00:00.000Z' }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-renewal-receipt']);
    const [receipt] = mails;
    expect(receipt).toMatchObject({ to_address: 'mia.member@example.com', subject: 'Your Mail Club receipt: $25.00 for Collector Box' });
    expect(receipt!.text).toContain('We received your payment of $25.00 for your Collector Box membership');
    expect(receipt!.text).toContain('Your next renewal is on January 24, 2027.');
  });

  it('tells the member a renewal failed, with the link to pay with another card and that the card will be tried again', async () => {
    const fixPaymentUrl = 'https://shop.example.com/mail-club/invoices/in_local_abc123';
    const mails = await mailsFor(change({ change: 'payment_failed', from: 'active', to: 'past_due', fixPaymentUrl }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-payment-failed']);
    const [failed] = mails;
    expect(failed).toMatchObject({ to_address: 'mia.member@example.com', subject: 'Your Mail Club payment failed' });
    expect(failed!.text).toContain("We could not take this month's payment of $25.00 for your Collector Box membership.");
    expect(failed!.text).toContain(`Pay with another card: ${fixPaymentUrl}`);
    expect(failed!.text).toContain('We will try your card again over the next few days.');
    expect(failed!.text).toContain('your membership will be cancelled');
    expect(failed!.html).toContain(`<a href="${fixPaymentUrl}">Pay with another card</a>`);
  });

  it('without a payment page, sends the member to their account page to update the card', async () => {
    const [failed] = await mailsFor(change({ change: 'payment_failed', from: 'active', to: 'past_due', fixPaymentUrl: null }));
    expect(failed!.text).toContain('You can update your card from your account page.');
    expect(failed!.text).toContain(`${SHOP_URL}/account`);
  });

  it('tells the member the membership is active again once the failed payment went through', async () => {
    const mails = await mailsFor(change({ change: 'recovered', from: 'past_due', to: 'active', currentPeriodEnd: '2027-02-24T10:00:00.000Z' }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-recovered']);
    const [recovered] = mails;
    expect(recovered).toMatchObject({ to_address: 'mia.member@example.com', subject: 'Your Mail Club membership is active again' });
    expect(recovered!.text).toContain('Your payment of $25.00 for Collector Box went through, and your membership is active again.');
    expect(recovered!.text).toContain('Your next renewal is on February 24, 2027.');
  });
});

describe('a new price', () => {
  it('tells the member their price changes, from what to what and from which renewal, before it is charged', async () => {
    const mails = await mailsFor(
      change({ change: 'price_changed', from: 'active', to: 'active', amount: '30.00', previousAmount: '25.00', currentPeriodEnd: '2026-12-24T10:00:00.000Z' }),
    );
    expect(mails.map((row) => row.template)).toEqual(['mail-club-price-changed']);
    const [changed] = mails;
    expect(changed).toMatchObject({
      to_address: 'mia.member@example.com',
      reply_to: null,
      subject: 'Your Mail Club price changes from $25.00 to $30.00 from December 24, 2026',
    });
    expect(changed!.text).toContain('Hello Mia Member,');
    expect(changed!.text).toContain('Your Mail Club price changes from $25.00 to $30.00 from December 24, 2026.');
    expect(changed!.text).toContain(
      'Your Collector Box membership continues as it is: nothing is charged now, and from December 24, 2026 each month costs $30.00.',
    );
    expect(changed!.text).toContain('you can cancel from your account page before December 24, 2026 and you will not be charged again.');
    expect(changed!.text).toContain(`Manage your membership from your account: ${SHOP_URL}/account`);
    expect(changed!.html).toContain('Your Mail Club price changes from $25.00 to $30.00 from December 24, 2026.');
  });

  it('reminds a member whose membership is set to end that the new price will not be charged', async () => {
    const [changed] = await mailsFor(
      change({ change: 'price_changed', from: 'active', to: 'active', amount: '20.00', previousAmount: '25.00', cancelAt: '2026-12-24T10:00:00.000Z' }),
    );
    expect(changed!.subject).toBe('Your Mail Club price changes from $25.00 to $20.00 from December 24, 2026');
    expect(changed!.text).toContain('Your membership is set to end on December 24, 2026, so you will not be charged the new price unless you resume it.');
    expect(changed!.text).not.toContain('you can cancel from your account page');
  });
});

describe('cancelling', () => {
  it('says when a cancelled membership ends and how to resume it before then', async () => {
    const mails = await mailsFor(change({ change: 'cancel_scheduled', from: 'active', to: 'active', cancelAt: '2026-12-24T10:00:00.000Z' }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-cancel-scheduled']);
    const [scheduled] = mails;
    expect(scheduled).toMatchObject({ to_address: 'mia.member@example.com', subject: 'Your Mail Club membership will end on December 24, 2026' });
    expect(scheduled!.text).toContain('your Collector Box membership will end on December 24, 2026. You will not be charged again');
    expect(scheduled!.text).toContain('Resume it from your account page before that date');
    expect(scheduled!.text).toContain(`Resume or manage your membership: ${SHOP_URL}/account`);
  });

  it('tells the member the membership ended, and the artist that they left', async () => {
    const mails = await mailsFor(change({ change: 'ended', from: 'active', to: 'canceled', cancelAt: '2026-12-24T10:00:00.000Z' }));
    expect(mails.map((row) => row.template)).toEqual(['mail-club-ended', 'mail-club-member-left']);
    const ended = mail(mails, 'mail-club-ended');
    expect(ended).toMatchObject({ to_address: 'mia.member@example.com', subject: 'Your Mail Club membership has ended' });
    expect(ended.text).toContain('Your Collector Box membership ended on December 24, 2026.');
    expect(ended.text).toContain('No further payments will be taken.');
    expect(ended.text).toContain(`Join again: ${SHOP_URL}/mail-club`);
    const left = mail(mails, 'mail-club-member-left');
    expect(left).toMatchObject({ to_address: ARTIST_EMAIL, reply_to: 'mia.member@example.com', subject: 'Mail Club member left: Mia Member (Collector Box)' });
    expect(left.text).toContain('Plan: Collector Box ($25.00/month)\n\nTheir membership was cancelled. Nothing more ships to them.');
  });

  it('says so when the membership ended because the payment could not be taken', async () => {
    const mails = await mailsFor(change({ change: 'ended', from: 'past_due', to: 'canceled', cancelAt: '2027-01-01T10:00:00.000Z' }));
    expect(mail(mails, 'mail-club-ended').text).toContain('Your Collector Box membership ended on January 1, 2027 because we could not take the payment.');
    expect(mail(mails, 'mail-club-member-left').text).toContain('Their payment could not be taken.');
  });

  it('writes no mail when a member resumes, or when a first payment never went through', async () => {
    expect(await mailsFor(change({ change: 'resumed', from: 'active', to: 'active' }))).toEqual([]);
    expect(await mailsFor(change({ change: 'expired', from: 'incomplete', to: 'incomplete_expired' }))).toEqual([]);
  });
});
