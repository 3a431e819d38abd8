import { describe, expect, it } from 'vitest';
import { displayPrice, productAvailability, type AvailabilityInput } from './availability';
import { formatMoney } from './format';

const original = (stock: number, price = '1200.00') => ({ type: 'Original', stock, price });
const print = (stock = 10, price = '185.00') => ({ type: 'Print', stock, price });

describe('productAvailability (spec storefront §4)', () => {
  describe('with an Original tier', () => {
    it('is sold when the Original tier has stock 0', () => {
      expect(productAvailability({ isOriginal: true, stock: 1, pricingTiers: [original(0)] })).toEqual({
        sold: true,
        printsAvailable: false,
        priceLabel: 'Original price',
      });
    });

    it('is not sold when the Original tier has stock, whatever the product stock says', () => {
      const result = productAvailability({ isOriginal: true, stock: 0, pricingTiers: [original(1)] });
      expect(result.sold).toBe(false);
      expect(result.priceLabel).toBe('Original price');
    });

    it('lets the Original tier decide even when isOriginal is false', () => {
      expect(productAvailability({ isOriginal: false, stock: 5, pricingTiers: [original(0)] }).sold).toBe(true);
    });

    it('treats a missing tier stock as 0', () => {
      expect(productAvailability({ pricingTiers: [{ type: 'Original' }] }).sold).toBe(true);
    });

    it('matches the tier type case-insensitively', () => {
      expect(productAvailability({ pricingTiers: [{ type: 'ORIGINAL', stock: 0 }] }).sold).toBe(true);
      expect(productAvailability({ pricingTiers: [{ type: ' original ', stock: 0 }] }).sold).toBe(true);
    });
  });

  describe('with no Original tier', () => {
    it('is sold when it is an original with stock 0', () => {
      expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [] }).sold).toBe(true);
    });

    it('is sold when it is an original with stock missing', () => {
      expect(productAvailability({ isOriginal: true }).sold).toBe(true);
      expect(productAvailability({ isOriginal: true, stock: null, pricingTiers: null }).sold).toBe(true);
    });

    it('is not sold when it is an original with stock left', () => {
      expect(productAvailability({ isOriginal: true, stock: 1 }).sold).toBe(false);
    });

    it('is never sold when it is not an original, even with stock 0', () => {
      expect(productAvailability({ isOriginal: false, stock: 0 }).sold).toBe(false);
      expect(productAvailability({ stock: 0 }).sold).toBe(false);
    });
  });

  describe('Prints Available', () => {
    it('shows when sold and a Print tier exists, and the price becomes the print price', () => {
      expect(productAvailability({ isOriginal: true, pricingTiers: [original(0), print()] })).toEqual({
        sold: true,
        printsAvailable: true,
        priceLabel: 'Print price',
      });
    });

    it('shows for a sold original with no Original tier but a Print tier', () => {
      expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [{ type: 'print', stock: 3 }] })).toEqual({
        sold: true,
        printsAvailable: true,
        priceLabel: 'Print price',
      });
    });

    it('does not show when sold and no Print tier exists', () => {
      const result = productAvailability({ pricingTiers: [original(0), { type: 'Canvas Print', stock: 4 }] });
      expect(result).toEqual({ sold: true, printsAvailable: false, priceLabel: 'Original price' });
    });

    it('does not show when the original is still available', () => {
      const result = productAvailability({ pricingTiers: [original(1), print()] });
      expect(result).toEqual({ sold: false, printsAvailable: false, priceLabel: 'Original price' });
    });
  });

  describe('price label', () => {
    it('is Original price for an available original', () => {
      expect(productAvailability({ isOriginal: true, stock: 1 }).priceLabel).toBe('Original price');
    });

    it('is Print price for a product sold only as prints', () => {
      expect(productAvailability({ isOriginal: false, stock: 10, pricingTiers: [print()] })).toEqual({
        sold: false,
        printsAvailable: false,
        priceLabel: 'Print price',
      });
    });

    it('is Original price for an accessory with no tiers', () => {
      expect(productAvailability({ isOriginal: false, stock: 20, pricingTiers: [] }).priceLabel).toBe('Original price');
    });
  });
});

describe('displayPrice', () => {
  it('uses the lowest print price when prints are what is on offer', () => {
    const product: AvailabilityInput = {
      price: '1200.00',
      isOriginal: true,
      pricingTiers: [original(0), print(5, '225.00'), print(5, '185.00')],
    };
    expect(displayPrice(product)).toBe('185.00');
  });

  it("uses the Original tier's price, else the product price", () => {
    expect(displayPrice({ price: '999.00', pricingTiers: [original(1, '1500.00'), print()] })).toBe('1500.00');
    expect(displayPrice({ price: '45.00', pricingTiers: [] })).toBe('45.00');
  });
});

describe('formatMoney', () => {
  it('shows dollars with thousands separators and two decimals', () => {
    expect(formatMoney('1234')).toBe('$1,234.00');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows an em dash for nothing or nonsense', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });
});
