import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '@artshop/contracts';
import { priceOrder } from './order-totals.js';

const settings = (changes: Partial<BusinessSettings> = {}): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  freeShippingThreshold: '500.00',
  standardShippingRate: '15.00',
  expeditedShippingRate: '25.00',
  taxRate: 8.25,
  ...changes,
});

describe('pricing an order with the business settings', () => {
  it('adds standard shipping and tax at 8.25% rounded to the cent', () => {
    const totals = priceOrder(17_000, settings(), 'United States');
    expect(totals).toMatchObject({ shippingMethod: 'standard', shippingCents: 1500, taxCents: 1403, totalCents: 17_000 + 1500 + 1403 });
    expect(totals.shippingOptions).toEqual([
      { method: 'standard', label: 'Standard shipping', amount: '15.00' },
      { method: 'expedited', label: 'Expedited shipping', amount: '25.00' },
    ]);
  });

  it('ships standard for free from the threshold on, expedited still costs', () => {
    expect(priceOrder(50_000, settings(), 'USA').shippingCents).toBe(0);
    expect(priceOrder(49_999, settings(), 'USA').shippingCents).toBe(1500);
    expect(priceOrder(50_000, settings(), 'USA', 'expedited').shippingCents).toBe(2500);
    expect(priceOrder(50_000, settings({ freeShippingThreshold: '0.00' }), 'USA').shippingCents).toBe(1500);
  });

  it('offers local pickup when it is on, and refuses a country the shop does not ship to', () => {
    expect(priceOrder(10_000, settings({ localPickup: true }), 'United States', 'pickup')).toMatchObject({ shippingMethod: 'pickup', shippingCents: 0 });
    const abroad = priceOrder(10_000, settings({ internationalShipping: false }), 'France');
    expect(abroad).toMatchObject({ shippingOptions: [], shippingProblem: "We don't ship to France yet.", shippingMethod: null });
    expect(priceOrder(10_000, settings({ internationalShipping: false, localPickup: true }), 'France').shippingOptions.map((option) => option.method)).toEqual([
      'pickup',
    ]);
    expect(priceOrder(10_000, settings({ shippingEnabled: false }), 'United States').shippingProblem).toBe('The shop is not sending out orders at the moment.');
  });

  it('takes the first offered method when the one asked for is not offered', () => {
    expect(priceOrder(10_000, settings(), 'United States', 'pickup').shippingMethod).toBe('standard');
  });

  it('keeps money exact at three-decimal rates and large totals', () => {
    expect(priceOrder(999_999_99, settings({ taxRate: 7.125, standardShippingRate: '0.00' }), 'US').taxCents).toBe(7_125_000);
    expect(priceOrder(1, settings({ taxRate: 50 }), 'US').taxCents).toBe(1);
  });

  it('with a discount: tax on the goods after it, free shipping judged on them, the total net of it', () => {
    const totals = priceOrder(17_000, settings(), 'United States', 'standard', 1_700);
    expect(totals).toMatchObject({
      subtotalCents: 17_000,
      discountCents: 1_700,
      shippingCents: 1500,
      taxCents: 1262,
      totalCents: 17_000 - 1_700 + 1500 + 1262,
    });
    expect(priceOrder(50_000, settings(), 'USA', 'standard', 1).shippingCents).toBe(1500);
    expect(priceOrder(20_000, settings(), 'USA', 'standard', 20_000)).toMatchObject({ taxCents: 0, totalCents: 1500 });
  });
});
