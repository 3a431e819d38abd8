import { describe, expect, it } from 'vitest';
import { productPrice, tierPriceLabel, type AvailabilityInput } from './availability';
import { formatMoney } from './format';

const original = (stock: number, price = '1200.00') => ({ type: 'Original', stock, price });
const print = (stock = 10, price = '185.00') => ({ type: 'Print', stock, price });

describe('productPrice: the price label rule of every card', () => {
  it('is the Original price of an available original, even when prints exist', () => {
    expect(productPrice({ price: '999.00', isOriginal: true, pricingTiers: [original(1, '1500.00'), print()] })).toEqual({
      label: 'Original price',
      amount: '1500.00',
      from: false,
    });
  });

  it('is the product price of an original without tiers', () => {
    expect(productPrice({ price: '650.00', isOriginal: true, stock: 1 })).toEqual({ label: 'Original price', amount: '650.00', from: false });
  });

  it('becomes the lowest Print price once the original is sold and prints exist', () => {
    const product: AvailabilityInput = { price: '1200.00', isOriginal: true, pricingTiers: [original(0), print(5, '225.00'), print(5, '185.00')] };
    expect(productPrice(product)).toEqual({ label: 'Print price', amount: '185.00', from: true });
  });

  it('says "from" only when the print sizes cost different amounts', () => {
    expect(productPrice({ pricingTiers: [original(0), print(5, '185.00'), print(2, '185.00')] })).toEqual({
      label: 'Print price',
      amount: '185.00',
      from: false,
    });
  });

  it('keeps the Original price of a sold original that has no prints (next to its Sold badge)', () => {
    expect(productPrice({ isOriginal: true, pricingTiers: [original(0, '2400.00')] })).toEqual({ label: 'Original price', amount: '2400.00', from: false });
  });

  it('is the Print price of a product sold only as prints, ignoring canvas and framed tiers', () => {
    expect(
      productPrice({ isOriginal: false, price: '100.00', pricingTiers: [print(5, '225.00'), { type: 'Canvas Print', stock: 3, price: '150.00' }] }),
    ).toEqual({ label: 'Print price', amount: '225.00', from: false });
  });

  it('shows just the price of an accessory', () => {
    expect(productPrice({ isOriginal: false, price: '32.00', stock: 20, pricingTiers: [] })).toEqual({ label: null, amount: '32.00', from: false });
  });

  it('shows the lowest tier price, unlabelled, when the tiers are neither originals nor prints', () => {
    const product: AvailabilityInput = {
      price: '10.00',
      pricingTiers: [
        { type: 'Canvas Print', stock: 3, price: '450.00' },
        { type: 'Framed', stock: 2, price: '395.00' },
      ],
    };
    expect(productPrice(product)).toEqual({ label: null, amount: '395.00', from: true });
  });

  it('gives no amount when there is no readable price', () => {
    expect(productPrice({}).amount).toBeNull();
  });
});

describe('tierPriceLabel: the product page names the chosen tier', () => {
  it('names the tier type', () => {
    expect(tierPriceLabel({ type: 'Original' }, { isOriginal: true })).toBe('Original price');
    expect(tierPriceLabel({ type: 'Canvas Print' }, { isOriginal: true })).toBe('Canvas Print price');
  });

  it('falls back to the product when there are no tiers', () => {
    expect(tierPriceLabel(null, { isOriginal: true })).toBe('Original price');
    expect(tierPriceLabel(undefined, { isOriginal: false })).toBe('Price');
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

  it("shows the shop's currency when it is not the dollar", () => {
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('15', 'GBP')).toBe('£15.00');
    expect(formatMoney('15', 'CAD')).toBe('CA$15.00');
    expect(formatMoney('15', 'USD')).toBe('$15.00');
  });

  it('falls back to dollars for a code that is no currency', () => {
    expect(formatMoney('15', 'not a currency')).toBe('$15.00');
  });
});
