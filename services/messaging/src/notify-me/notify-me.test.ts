import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingRpc } from '@artshop/contracts';
import { ServiceTestbed, subscriptionChange } from '@artshop/testing';

// Notify me of a drop, messaging alone: catalog is not running, so the asks are written as a confirmed link leaves
// them, and the drop's openings arrive as drop.opened on messaging's queue, as the relay delivers them.
const SHOP_URL = 'https://shop.example.com';
let messaging: ServiceTestbed<'messaging'>;

beforeAll(async () => {
  messaging = await ServiceTestbed.start('messaging', { env: { PUBLIC_ORIGIN: SHOP_URL } });
});

afterAll(async () => {
  await messaging?.close();
});

const dropId = randomUUID();
const opened = (phase: 'early-access' | 'public') =>
  messaging.deliver(
    'drop.opened',
    { dropId, slug: 'harbour', name: 'Harbour', phase, releaseAt: new Date().toISOString(), productIds: [randomUUID()] },
    'catalog',
  );

async function asked(email: string, status: 'pending' | 'confirmed'): Promise<void> {
  await messaging.query(`INSERT INTO drop_alerts (drop_id, drop_slug, drop_name, email, status) VALUES ($1, 'harbour', 'Harbour', $2, $3)`, [
    dropId,
    email,
    status,
  ]);
}

const mailsAbout = async (subject: string) =>
  (await messaging.query<{ to_address: string }>(`SELECT to_address FROM outgoing_mail WHERE subject = $1 ORDER BY to_address`, [subject])).map(
    (mail) => mail.to_address,
  );

describe('Notify me when a drop opens', () => {
  it('mails members at early access and the rest at the release, each confirmed address once', async () => {
    await messaging.deliver('subscription.changed', subscriptionChange({ email: 'mia.member@example.com', to: 'active' }), 'subscription');
    await messaging.deliver('subscription.changed', subscriptionChange({ email: 'lapsed@example.com', to: 'canceled' }), 'subscription');
    await asked('mia.member@example.com', 'confirmed');
    await asked('lapsed@example.com', 'confirmed');
    await asked('ann@example.com', 'confirmed');
    await asked('never.confirmed@example.com', 'pending');

    await opened('early-access');
    expect(await mailsAbout("Members' early access is open: “Harbour”")).toEqual(['mia.member@example.com']);
    expect(await mailsAbout('“Harbour” is open now')).toEqual([]);

    await opened('public');
    // A second delivery of an opening (another event: a retried release) mails nobody again.
    await opened('public');
    expect(await mailsAbout('“Harbour” is open now')).toEqual(['ann@example.com', 'lapsed@example.com']);
    expect(await mailsAbout("Members' early access is open: “Harbour”")).toEqual(['mia.member@example.com']);
    const [mail] = await messaging.query<{ text: string }>(`SELECT text FROM outgoing_mail WHERE to_address = 'ann@example.com'`);
    expect(mail!.text).toContain(`${SHOP_URL}/drops/harbour`);
  });

  it('keeps one ask per drop and address', async () => {
    await expect(asked('ann@example.com', 'pending')).rejects.toThrow(/duplicate key/);
  });

  it('takes nobody’s address while the shop cannot tell the drop exists', async () => {
    const refusal = await messaging.refusal(MessagingRpc.askDropAlert, { slug: 'harbour', email: 'new@example.com' });
    expect(refusal.status).toBe(503);
    expect(await messaging.query(`SELECT 1 FROM drop_alerts WHERE email = 'new@example.com'`)).toEqual([]);
  });
});
