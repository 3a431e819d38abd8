import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_DEACTIVATED_MESSAGE,
  PLAN_FEATURE_MESSAGE,
  PLAN_NAME_REQUIRED_MESSAGE,
  PLAN_PRICE_MESSAGE,
  PLAN_SLUG_FORMAT_MESSAGE,
  PLAN_SLUG_TAKEN_MESSAGE,
  PLAN_STATUS_MESSAGE,
  SubscriptionRpc,
  centsToDecimal,
  type MailClubPlan,
} from '@artshop/contracts';
import { MAIL_CLUB_PLANS } from '@artshop/demo-data';
import { CALLERS, StripeEmulator, ServiceTestbed } from '@artshop/testing';

let subscription: ServiceTestbed<'subscription'>;

beforeAll(async () => {
  subscription = await ServiceTestbed.start('subscription', { seed: true });
});

afterAll(async () => {
  await subscription?.close();
});

const admin = CALLERS.admin;
let slugs = 0;
const newPlan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Collector Box',
  slug: `collector-box-${(slugs += 1)}`,
  description: 'A small original every month',
  price: '45',
  features: ['One small original', 'Signed postcard'],
  isRecommended: true,
  status: 'active' as const,
  displayOrder: '7',
  ...overrides,
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
    await subscription.query(`UPDATE subscription_plans SET status = 'active' WHERE slug = $1`, [withdrawn!.slug]);
  });
});

describe('plan validation', () => {
  it.each([
    [{ name: '  ' }, 'name', PLAN_NAME_REQUIRED_MESSAGE],
    [{ slug: 'Collector Box' }, 'slug', PLAN_SLUG_FORMAT_MESSAGE],
    [{ slug: 'collector--box' }, 'slug', PLAN_SLUG_FORMAT_MESSAGE],
    [{ price: '0' }, 'price', PLAN_PRICE_MESSAGE],
    [{ price: '-5' }, 'price', PLAN_PRICE_MESSAGE],
    [{ price: 'ten' }, 'price', PLAN_PRICE_MESSAGE],
    [{ price: '9.999' }, 'price', 'Price can have at most two decimals'],
    [{ features: ['Prints', ' '] }, 'features.1', PLAN_FEATURE_MESSAGE],
    [{ status: 'paused' }, 'status', PLAN_STATUS_MESSAGE],
    [{ displayOrder: '1.5' }, 'displayOrder', 'Display order must be a whole number'],
  ])('refuses %j with a message naming the field', async (overrides, field, message) => {
    const refusal = await subscription.refusal(SubscriptionRpc.createPlan, newPlan(overrides) as never, admin);
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.[field]).toBe(message);
  });

  it('refuses a slug another plan uses, with a 400 on the slug', async () => {
    const refusal = await subscription.refusal(SubscriptionRpc.createPlan, newPlan({ slug: MAIL_CLUB_PLANS[0]!.slug }), admin);
    expect(refusal).toMatchObject({ status: 400, message: PLAN_SLUG_TAKEN_MESSAGE, errors: { slug: PLAN_SLUG_TAKEN_MESSAGE } });
  });
});

/** Stripe's view (the emulator's) of a plan's price. */
async function providerPrice(priceId: string) {
  const price = subscription.stripe!.prices.get(priceId);
  return price && { id: price.id, active: price.active, amount_cents: price.unit_amount, product_id: price.product };
}

