import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentRpc, SubscriptionRpc, type MailClubReportQuery } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// The shop's time zone is content's (its business settings): the report asks for it.
let content: ServiceTestbed<'content'>;
let subscription: ServiceTestbed<'subscription'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
  subscription = await ServiceTestbed.start('subscription', { env: { CONTENT_RPC: `127.0.0.1:${content.env.RPC_PORT}`, RPC_SECRET: content.env.RPC_SECRET! } });
});

afterAll(async () => {
  await subscription?.close();
  await content?.close();
});

beforeEach(async () => {
  await subscription.query(`DELETE FROM user_subscriptions`);
});

/** A member's row as the provider's notifications leave it. */
async function member(status: string, createdAt: string, endedAt: string | null = null) {
  await subscription.query(
    `INSERT INTO user_subscriptions (user_email, plan_id, stripe_subscription_id, stripe_customer_id, status, price_cents, currency, created_at, ended_at)
     VALUES ('member@example.com', $1, $2, 'cus_test', $3, 2500, 'usd', $4, $5)`,
    [randomUUID(), `sub_${randomUUID()}`, status, createdAt, endedAt],
  );
}

const report = (query: MailClubReportQuery) => subscription.call(SubscriptionRpc.mailClubReport, query, CALLERS.admin);

describe('Mail Club report', () => {
  it('counts members started, cancelled, at the start and at the end of March, and the churn', async () => {
    await member('active', '2025-01-10T10:00:00Z');
    await member('canceled', '2025-02-01T10:00:00Z', '2025-03-15T10:00:00Z');
    await member('active', '2025-03-05T10:00:00Z');
    // A checkout never paid made no member.
    await member('incomplete_expired', '2025-03-10T10:00:00Z', '2025-03-11T10:00:00Z');
    await member('canceled', '2025-03-20T10:00:00Z', '2025-03-25T10:00:00Z');
    await member('canceled', '2025-02-10T10:00:00Z', '2025-02-20T10:00:00Z');
    // The first instant after March: neither joined in it nor ended in it.
    await member('active', '2025-04-01T00:00:00Z');
    await member('canceled', '2025-01-01T10:00:00Z', '2025-04-01T00:00:00Z');

    expect(await report({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      timeZone: 'UTC',
      started: 2,
      cancelled: 2,
      activeAtStart: 3,
      activeAtEnd: 3,
      // 2 of the 3 members at the start.
      churnPercent: 66.7,
      revenue: null,
    });
    expect((await report({ from: '2024-01-01', to: '2024-12-31' })).churnPercent).toBeNull();
  });

  it('counts the days of the shop’s time zone: in Berlin, 23:30 UTC on the last of February is March, 22:30 UTC on the last of March is April', async () => {
    await member('active', '2025-02-28T23:30:00Z');
    await member('canceled', '2025-01-10T10:00:00Z', '2025-03-31T22:30:00Z');
    const march = { from: '2025-03-01', to: '2025-03-31' };
    expect(await report(march)).toMatchObject({ timeZone: 'UTC', started: 0, cancelled: 1, activeAtStart: 2, activeAtEnd: 1 });

    await content.call(ContentRpc.updateBusinessSettings, { timeZone: 'Europe/Berlin' }, CALLERS.admin);
    try {
      expect(await report(march)).toMatchObject({ timeZone: 'Europe/Berlin', started: 1, cancelled: 0, activeAtStart: 1, activeAtEnd: 2 });
    } finally {
      await content.call(ContentRpc.updateBusinessSettings, { timeZone: 'UTC' }, CALLERS.admin);
    }
  });

  it.each([
    [{ from: '2025-03-31', to: '2025-03-01' }, 'To must not be before From'],
    [{ from: '2000-01-01', to: '2025-03-01' }, 'A report covers at most 10 years: choose a shorter period'],
    [{ from: 'March', to: '2025-03-01' }, 'From must be a date (YYYY-MM-DD)'],
  ])('refuses %o with a 400 that says why', async (query, message) => {
    expect(await subscription.refusal(SubscriptionRpc.mailClubReport, query, CALLERS.admin)).toMatchObject({ status: 400, message });
  });
});
