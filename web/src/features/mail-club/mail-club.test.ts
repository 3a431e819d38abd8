import { describe, expect, it } from 'vitest';
import type { MailClubPlan, UserSubscription } from '@artshop/contracts';
import {
  canCancel,
  canResume,
  dateLine,
  featureSummary,
  planIcon,
  statusBadgeText,
  statusBadgeVariant,
  statusLine,
  subscriptionDate,
  visiblePlans,
} from './mail-club';

const plan = (overrides: Partial<MailClubPlan>): MailClubPlan => ({
  id: 'p',
  name: 'Plan',
  slug: 'plan',
  description: null,
  price: '10.00',
  stripeProductId: null,
  stripePriceId: null,
  icon: null,
  features: [],
  isRecommended: false,
  status: 'active',
  displayOrder: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

type Card = Pick<UserSubscription, 'status' | 'cancelAtPeriodEnd' | 'cancelAt' | 'currentPeriodEnd' | 'endedAt'>;
const card = (overrides: Partial<Card>): Card => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodEnd: '2026-12-24T12:00:00.000Z',
  endedAt: null,
  ...overrides,
});

describe('the Mail Club plans', () => {
  it('shows only active plans, by display order', () => {
    const plans = [
      plan({ id: 'c', displayOrder: 3 }),
      plan({ id: 'hidden', displayOrder: 0, status: 'inactive' }),
      plan({ id: 'a', displayOrder: 1 }),
      plan({ id: 'b', displayOrder: 2 }),
    ];
    expect(visiblePlans(plans).map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(visiblePlans(undefined)).toEqual([]);
  });

  it('gives each plan the icon the artist named, else one its name suggests, else an envelope', () => {
    expect(planIcon({ name: 'Collector', icon: 'gift' })).toBe('gift');
    expect(planIcon({ name: 'Patron', icon: null })).toBe('crown');
    expect(planIcon({ name: 'The Collector Box', icon: '' })).toBe('palette');
    expect(planIcon({ name: 'Postcard Club', icon: 'no-such-icon' })).toBe('mail');
    expect(planIcon({ name: 'Monthly', icon: null })).toBe('mail');
  });
});

describe('a member’s subscription card', () => {
  it('reads the status badge in upper case with spaces, coloured for the statuses it knows', () => {
    expect(statusBadgeText('past_due')).toBe('PAST DUE');
    expect(statusBadgeText('active')).toBe('ACTIVE');
    expect(statusBadgeText('incomplete_expired')).toBe('INCOMPLETE EXPIRED');
    expect(statusBadgeVariant('active')).toBe('success');
    expect(statusBadgeVariant('past_due')).toBe('destructive');
    expect(statusBadgeVariant('paused')).toBe('secondary');
    expect(statusBadgeVariant('anything else')).toBe('secondary');
  });

  it('says what the subscription is doing', () => {
    expect(statusLine(card({}))).toBe('Active subscription');
    expect(statusLine(card({ cancelAtPeriodEnd: true, cancelAt: '2026-12-24T12:00:00.000Z' }))).toBe('Subscription will end on December 24, 2026');
    // Set to end without a cancelAt: the end of the paid period.
    expect(statusLine(card({ cancelAtPeriodEnd: true }))).toBe('Subscription will end on December 24, 2026');
    expect(statusLine(card({ status: 'pending' as never }))).toBe('Payment processing...');
    expect(statusLine(card({ status: 'past_due' }))).toBe('Subscription past due');
    expect(statusLine(card({ status: 'canceled', cancelAtPeriodEnd: true }))).toBe('Subscription canceled');
  });

  it('dates the next renewal, the end, or when it ended', () => {
    expect(dateLine(card({}))).toEqual({ label: 'Renews', date: 'December 24, 2026' });
    expect(dateLine(card({ cancelAtPeriodEnd: true, cancelAt: '2027-01-05T12:00:00.000Z' }))).toEqual({ label: 'Ends', date: 'January 5, 2027' });
    expect(dateLine(card({ status: 'canceled', endedAt: '2026-11-30T12:00:00.000Z' }))).toEqual({ label: 'Ended', date: 'November 30, 2026' });
    expect(dateLine(card({ status: 'incomplete' }))).toBeNull();
    expect(dateLine(card({ currentPeriodEnd: null }))).toBeNull();
    expect(subscriptionDate('not a date')).toBe('');
  });

  it('lists the first three features and how many more', () => {
    expect(featureSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(featureSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('offers Cancel only on an active subscription not set to end, and Resume only before the end', () => {
    expect(canCancel({ status: 'active', cancelAtPeriodEnd: false })).toBe(true);
    expect(canCancel({ status: 'active', cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel({ status: 'past_due', cancelAtPeriodEnd: false })).toBe(false);
    expect(canResume({ status: 'active', cancelAtPeriodEnd: true })).toBe(true);
    expect(canResume({ status: 'active', cancelAtPeriodEnd: false })).toBe(false);
    expect(canResume({ status: 'canceled', cancelAtPeriodEnd: true })).toBe(false);
  });
});
