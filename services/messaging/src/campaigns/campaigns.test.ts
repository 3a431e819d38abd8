import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingRpc, type SubscriptionStatus } from '@artshop/contracts';
import { CALLERS, PartProcess, ServiceTestbed, freePort, subscriptionChange } from '@artshop/testing';

// Campaigns to the list, with the subscription service that owns the Mail Club: catalog and content are
// not running, so these campaigns show no works and the test mail goes to the configured ARTIST_EMAIL.
// Mail Club members arrive as subscription.changed events on messaging's queue, as the relay delivers
// them; one who joined before campaigns existed is known to the subscription service alone.
const ARTIST_EMAIL = 'artist@studio.example';
const SHOP_URL = 'https://shop.example.com';

let subscription: ServiceTestbed<'subscription'>;
let messaging: ServiceTestbed<'messaging'>;

beforeAll(async () => {
  subscription = await ServiceTestbed.start('subscription');
  messaging = await ServiceTestbed.start('messaging', {
    env: {
      ARTIST_EMAIL,
      PUBLIC_ORIGIN: SHOP_URL,
      CAMPAIGN_BATCH_SIZE: '2',
      CAMPAIGN_BATCH_INTERVAL_SECONDS: '0',
      SUBSCRIPTION_RPC: `127.0.0.1:${subscription.env.RPC_PORT}`,
      RPC_SECRET: subscription.env.RPC_SECRET!,
    },
  });
});

afterAll(async () => {
  await messaging?.close();
  await subscription?.close();
});

/** A Mail Club subscription as the subscription service keeps it, of which messaging was never told. */
async function memberBeforeCampaigns(email: string, status: SubscriptionStatus): Promise<void> {
  await subscription.query(
    `INSERT INTO user_subscriptions (user_email, plan_id, stripe_subscription_id, stripe_customer_id, status, price_cents, currency)
     VALUES ($1, $2, $3, 'cus_test', $4, 2500, 'USD')`,
    [email, randomUUID(), `sub_${randomUUID()}`, status],
  );
}

const draft = (subject: string, lists: { toNewsletter?: boolean; toMailClub?: boolean } = {}) => ({
  subject,
  text: 'New **paintings** from the harbour series.\n\n<script>alert(1)</script>[Read more](javascript:alert)',
  toNewsletter: true,
  toMailClub: true,
  ...lists,
});

async function subscriber(testbed: ServiceTestbed<'messaging'>, email: string, status: 'pending' | 'confirmed' | 'unsubscribed'): Promise<void> {
  await testbed.query(
    `INSERT INTO newsletter_subscribers (email, status, unsubscribe_token, confirmed_at) VALUES ($1, $2, $3, CASE WHEN $2 = 'confirmed' THEN now() END)`,
    [email, status, randomUUID()],
  );
}

/** A Mail Club subscription's change, delivered to messaging's event queue as the relay would. */
async function member(testbed: ServiceTestbed<'messaging'>, email: string, to: SubscriptionStatus): Promise<void> {
  await testbed.deliver(
    'subscription.changed',
    subscriptionChange({ email, customerName: null, change: to === 'active' ? 'started' : 'ended', to }),
    'subscription',
  );
}

interface CampaignMail {
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const campaignMails = (testbed: ServiceTestbed<'messaging'>, subject: string) =>
  testbed.query<CampaignMail>(
    `SELECT to_address, subject, html, text, headers FROM outgoing_mail WHERE template = 'campaign' AND subject = $1 ORDER BY to_address`,
    [subject],
  );

async function sent(testbed: ServiceTestbed<'messaging'>, id: string) {
  await expect.poll(async () => (await testbed.call(MessagingRpc.getCampaign, { id }, CALLERS.admin)).status, { timeout: 20_000 }).toBe('sent');
  return testbed.call(MessagingRpc.getCampaign, { id }, CALLERS.admin);
}

describe('sending a campaign', () => {
  beforeAll(async () => {
    await subscriber(messaging, 'ann@example.com', 'confirmed');
    await subscriber(messaging, 'both@example.com', 'confirmed');
    await subscriber(messaging, 'pending@example.com', 'pending');
    await subscriber(messaging, 'left@example.com', 'unsubscribed');
    await member(messaging, 'Both@example.com', 'active');
    await member(messaging, 'mia@example.com', 'active');
    await member(messaging, 'gone@example.com', 'canceled');
    await memberBeforeCampaigns('Early@Example.com', 'active');
    await memberBeforeCampaigns('both@example.com', 'active');
    await memberBeforeCampaigns('lapsed@example.com', 'canceled');
  });

  it('mails confirmed subscribers and active members (those who joined before campaigns too), each address once, and counts them', async () => {
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Harbour series'), CALLERS.admin);
    expect(campaign.status).toBe('draft');
    await messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin);
    const done = await sent(messaging, campaign.id);
    const mails = await campaignMails(messaging, 'Harbour series');
    expect(mails.map((mail) => mail.to_address)).toEqual(['ann@example.com', 'both@example.com', 'early@example.com', 'mia@example.com']);
    expect(done.counts).toMatchObject({ recipients: 4, failed: 0, unsubscribed: 0 });
    await expect.poll(async () => (await messaging.call(MessagingRpc.getCampaign, { id: campaign.id }, CALLERS.admin)).counts.sent).toBe(4);
  });

  it('goes to one list alone when asked', async () => {
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Members only', { toNewsletter: false }), CALLERS.admin);
    await messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin);
    await sent(messaging, campaign.id);
    expect((await campaignMails(messaging, 'Members only')).map((mail) => mail.to_address)).toEqual([
      'both@example.com',
      'early@example.com',
      'mia@example.com',
    ]);
  });

