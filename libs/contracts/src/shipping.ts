/*
 * Where the shop ships and how, as the checkout page shows it; the schemas that check an order's
 * address and method are in checkout.ts. Free of zod, so that a page showing these does not load it.
 */

/** The country the shop ships from: shipping anywhere else is international. */
export const DOMESTIC_COUNTRY = 'United States';
const DOMESTIC_NAMES = new Set(['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.']);
export function isDomesticCountry(country: string): boolean {
  return DOMESTIC_NAMES.has(country.trim().toLowerCase());
}

/** Why an order cannot be sent to `country`: the shop is not sending anything now, or not there. */
export function shippingProblem(country: string, shippingPaused: boolean): string {
  return shippingPaused ? 'The shop is not sending out orders at the moment.' : `We don't ship to ${country.trim() || 'that country'} yet.`;
}

export const SHIPPING_METHODS = ['standard', 'expedited', 'pickup'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  standard: 'Standard shipping',
  expedited: 'Expedited shipping',
  pickup: 'Local pickup',
};
