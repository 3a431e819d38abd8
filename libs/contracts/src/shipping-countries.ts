// Free of zod: the storefront and the payment port both read it.

/**
 * Where the artist ships Mail Club parcels, as ISO 3166-1 alpha-2 codes: the countries of the shop's
 * currencies and the EU's main ones. Stripe Checkout asks for one of these (its
 * shipping_address_collection needs a list).
 */
export const MAIL_CLUB_SHIPPING_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'AU',
  'NZ',
  'IE',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'BE',
  'AT',
  'PT',
  'LU',
  'FI',
  'SE',
  'DK',
  'NO',
  'CH',
  'PL',
  'CZ',
  'GR',
] as const;
export type MailClubShippingCountry = (typeof MAIL_CLUB_SHIPPING_COUNTRIES)[number];