  it('carries the unsubscribe link in both parts and as List-Unsubscribe with one-click, and no raw HTML from the text', async () => {
    const [mail] = await campaignMails(messaging, 'Harbour series');
    const [{ unsubscribe_token: token }] = await messaging.query<{ unsubscribe_token: string }>(
      `SELECT unsubscribe_token FROM campaign_recipients WHERE email = 'ann@example.com' LIMIT 1`,
    );
    const link = `${SHOP_URL}/api/list/unsubscribe/${token}`;
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link}>, <mailto:${ARTIST_EMAIL}?subject=Unsubscribe%20ann%40example.com>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain('<strong>paintings</strong>');
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('href="javascript');
    expect(mail!.html).not.toMatch(/<img[^>]*(width="1"|height="1")/);
  });

  it('sends once when Send is pressed twice at the same moment, and refuses it after', async () => {
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Twice pressed', { toMailClub: false }), CALLERS.admin);
    const presses = await Promise.allSettled([
      messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin),
      messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin),
    ]);
    expect(presses.filter((press) => press.status === 'fulfilled')).toHaveLength(1);
    await sent(messaging, campaign.id);
    expect((await campaignMails(messaging, 'Twice pressed')).map((mail) => mail.to_address)).toEqual(['ann@example.com', 'both@example.com']);
    const again = await messaging.refusal(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin);
    expect(again).toMatchObject({ status: 409, message: 'This campaign has been sent already: it cannot be sent or changed again' });
    expect((await messaging.refusal(MessagingRpc.updateCampaign, { id: campaign.id, subject: 'Changed' }, CALLERS.admin)).status).toBe(409);
  });

  it('takes an address off the list by a one-click post, counts it, and sends it no more campaigns', async () => {
    const [{ unsubscribe_token: token, campaign_id: campaignId }] = await messaging.query<{ unsubscribe_token: string; campaign_id: string }>(
      `SELECT r.unsubscribe_token, r.campaign_id FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
        WHERE r.email = 'mia@example.com' AND c.subject = 'Harbour series'`,
    );
    expect(await messaging.call(MessagingRpc.unsubscribeFromListOneClick, { token })).toEqual({
      message: 'You have been unsubscribed: no more mail from this list will reach you.',
    });
    expect((await messaging.call(MessagingRpc.getCampaign, { id: campaignId }, CALLERS.admin)).counts.unsubscribed).toBe(1);
    // The visible link, from another campaign, leaves a newsletter subscriber off the newsletter too.
    const [{ unsubscribe_token: annToken }] = await messaging.query<{ unsubscribe_token: string }>(
      `SELECT r.unsubscribe_token FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id WHERE r.email = 'ann@example.com' AND c.subject = 'Twice pressed'`,
    );
    expect(await messaging.call(MessagingRpc.unsubscribeFromList, { token: annToken })).toEqual({ redirect: '/?newsletter=unsubscribed' });
    expect(await messaging.query(`SELECT status FROM newsletter_subscribers WHERE email = 'ann@example.com'`)).toEqual([{ status: 'unsubscribed' }]);
    expect(await messaging.call(MessagingRpc.unsubscribeFromList, { token: 'no-such-token' })).toEqual({ redirect: '/?newsletter=invalid' });

    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('After leaving'), CALLERS.admin);
    await messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin);
    await sent(messaging, campaign.id);
    expect((await campaignMails(messaging, 'After leaving')).map((mail) => mail.to_address)).toEqual(['both@example.com', 'early@example.com']);
  });

  it('lists each campaign with its status and counts', async () => {
    const campaigns = await messaging.call(MessagingRpc.listCampaigns, {}, CALLERS.admin);
    const harbour = campaigns.find((campaign) => campaign.subject === 'Harbour series');
    expect(harbour).toMatchObject({ status: 'sent', counts: { recipients: 4, sent: 4, failed: 0, unsubscribed: 2 } });
  });

  it('shows each recipient of a sent campaign with its status and error, a page at a time', async () => {
    const [harbour] = (await messaging.call(MessagingRpc.listCampaigns, {}, CALLERS.admin)).filter((campaign) => campaign.subject === 'Harbour series');
    await messaging.query(
      `UPDATE outgoing_mail SET status = 'failed', error = '550 5.1.1 Mailbox unavailable' WHERE id = (SELECT mail_id FROM campaign_recipients WHERE campaign_id = $1 AND email = 'early@example.com')`,
      [harbour!.id],
    );
    const first = await messaging.call(MessagingRpc.listCampaignRecipients, { id: harbour!.id, page: 1, pageSize: 3 }, CALLERS.admin);
    expect(first).toEqual({
      recipients: [
        { email: 'ann@example.com', status: 'unsubscribed', error: null },
        { email: 'both@example.com', status: 'sent', error: null },
        { email: 'early@example.com', status: 'failed', error: '550 5.1.1 Mailbox unavailable' },
      ],
      total: 4,
      page: 1,
      pageSize: 3,
    });
    const second = await messaging.call(MessagingRpc.listCampaignRecipients, { id: harbour!.id, page: 2, pageSize: 3 }, CALLERS.admin);
    expect(second.recipients).toEqual([{ email: 'mia@example.com', status: 'unsubscribed', error: null }]);
    expect((await messaging.call(MessagingRpc.getCampaign, { id: harbour!.id }, CALLERS.admin)).counts.failed).toBe(1);
    expect(await messaging.refusal(MessagingRpc.listCampaignRecipients, { id: harbour!.id, page: 0 } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'The page must be a whole number from 1',
    });
    expect(await messaging.refusal(MessagingRpc.listCampaignRecipients, { id: randomUUID() } as never, CALLERS.admin)).toMatchObject({
      status: 404,
      message: 'Campaign not found',
    });
  });
});