describe('creating, editing and deleting a plan, synced to the payment provider', () => {
  let plan: MailClubPlan;

  it('creates the plan with its product and monthly price at the provider', async () => {
    plan = await subscription.call(SubscriptionRpc.createPlan, newPlan({ displayOrder: '' }), admin);
    expect(plan).toMatchObject({
      name: 'Collector Box',
      price: '45.00',
      features: ['One small original', 'Signed postcard'],
      isRecommended: true,
      status: 'active',
      displayOrder: 0,
    });
    expect(plan.stripeProductId).toBeTruthy();
    expect(plan.stripePriceId).toBeTruthy();
    expect(await providerPrice(plan.stripePriceId!)).toMatchObject({ active: true, amount_cents: 4500, product_id: plan.stripeProductId });
    const visitorSees = await subscription.call(SubscriptionRpc.listPlans, {});
    expect(visitorSees.find((entry) => entry.id === plan.id)?.price).toBe('45.00');
  });

  it('a price change makes a new price and archives the old one; other changes keep the price', async () => {
    const renamed = await subscription.call(SubscriptionRpc.updatePlan, { id: plan.id, name: 'Collector Box Deluxe', features: ['One original'] }, admin);
    expect(renamed).toMatchObject({
      name: 'Collector Box Deluxe',
      features: ['One original'],
      price: '45.00',
      stripePriceId: plan.stripePriceId,
      slug: plan.slug,
    });
    const repriced = await subscription.call(SubscriptionRpc.updatePlan, { id: plan.id, price: '49.50' }, admin);
    expect(repriced.price).toBe('49.50');
    expect(repriced.stripeProductId).toBe(plan.stripeProductId);
    expect(repriced.stripePriceId).not.toBe(plan.stripePriceId);
    expect(await providerPrice(repriced.stripePriceId!)).toMatchObject({ active: true, amount_cents: 4950 });
    expect(await providerPrice(plan.stripePriceId!)).toMatchObject({ active: false, amount_cents: 4500 });
    plan = repriced;
  });

  it('refuses to give a plan the slug of another', async () => {
    const refusal = await subscription.refusal(SubscriptionRpc.updatePlan, { id: plan.id, slug: MAIL_CLUB_PLANS[0]!.slug }, admin);
    expect(refusal).toMatchObject({ status: 400, errors: { slug: PLAN_SLUG_TAKEN_MESSAGE } });
  });

  it("'Fix Stripe Config' repairs a deleted price and a missing product, and reports the others as ok", async () => {
    const other = await subscription.call(SubscriptionRpc.createPlan, newPlan({ name: 'Postcard Club', price: '12' }), admin);
    await subscription.query(`UPDATE subscription_plans SET stripe_price_id = 'price_deleted_by_hand' WHERE id = $1`, [plan.id]);
    await subscription.query(`UPDATE subscription_plans SET stripe_product_id = NULL, stripe_price_id = NULL WHERE id = $1`, [other.id]);
    const { results } = await subscription.call(SubscriptionRpc.fixPlansAtProvider, {}, admin);
    const plans = await subscription.call(SubscriptionRpc.listPlans, {}, admin);
    expect(results).toHaveLength(plans.length);
    expect(results.find((result) => result.planId === plan.id)).toMatchObject({ status: 'fixed', changes: ['created price'] });
    expect(results.find((result) => result.planId === other.id)).toMatchObject({ status: 'fixed', changes: ['created product', 'created price'] });
    const repaired = plans.find((entry) => entry.id === plan.id)!;
    expect(repaired.stripePriceId).not.toBe('price_deleted_by_hand');
    expect(await providerPrice(repaired.stripePriceId!)).toMatchObject({ active: true, amount_cents: 4950 });
    // A second run finds nothing to do for those two.
    const again = await subscription.call(SubscriptionRpc.fixPlansAtProvider, {}, admin);
    expect(again.results.filter((result) => [plan.id, other.id].includes(result.planId)).map((result) => result.changes)).toEqual([['ok'], ['ok']]);
  });

  it('deletes a plan without members and archives its price', async () => {
    const [current] = await subscription.query<{ stripe_price_id: string }>(`SELECT stripe_price_id FROM subscription_plans WHERE id = $1`, [plan.id]);
    const answer = await subscription.call(SubscriptionRpc.deletePlan, { id: plan.id }, admin);
    expect(answer).toMatchObject({ outcome: 'deleted', plan: null });
    expect(await subscription.query(`SELECT id FROM subscription_plans WHERE id = $1`, [plan.id])).toEqual([]);
    expect(await providerPrice(current!.stripe_price_id)).toMatchObject({ active: false });
    expect((await subscription.refusal(SubscriptionRpc.deletePlan, { id: plan.id }, admin)).status).toBe(404);
  });

  it('makes a plan with members inactive instead of deleting it', async () => {
    const kept = await subscription.call(SubscriptionRpc.createPlan, newPlan({ name: 'Members Box' }), admin);
    // A member, as the projection of their provider subscription stores them.
    await subscription.query(
      `INSERT INTO user_subscriptions (user_id, user_email, plan_id, stripe_subscription_id, stripe_customer_id, status, price_cents, currency)
       VALUES (gen_random_uuid(), 'ann@example.com', $1, 'sub_members_box', 'cus_members_box', 'active', 4500, 'USD')`,
      [kept.id],
    );
    const answer = await subscription.call(SubscriptionRpc.deletePlan, { id: kept.id }, admin);
    expect(answer).toMatchObject({ outcome: 'deactivated', message: PLAN_DEACTIVATED_MESSAGE, plan: { id: kept.id, status: 'inactive' } });
    expect((await subscription.call(SubscriptionRpc.listPlans, {})).map((entry) => entry.id)).not.toContain(kept.id);
  });

  it('saves a new price even when a member cannot be moved to it, and names that member', async () => {
    const box = await subscription.call(SubscriptionRpc.createPlan, newPlan({ name: 'Moving Box', price: '40' }), admin);
    // A member whose subscription the provider does not know (as one deleted in Stripe's dashboard).
    await subscription.query(
      `INSERT INTO user_subscriptions (user_id, user_email, plan_id, stripe_subscription_id, stripe_customer_id, status, price_cents, currency)
       VALUES (gen_random_uuid(), 'zoe@example.com', $1, 'sub_unknown', 'cus_unknown', 'active', 4000, 'USD')`,
      [box.id],
    );
    const saved = await subscription.call(SubscriptionRpc.updatePlan, { id: box.id, price: '50', moveMembers: true }, admin);
    expect(saved).toMatchObject({ price: '50.00', membersMoved: { moved: 0, alreadyMoved: 0 } });
    expect(saved.membersMoved!.failed).toEqual([
      { subscriptionId: expect.any(String), member: 'zoe@example.com', reason: expect.stringMatching(/No such subscription: 'sub_unknown'/) },
    ]);
    expect(await providerPrice(saved.stripePriceId!)).toMatchObject({ active: true, amount_cents: 5000 });
    const listed = (await subscription.call(SubscriptionRpc.listPlans, {}, admin)).find((entry) => entry.id === box.id);
    expect(listed).toMatchObject({ price: '50.00', memberCount: 1, membersOnOtherPrice: 1 });
    const refusal = await subscription.refusal(SubscriptionRpc.updatePlan, { id: box.id, moveMembers: 'sometimes' } as never, admin);
    expect(refusal).toMatchObject({ status: 400, errors: { moveMembers: 'Move existing members must be yes or no' } });
  });

  it('makes the same plan again after it was deleted, with a price on sale', async () => {
    const input = newPlan({ name: 'Again Box', slug: 'again-box' });
    const first = await subscription.call(SubscriptionRpc.createPlan, input, admin);
    await subscription.call(SubscriptionRpc.deletePlan, { id: first.id }, admin);
    const again = await subscription.call(SubscriptionRpc.createPlan, input, admin);
    expect(await providerPrice(again.stripePriceId!)).toMatchObject({ active: true, amount_cents: 4500, product_id: again.stripeProductId });
    expect(subscription.stripe!.products.get(again.stripeProductId!)?.active).toBe(true);
  });

  it('answers 404 for a plan that does not exist', async () => {
    const refusal = await subscription.refusal(SubscriptionRpc.updatePlan, { id: '00000000-0000-4000-8000-000000000000', name: 'Nothing' }, admin);
    expect(refusal.status).toBe(404);
  });
});

