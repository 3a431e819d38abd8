import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionRpc, centsToDecimal } from '@artshop/contracts';
import { MAIL_CLUB_PLANS } from '@artshop/demo-data';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let subscription: ServiceTestbed<'subscription'>;

beforeAll(async () => {
  subscription = await ServiceTestbed.start('subscription', { seed: true });
});

afterAll(async () => {
  await subscription?.close();
});

describe('Mail Club plans', () => {
  it('lists the active plans by display order, each with its monthly price in dollars', async () => {
    const plans = await subscription.call(SubscriptionRpc.listPlans, {});
    const expected = [...MAIL_CLUB_PLANS].sort((a, b) => a.displayOrder - b.displayOrder);
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual(expected.map((plan) => [plan.name, centsToDecimal(plan.priceCents)]));
    expect(plans.every((plan) => plan.features.length > 0)).toBe(true);
  });

  it('keeps a withdrawn plan from visitors and shows it to the admin', async () => {
    const [withdrawn] = await subscription.query<{ slug: string }>(`UPDATE subscription_plans SET status = 'inactive' WHERE display_order = 1 RETURNING slug`);
    const visitorSees = await subscription.call(SubscriptionRpc.listPlans, {});
    const adminSees = await subscription.call(SubscriptionRpc.listPlans, {}, CALLERS.admin);
    expect(visitorSees.map((plan) => plan.slug)).not.toContain(withdrawn!.slug);
    expect(adminSees.find((plan) => plan.slug === withdrawn!.slug)?.status).toBe('inactive');
    expect(adminSees).toHaveLength(MAIL_CLUB_PLANS.length);
  });
});
