import { describe, expect, it } from 'vitest';
import { pricingTierInputSchema } from '@artshop/contracts';
import { PRESET_SIZES, isPresetSize, newTier, presetPrice, productStock } from './pricing';

describe('preset tier prices', () => {
  it('prices each preset size of a print and a canvas print from the tables', () => {
    expect(PRESET_SIZES.map((size) => presetPrice('Print', size))).toEqual(
      ['185', '225', '200', '275', '250', '350', '300', '400', '375', '425'].map((price) => `${price}.00`),
    );
    expect(PRESET_SIZES.map((size) => presetPrice('Canvas Print', size))).toEqual(
      ['300', '375', '350', '400', '375', '500', '450', '600', '550', '650'].map((price) => `${price}.00`),
    );
    expect(presetPrice('Print', '24x30')).toBe('275.00');
    expect(presetPrice('Canvas Print', '36x48')).toBe('600.00');
  });

  it('leaves originals, framed pieces and custom sizes to the admin', () => {
    expect(presetPrice('Original', '16x20')).toBeNull();
    expect(presetPrice('Framed', '16x20')).toBeNull();
    expect(presetPrice('Print', '42x42')).toBeNull();
    expect(presetPrice('Print', '')).toBeNull();
  });

  it('knows which sizes are presets', () => {
    expect(isPresetSize('48x48')).toBe(true);
    expect(isPresetSize('42x42')).toBe(false);
  });
});

describe('a new tier', () => {
  it('starts as a 42x42 original at 100 with one in stock', () => {
    expect(newTier()).toEqual({ size: '42x42', price: '100.00', type: 'Original', stock: 1, description: '', editionSize: '', lowStockThreshold: '' });
  });

  it('needs only its description before the server accepts it', () => {
    const result = pricingTierInputSchema.safeParse(newTier());
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Description is required']);
    expect(pricingTierInputSchema.parse({ ...newTier(), description: 'The painting' })).toMatchObject({ price: '100.00', stock: 1 });
  });
});

describe("a product's stock", () => {
  it('is what its tiers hold added up when it has tiers, else its own count', () => {
    expect(productStock({ stock: 1, pricingTiers: [{ stock: 1 }, { stock: 25 }, { stock: 10 }] })).toBe(36);
    expect(productStock({ stock: 4, pricingTiers: [] })).toBe(4);
    expect(productStock({ stock: 4 })).toBe(4);
  });

  it('counts a tier being typed as 0 until it is a whole number', () => {
    expect(productStock({ stock: '1', pricingTiers: [{ stock: '12' }, { stock: '' }, { stock: '2.5' }] })).toBe(12);
  });
});