describe('a payment provider that refuses', () => {
  let stripe: StripeEmulator;
  let refused: ServiceTestbed<'subscription'>;

  beforeAll(async () => {
    // Stripe with a key it does not know: every billing call fails.
    stripe = await StripeEmulator.start();
    refused = await ServiceTestbed.start('subscription', {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_not_this_shops_key',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_any',
        STRIPE_WEBHOOK_SECRET: 'whsec_any',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    });
  });

  afterAll(async () => {
    await refused?.close();
    await stripe?.close();
  });

  it('answers 502 with the reason and saves nothing', async () => {
    const refusal = await refused.refusal(SubscriptionRpc.createPlan, newPlan({ slug: 'never-saved' }), admin);
    expect(refusal.status).toBe(502);
    expect(refusal.message).toMatch(/^The payment provider could not create the plan’s product: .+ Nothing was saved; please try again\.$/);
    expect(await refused.query(`SELECT id FROM subscription_plans WHERE slug = 'never-saved'`)).toEqual([]);
  });
});

describe('plans on Stripe', () => {
  let stripe: StripeEmulator;
  let onStripe: ServiceTestbed<'subscription'>;

  beforeAll(async () => {
    stripe = await StripeEmulator.start();
    onStripe = await ServiceTestbed.start('subscription', {
      env: {
        ...stripe.env,
        STRIPE_WEBHOOK_SECRET: 'whsec_any',
      },
    });
  });

  afterAll(async () => {
    await onStripe?.close();
    await stripe?.close();
  });

  it('creates the product and monthly price through Stripe, and a new price when the amount changes', async () => {
    const plan = await onStripe.call(SubscriptionRpc.createPlan, newPlan({ slug: 'stripe-box', price: '30' }), admin);
    expect(stripe.products.get(plan.stripeProductId!)).toMatchObject({ name: 'Collector Box', active: true, metadata: { planId: plan.id } });
    expect(stripe.prices.get(plan.stripePriceId!)).toMatchObject({
      product: plan.stripeProductId,
      unit_amount: 3000,
      active: true,
      recurring: { interval: 'month' },
    });
    const repriced = await onStripe.call(SubscriptionRpc.updatePlan, { id: plan.id, price: '32.50' }, admin);
    expect(stripe.prices.get(repriced.stripePriceId!)).toMatchObject({ unit_amount: 3250, active: true });
    expect(stripe.prices.get(plan.stripePriceId!)?.active).toBe(false);
    // Deleted in Stripe's dashboard: 'Fix Stripe Config' makes it again.
    stripe.prices.delete(repriced.stripePriceId!);
    const { results } = await onStripe.call(SubscriptionRpc.fixPlansAtProvider, {}, admin);
    const fixed = results.find((result) => result.planId === plan.id)!;
    expect(fixed).toMatchObject({ status: 'fixed', changes: ['created price'] });
    expect(stripe.prices.get(fixed.stripePriceId!)).toMatchObject({ unit_amount: 3250, active: true, product: plan.stripeProductId });
  });
});
