import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '@artshop/contracts';
import { discountAmountText, discountLimitsText, discountState, usesText } from './discount-words';

const code = (changes: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'c1',
  code: 'SPRING10',
  percentOff: 10,
  amountOff: null,
  productKinds: [],
  membersOnly: false,
  dropId: null,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  uses: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});
const money = (value: string) => `$${value}`;
const NOW = new Date('2026-11-28T12:00:00Z');

describe('how the Discount codes list words a code', () => {
  it('says what it takes off', () => {
    expect(discountAmountText(code(), money)).toBe('10% off');
    expect(discountAmountText(code({ percentOff: null, amountOff: '20.00' }), money)).toBe('$20.00 off');
  });

  it('says its limits, or that any order will do', () => {
    expect(discountLimitsText(code(), money, () => 'x')).toBe('Any order');
    expect(
      discountLimitsText(code({ productKinds: ['prints', 'accessories'], membersOnly: true, dropId: 'd1', minSubtotal: '50.00' }), money, () => 'Winter Light'),
    ).toBe('Prints, Accessories · Mail Club members · Drop: Winter Light · from $50.00');
  });

  it('counts its uses against its cap', () => {
    expect(usesText(code({ uses: 3 }))).toBe('3');
    expect(usesText(code({ uses: 3, maxUses: 100 }))).toBe('3 of 100');
  });

  it('says whether it can be used now', () => {
    expect(discountState(code(), NOW).label).toBe('Active');
    expect(discountState(code({ active: false }), NOW).label).toBe('Off');
    expect(discountState(code({ startsAt: '2026-12-01T00:00:00Z' }), NOW).label).toBe('Scheduled');
    expect(discountState(code({ endsAt: '2026-11-28T11:59:00Z' }), NOW).label).toBe('Ended');
    expect(discountState(code({ uses: 5, maxUses: 5 }), NOW).label).toBe('Used up');
  });
});
