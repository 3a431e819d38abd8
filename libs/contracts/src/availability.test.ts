import { describe, expect, it } from 'vitest';
import { productAvailability } from './availability.js';

describe('productAvailability (spec storefront §4)', () => {
  it('lets the Original tier decide: sold at stock 0, prints available when a Print tier exists', () => {
    const tiers = [{ type: 'original', stock: 0 }, { type: 'Print', stock: 10 }];
    expect(productAvailability({ isOriginal: true, stock: 10, pricingTiers: tiers })).toEqual({ sold: true, printsAvailable: true });
    expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [{ type: 'Original', stock: 1 }] }).sold).toBe(false);
  });

  it('without an Original tier, sells out an original at stock 0 but never a print or an accessory', () => {
    expect(productAvailability({ isOriginal: true, stock: 0 }).sold).toBe(true);
    expect(productAvailability({ isOriginal: true, stock: 1 }).sold).toBe(false);
    expect(productAvailability({ isOriginal: false, stock: 0, pricingTiers: [{ type: 'Print', stock: 0 }] })).toEqual({ sold: false, printsAvailable: false });
  });
});
