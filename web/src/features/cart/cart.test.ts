import { describe, expect, it } from 'vitest';
import { cartCount, cartSubtotal, lineSubtotal } from './cart';

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
