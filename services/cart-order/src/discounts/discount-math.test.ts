import { describe, expect, it } from 'vitest';
import { discountOf, spreadOver, type DiscountLine, type DiscountRule } from './discount-math.js';

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  percentOff: null,
  amountOffCents: null,
  productKinds: [],
  dropId: null,
  minSubtotalCents: 0,
  ...overrides,
});

const print = (cents: number, quantity = 1): DiscountLine => ({ unitPriceCents: cents, quantity, kind: 'prints', dropIds: [] });
const original = (cents: number, dropIds: string[] = []): DiscountLine => ({ unitPriceCents: cents, quantity: 1, kind: 'originals', dropIds });

describe('discount codes: what a code takes off an order', () => {
  it('takes a percentage of the goods, rounded half up to the cent, spread over the lines', () => {
    expect(discountOf(rule({ percentOff: 10 }), [print(2_505), print(1_000, 2)])).toEqual({ applies: true, discountCents: 451, lineDiscounts: [250, 201] });
    expect(discountOf(rule({ percentOff: 15 }), [print(333)])).toEqual({ applies: true, discountCents: 50, lineDiscounts: [50] });
  });

  it('takes a fixed amount, never more than the goods it applies to', () => {
    expect(discountOf(rule({ amountOffCents: 1_000 }), [print(2_500), print(7_500)])).toEqual({
      applies: true,
      discountCents: 1_000,
      lineDiscounts: [250, 750],
    });
    expect(discountOf(rule({ amountOffCents: 5_000 }), [print(2_000)])).toEqual({ applies: true, discountCents: 2_000, lineDiscounts: [2_000] });
  });

  it('a 100% code makes the goods free', () => {
    expect(discountOf(rule({ percentOff: 100 }), [print(2_500), original(90_000)])).toEqual({
      applies: true,
      discountCents: 92_500,
      lineDiscounts: [2_500, 90_000],
    });
  });

  it('refuses an order under the minimum subtotal (of the whole cart), and takes one at it', () => {
    expect(discountOf(rule({ percentOff: 10, minSubtotalCents: 5_000 }), [print(4_999)])).toEqual({ applies: false, reason: 'minimum' });
    expect(discountOf(rule({ percentOff: 10, minSubtotalCents: 5_000 }), [print(2_500, 2)])).toEqual({
      applies: true,
      discountCents: 500,
      lineDiscounts: [500],
    });
  });

  it('limited to a kind of product, takes off only those lines', () => {
    const lines = [original(100_000), print(3_000), print(2_000)];
    expect(discountOf(rule({ percentOff: 20, productKinds: ['prints'] }), lines)).toEqual({
      applies: true,
      discountCents: 1_000,
      lineDiscounts: [0, 600, 400],
    });
    expect(discountOf(rule({ percentOff: 20, productKinds: ['accessories'] }), lines)).toEqual({ applies: false, reason: 'not-applicable' });
  });

  it('limited to a drop, takes off only its works', () => {
    const lines = [original(100_000, ['drop-1']), print(3_000)];
    expect(discountOf(rule({ amountOffCents: 5_000, dropId: 'drop-1' }), lines)).toEqual({ applies: true, discountCents: 5_000, lineDiscounts: [5_000, 0] });
    expect(discountOf(rule({ amountOffCents: 5_000, dropId: 'drop-2' }), lines)).toEqual({ applies: false, reason: 'not-applicable' });
  });
});

describe('spreading a discount over lines', () => {
  it('gives each line its share by value, in whole cents, the remainder on the last line', () => {
    expect(spreadOver(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(spreadOver(1_000, [2_500, 7_500])).toEqual([250, 750]);
    expect(spreadOver(7, [0, 5, 0, 5])).toEqual([0, 3, 0, 4]);
    expect(spreadOver(0, [10, 20])).toEqual([0, 0]);
  });

  it('always adds up to the discount exactly', () => {
    const weights = [1_999, 3_333, 17, 40_001, 2];
    for (const total of [1, 99, 1_000, 12_345, 45_352]) expect(spreadOver(total, weights).reduce((sum, cents) => sum + cents, 0)).toBe(total);
  });
});