describe('cancelling a scheduled campaign', () => {
  it('takes it back to a draft before it starts: nothing is sent, and it can be scheduled again', async () => {
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Called off', { toMailClub: false }), CALLERS.admin);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await messaging.call(MessagingRpc.sendCampaign, { id: campaign.id, sendAt: inAnHour }, CALLERS.admin)).status).toBe('scheduled');
    const cancelled = await messaging.call(MessagingRpc.cancelCampaign, { id: campaign.id }, CALLERS.admin);
    expect(cancelled).toMatchObject({ status: 'draft', sendAt: null, counts: { recipients: 0 } });
    expect(await messaging.refusal(MessagingRpc.cancelCampaign, { id: campaign.id }, CALLERS.admin)).toMatchObject({
      status: 409,
      message: 'Only a scheduled campaign can be cancelled: this one is not scheduled',
    });
    // A draft again: it can be changed, and sent.
    await messaging.call(MessagingRpc.updateCampaign, { ...draft('Called off, then sent', { toMailClub: false }), id: campaign.id }, CALLERS.admin);
    await messaging.call(MessagingRpc.sendCampaign, { id: campaign.id }, CALLERS.admin);
    await sent(messaging, campaign.id);
    expect(await campaignMails(messaging, 'Called off')).toEqual([]);
    expect((await campaignMails(messaging, 'Called off, then sent')).length).toBeGreaterThan(0);
  });

  it('is refused once sending has started, with a message that says so', async () => {
    const [harbour] = (await messaging.call(MessagingRpc.listCampaigns, {}, CALLERS.admin)).filter((campaign) => campaign.subject === 'Harbour series');
    const before = await messaging.call(MessagingRpc.getCampaign, { id: harbour!.id }, CALLERS.admin);
    expect(await messaging.refusal(MessagingRpc.cancelCampaign, { id: harbour!.id }, CALLERS.admin)).toMatchObject({
      status: 409,
      message: 'This campaign has started sending: it can no longer be cancelled',
    });
    expect(await messaging.call(MessagingRpc.getCampaign, { id: harbour!.id }, CALLERS.admin)).toEqual(before);
  });
});

