import { describe, expect, it } from 'vitest';
import { cartCount, cartSubtotal, clockTime, lineMark, lineSubtotal, unbuyableMessage } from './cart';

describe('the cart badge', () => {
  it('is the sum of the quantities, not the number of lines', () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
  });

  it('is 0 for an empty or not yet loaded cart', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount(undefined)).toBe(0);
  });
});

describe('order totals', () => {
  it('multiplies each line and adds them up in cents', () => {
    expect(lineSubtotal({ price: '225.00', quantity: 3 })).toBe('675.00');
    // 0.1 + 0.2 in floating point would not be 0.30.
    expect(
      cartSubtotal([
        { price: '0.10', quantity: 1 },
        { price: '0.20', quantity: 1 },
      ]),
    ).toBe('0.30');
    expect(
      cartSubtotal([
        { price: '4800.00', quantity: 1 },
        { price: '18.99', quantity: 3 },
      ]),
    ).toBe('4856.97');
  });

  it('is 0.00 for no lines', () => {
    expect(cartSubtotal([])).toBe('0.00');
  });
});

describe('a line that cannot be bought now', () => {
  const until = '2026-11-27T18:42:00.000Z';
  const line = { productName: 'Blue Hour', tierDisplayName: 'Original 36x48', reservedUntil: null };

  it('is marked reserved with the time it comes back, sold, or no longer available; a buyable one is not marked', () => {
    expect(lineMark({ availability: 'available', reservedUntil: null })).toBeNull();
    expect(lineMark({ availability: 'reserved', reservedUntil: until })).toEqual({
      label: 'Reserved',
      detail: `Another buyer is paying for it. It comes back on sale at ${clockTime(until)} if they don't pay.`,
    });
    expect(lineMark({ availability: 'sold', reservedUntil: null })?.label).toBe('Sold');
    expect(lineMark({ availability: 'unavailable', reservedUntil: null })?.label).toBe('No longer available');
  });

  it('names the item when checkout refuses it', () => {
    expect(unbuyableMessage({ ...line, availability: 'reserved', reservedUntil: until })).toBe(
      `“Blue Hour” (Original 36x48) is reserved by another buyer until ${clockTime(until)}; it comes back on sale if they don't pay.`,
    );
    expect(unbuyableMessage({ ...line, availability: 'sold' })).toBe('“Blue Hour” (Original 36x48) has been sold to someone else.');
    expect(unbuyableMessage({ ...line, tierDisplayName: null, availability: 'unavailable' })).toBe('“Blue Hour” is no longer available.');
  });

  it('shows the time of day in the reader’s clock', () => {
    expect(clockTime(until)).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(clockTime('not a time')).toBe('');
  });
});
