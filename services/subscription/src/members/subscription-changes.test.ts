import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@artshop/contracts';
import { changesBetween, type MemberState } from './subscription-projection.js';

// What a member is told, read from the state stored before and the provider's state now.

const MAY = new Date('2026-05-10T10:00:00Z');
const JUNE = new Date('2026-06-10T10:00:00Z');
const state = (status: SubscriptionStatus, overrides: Partial<MemberState> = {}): MemberState => ({
  status,
  currentPeriodEnd: JUNE,
  cancelAtPeriodEnd: false,
  priceCents: 2_500,
  ...overrides,
});

describe('changesBetween', () => {
  it.each([
    ['first seen waiting for its first payment', null, state('incomplete'), []],
    ['first payment made', state('incomplete'), state('active'), ['started']],
    ['first seen already paid (its earlier notifications came later)', null, state('active'), ['started']],
    ['first seen paid and set to end', null, state('active', { cancelAtPeriodEnd: true }), ['started', 'cancel_scheduled']],
    ['the same state again', state('active'), state('active'), []],
    ['a later period paid', state('active', { currentPeriodEnd: MAY }), state('active'), ['renewed']],
    ['a renewal failed', state('active'), state('past_due'), ['payment_failed']],
    ['a retry failed too', state('past_due'), state('past_due'), []],
    ['paid with another card', state('past_due'), state('active'), ['recovered']],
    ['cancel at period end set', state('active'), state('active', { cancelAtPeriodEnd: true }), ['cancel_scheduled']],
    ['cancel at period end undone', state('active', { cancelAtPeriodEnd: true }), state('active'), ['resumed']],
    ['the period ended after cancelling', state('active', { cancelAtPeriodEnd: true }), state('canceled', { cancelAtPeriodEnd: true }), ['ended']],
    ['cancelled after the last retry', state('past_due'), state('canceled'), ['ended']],
    ['the first payment never came', state('incomplete'), state('incomplete_expired'), ['expired']],
    ['first seen long after it ended', null, state('canceled'), []],
    ['ended, seen again', state('canceled'), state('canceled'), []],
    ['moved to a new price', state('active'), state('active', { priceCents: 3_000 }), ['price_changed']],
    ['moved while a renewal is failing', state('past_due'), state('past_due', { priceCents: 3_000 }), ['price_changed']],
    [
      'renewed at the new price it was moved to before',
      state('active', { currentPeriodEnd: MAY, priceCents: 3_000 }),
      state('active', { priceCents: 3_000 }),
      ['renewed'],
    ],
    ['first seen at some price', null, state('active', { priceCents: 3_000 }), ['started']],
    ['ended, then seen at another price', state('canceled'), state('canceled', { priceCents: 3_000 }), []],
  ] as const)('%s', (_what, before, after, expected) => {
    expect(changesBetween(before, after)).toEqual(expected);
  });
});