describe('writing, previewing and testing a campaign', () => {
  it('previews the mail as it will be sent, from the same template', async () => {
    const preview = await messaging.call(MessagingRpc.previewCampaign, draft('A preview'), CALLERS.admin);
    expect(preview.subject).toBe('A preview');
    expect(preview.html).toContain('<strong>paintings</strong>');
    expect(preview.html).toContain('Unsubscribe');
  });

  it('sends a test to the artist’s own address, marked as a test, and leaves the draft a draft', async () => {
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Studio news'), CALLERS.admin);
    expect(await messaging.call(MessagingRpc.sendCampaignTest, { id: campaign.id }, CALLERS.admin)).toEqual({
      to: ARTIST_EMAIL,
      message: `A test was sent to ${ARTIST_EMAIL}`,
    });
    expect((await campaignMails(messaging, '[Test] Studio news')).map((mail) => mail.to_address)).toEqual([ARTIST_EMAIL]);
    expect((await messaging.call(MessagingRpc.getCampaign, { id: campaign.id }, CALLERS.admin)).status).toBe('draft');
  });

  it('refuses what it cannot send with a message a person understands, and keeps nothing', async () => {
    const before = await messaging.call(MessagingRpc.listCampaigns, {}, CALLERS.admin);
    expect(await messaging.refusal(MessagingRpc.createCampaign, { subject: '  ' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { subject: 'Please give the campaign a subject' },
    });
    expect(await messaging.refusal(MessagingRpc.createCampaign, { subject: 'Nobody', toNewsletter: false, toMailClub: false }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { toNewsletter: 'Choose who gets it: newsletter subscribers, Mail Club members, or both' },
    });
    const campaign = await messaging.call(MessagingRpc.createCampaign, draft('Yesterday'), CALLERS.admin);
    expect(await messaging.refusal(MessagingRpc.sendCampaign, { id: campaign.id, sendAt: '2020-01-01T10:00:00Z' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { sendAt: 'The time to send must be in the future' },
    });
    expect(await messaging.call(MessagingRpc.listCampaigns, {}, CALLERS.admin)).toHaveLength(before.length + 1);
  });
});

describe('a scheduled campaign with two replicas', () => {
  let throttled: ServiceTestbed<'messaging'>;
  let replica: PartProcess;

  beforeAll(async () => {
    // One batch of two an hour: what goes out is decided by count, and the test never waits for the next batch.
    throttled = await ServiceTestbed.start('messaging', { env: { CAMPAIGN_BATCH_SIZE: '2', CAMPAIGN_BATCH_INTERVAL_SECONDS: '3600' } });
    const [rpcPort, httpPort] = await Promise.all([freePort(), freePort()]);
    replica = new PartProcess(
      'messaging',
      { ...throttled.env, RPC_PORT: String(rpcPort), HTTP_PORT: String(httpPort) },
      `http://127.0.0.1:${httpPort}/health/ready`,
    );
    await replica.start();
    for (const name of ['a', 'b', 'c', 'd', 'e']) await subscriber(throttled, `${name}@example.com`, 'confirmed');
  });

  afterAll(async () => {
    await replica?.stop();
    await throttled?.close();
  });

  it('is started once by one of them, and writes one batch of the configured size', async () => {
    const campaign = await throttled.call(MessagingRpc.createCampaign, draft('Scheduled', { toMailClub: false }), CALLERS.admin);
    const scheduled = await throttled.call(MessagingRpc.sendCampaign, { id: campaign.id, sendAt: new Date(Date.now() + 1_000).toISOString() }, CALLERS.admin);
    expect(scheduled.status).toBe('scheduled');
    await expect
      .poll(async () => (await throttled.call(MessagingRpc.getCampaign, { id: campaign.id }, CALLERS.admin)).status, { timeout: 20_000 })
      .toBe('sending');
    const mails = await campaignMails(throttled, 'Scheduled');
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.to_address)).size).toBe(2);
    const now = await throttled.call(MessagingRpc.getCampaign, { id: campaign.id }, CALLERS.admin);
    expect(now.counts.recipients).toBe(5);
    expect(await throttled.query(`SELECT count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 AND mail_id IS NOT NULL`, [campaign.id])).toEqual([
      { n: 2 },
    ]);
  });
});
