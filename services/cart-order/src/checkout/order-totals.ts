import {
  SHIPPING_METHOD_LABELS,
  centsToDecimal,
  decimalToCents,
  isDomesticCountry,
  shippingProblem,
  type BusinessSettings,
  type CheckoutQuote,
  type ShippingMethod,
  type ShippingOption,
} from '@artshop/contracts';

export interface PricedTotals {
  shippingOptions: ShippingOption[];
  shippingProblem: string | null;
  /** The method asked for when it is offered, else the first offered; null when nothing is. */
  shippingMethod: ShippingMethod | null;
  subtotalCents: number;
  /** A discount code's amount off the goods (0 without one). */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What an order costs with the artist's business settings: the shipping choices the destination
 * allows (standard, free from the threshold on; expedited; local pickup), tax on the goods at the
 * settings' rate, rounded half up to the cent. A discount comes off the goods first: the tax and the free
 * shipping threshold are on what is paid for them. All in integer cents.
 */
export function priceOrder(subtotalCents: number, settings: BusinessSettings, country: string, asked?: ShippingMethod, discountCents = 0): PricedTotals {
  const goodsCents = subtotalCents - discountCents;
  const options: Array<{ method: ShippingMethod; cents: number }> = [];
  const ships = settings.shippingEnabled && (isDomesticCountry(country) || settings.internationalShipping);
  if (ships) {
    const threshold = decimalToCents(settings.freeShippingThreshold);
    const free = threshold > 0 && goodsCents >= threshold;
    options.push({ method: 'standard', cents: free ? 0 : decimalToCents(settings.standardShippingRate) });
    options.push({ method: 'expedited', cents: decimalToCents(settings.expeditedShippingRate) });
  }
  if (settings.localPickup) options.push({ method: 'pickup', cents: 0 });

  const chosen = options.find((option) => option.method === asked) ?? options[0];
  const shippingCents = chosen?.cents ?? 0;
  // The rate has at most three decimals: in thousandths of a percent it is a whole number.
  const taxCents = Math.round((goodsCents * Math.round(settings.taxRate * 1000)) / 100_000);
  return {
    shippingOptions: options.map(({ method, cents }) => ({ method, label: SHIPPING_METHOD_LABELS[method], amount: centsToDecimal(cents) })),
    shippingProblem: options.length > 0 ? null : shippingProblem(country, !settings.shippingEnabled),
    shippingMethod: chosen?.method ?? null,
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: goodsCents + shippingCents + taxCents,
  };
}

export function toQuote(totals: PricedTotals, settings: BusinessSettings, code: string | null = null): CheckoutQuote {
  return {
    currency: settings.currency,
    subtotal: centsToDecimal(totals.subtotalCents),
    discount: code ? { code, amount: centsToDecimal(totals.discountCents) } : null,
    shipping: centsToDecimal(totals.shippingCents),
    tax: centsToDecimal(totals.taxCents),
    total: centsToDecimal(totals.totalCents),
    shippingMethod: totals.shippingMethod ?? 'standard',
    shippingOptions: totals.shippingOptions,
    shippingProblem: totals.shippingProblem,
    taxRate: settings.taxRate,
  };
}
