import { describe, expect, it } from 'vitest';
import { defaultTier, offer, productDetails, selectedTier, tierName, wrapIndex } from './products';
import { product, tier } from './test-products';

const print = tier('Print', '225.00', 25);
const original = tier('Original', '4800.00', 1, '36x48');
const canvas = tier('Canvas Print', '600.00', 0);
const painting = product({ id: 'ember', name: 'Ember Field', pricingTiers: [print, original, canvas] });
const printsOnly = product({ id: 'blue-hour', name: 'Blue Hour Suite', pricingTiers: [canvas, print] });

describe('the tier a product page starts with', () => {
  it('is the Original tier wherever it is in the list', () => {
    expect(defaultTier(painting.pricingTiers)).toBe(original);
    expect(defaultTier([tier('ORIGINAL', '10.00', 1), print])?.type).toBe('ORIGINAL');
  });

  it('is the first tier in stock when there is no original', () => {
    // The canvas comes first but is sold out.
    expect(defaultTier(printsOnly.pricingTiers)).toBe(print);
    expect(defaultTier([print, canvas])).toBe(print);
  });

  it('is the first print in stock once the original is sold, not the sold original', () => {
    const soldOriginal = tier('Original', '4800.00', 0, '36x48');
    const soldOutPrint = tier('Print', '185.00', 0, '12x12');
    expect(defaultTier([soldOriginal, soldOutPrint, print, canvas])).toBe(print);
  });

  it('stays on the original when nothing can be bought', () => {
    const soldOriginal = tier('Original', '4800.00', 0, '36x48');
    expect(defaultTier([canvas, soldOriginal])).toBe(soldOriginal);
    expect(defaultTier([canvas])).toBe(canvas);
  });

  it('is none without tiers', () => {
    expect(defaultTier([])).toBeNull();
  });
});

describe('the selected tier', () => {
  it('is the visitor’s choice on this product', () => {
    expect(selectedTier(painting, { productId: 'ember', tierId: canvas.id })).toBe(canvas);
  });

  it('resets to the default when the product changes', () => {
    // The choice was made on Ember Field; Blue Hour Suite has a tier with the same id.
    const otherPrint = tier('Print', '300.00', 5, '24x30');
    const prints = product({ id: 'blue-hour', name: 'Blue Hour Suite', pricingTiers: [otherPrint, print] });
    expect(selectedTier(prints, { productId: 'ember', tierId: print.id })).toBe(otherPrint);
  });

  it('falls back to the default when the chosen tier is gone', () => {
    expect(selectedTier(painting, { productId: 'ember', tierId: 'removed' })).toBe(original);
    expect(selectedTier(painting, null)).toBe(original);
  });
});

describe('what would go into the cart', () => {
  it('is the tier’s price and stock', () => {
    expect(offer(painting, canvas)).toEqual({ price: '600.00', stock: 0 });
  });

  it('is the product’s own price and stock without tiers', () => {
    expect(offer(product({ id: 'tote', name: 'Tote', price: '32.00', stock: 40 }), null)).toEqual({ price: '32.00', stock: 40 });
  });
});

describe('the details grid', () => {
  it('has only the rows with a value, in the details grid’s order', () => {
    const details = productDetails(
      product({ id: 'x', name: 'X', dimensions: '36 x 48 in', medium: '  ', year: 2024, rarity: null, frame: 'Unframed', authenticity: 'Signed certificate' }),
    );
    expect(details).toEqual([
      { label: 'Dimensions', value: '36 x 48 in' },
      { label: 'Year', value: '2024' },
      { label: 'Frame', value: 'Unframed' },
      { label: 'Authenticity', value: 'Signed certificate' },
    ]);
  });
});

it('names a tier as the cart does', () => {
  expect(tierName(original)).toBe('Original 36x48');
});

describe('stepping through the images', () => {
  it('wraps from the last to the first and from the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('stays at 0 with one image or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});
