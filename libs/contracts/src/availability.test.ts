import { describe, expect, it } from 'vitest';
import { productAvailability } from './availability.js';

const original = (stock: number, price = '1200.00') => ({ type: 'Original', stock, price });
const print = (stock = 10, price = '185.00') => ({ type: 'Print', stock, price });

describe('productAvailability', () => {
  describe('with an Original tier', () => {
    it('is sold when the Original tier has stock 0', () => {
      expect(productAvailability({ isOriginal: true, stock: 1, pricingTiers: [original(0)] })).toEqual({
        sold: true,
        reservedUntil: null,
        printsAvailable: false,
      });
    });

    it('is not sold when the Original tier has stock, whatever the product stock says', () => {
      expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [original(1)] }).sold).toBe(false);
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
    it('shows when sold and a Print tier exists', () => {
      expect(productAvailability({ isOriginal: true, pricingTiers: [original(0), print()] })).toEqual({
        sold: true,
        reservedUntil: null,
        printsAvailable: true,
      });
    });

    it('shows for a sold original with no Original tier but a Print tier', () => {
      expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [{ type: 'print', stock: 3 }] })).toEqual({
        sold: true,
        reservedUntil: null,
        printsAvailable: true,
      });
    });

    it('does not show when sold and no Print tier exists', () => {
      expect(productAvailability({ pricingTiers: [original(0), { type: 'Canvas Print', stock: 4 }] })).toEqual({
        sold: true,
        reservedUntil: null,
        printsAvailable: false,
      });
    });

    it('does not show when the original is still available', () => {
      expect(productAvailability({ pricingTiers: [original(1), print()] })).toEqual({ sold: false, reservedUntil: null, printsAvailable: false });
    });
  });

  describe('whole products, as the cards and the gateway see them', () => {
    it('lets the Original tier decide: sold at stock 0, prints available when a Print tier exists', () => {
      const tiers = [
        { type: 'original', stock: 0 },
        { type: 'Print', stock: 10 },
      ];
      expect(productAvailability({ isOriginal: true, stock: 10, pricingTiers: tiers })).toEqual({ sold: true, reservedUntil: null, printsAvailable: true });
      expect(productAvailability({ isOriginal: true, stock: 0, pricingTiers: [{ type: 'Original', stock: 1 }] }).sold).toBe(false);
    });

    it('without an Original tier, sells out an original at stock 0 but never a print or an accessory', () => {
      expect(productAvailability({ isOriginal: true, stock: 0 }).sold).toBe(true);
      expect(productAvailability({ isOriginal: true, stock: 1 }).sold).toBe(false);
      expect(productAvailability({ isOriginal: false, stock: 0, pricingTiers: [{ type: 'Print', stock: 0 }] })).toEqual({
        sold: false,
        reservedUntil: null,
        printsAvailable: false,
      });
    });
  });

  describe('Reserved: another buyer is paying for the original', () => {
    const until = '2026-11-27T18:42:00.000Z';

    it('is reserved, not sold, while a hold on the Original tier runs, with prints still available', () => {
      expect(productAvailability({ pricingTiers: [{ type: 'Original', stock: 0, reservedUntil: until }, print()] })).toEqual({
        sold: false,
        reservedUntil: until,
        printsAvailable: true,
      });
    });

    it('is reserved for an original without tiers whose own stock is held', () => {
      expect(productAvailability({ isOriginal: true, stock: 0, reservedUntil: until })).toEqual({ sold: false, reservedUntil: until, printsAvailable: false });
    });

    it('is sold once nobody holds it, and never reserved while some is left', () => {
      expect(productAvailability({ pricingTiers: [{ type: 'Original', stock: 0, reservedUntil: null }] }).sold).toBe(true);
      expect(productAvailability({ pricingTiers: [{ type: 'Original', stock: 1, reservedUntil: until }] }).reservedUntil).toBeNull();
    });
  });
});
