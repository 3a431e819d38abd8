import { productAvailability, tierKind, type AvailabilityInput, type PricingTier } from '@artshop/contracts';

// The Sold / Prints Available rule is the server's too (the gateway's structured data), so it lives
// once in contracts; the apps keep importing it from here, next to the price rule built on it.
export { productAvailability, tierKind, type Availability, type AvailabilityInput } from '@artshop/contracts';

export type PriceLabel = 'Original price' | 'Print price';

export interface ProductPrice {
  /** What the amount is the price of; null for a product that is neither an original nor a print (accessories). */
  label: PriceLabel | null;
  /** Decimal string ('185.00'), or null when the product has no readable price. */
  amount: string | null;
  /** The amount is the lowest of several prices (prints in several sizes): shown as 'From $185.00'. */
  from: boolean;
}

function lowest(prices: ReadonlyArray<string | null | undefined>): { amount: string | null; from: boolean } {
  const numbers = prices
    .filter((price) => price != null && price !== '')
    .map(Number)
    .filter((price) => Number.isFinite(price));
  if (numbers.length === 0) return { amount: null, from: false };
  const min = Math.min(...numbers);
  return { amount: min.toFixed(2), from: numbers.some((price) => price !== min) };
}

/**
 * The price a product card shows, the same on every screen (shop, home, favorites):
 * 1. 'Print price' when prints are what is on offer: the original is sold and a Print tier exists,
 *    or the product is not an original at all and is sold as prints. The lowest Print tier price,
 *    'from' when the sizes cost different amounts.
 * 2. Otherwise 'Original price' for an original (an Original tier, or isOriginal): the Original
 *    tier's price, else the product's own price. A sold original keeps it, next to its Sold badge.
 * 3. Otherwise (accessories, or only other tier types) no label: the lowest tier price, else the
 *    product's own price.
 */
export function productPrice(product: AvailabilityInput): ProductPrice {
  const tiers = product.pricingTiers ?? [];
  const originalTier = tiers.find((tier) => tierKind(tier.type) === 'original');
  const printPrices = tiers.filter((tier) => tierKind(tier.type) === 'print').map((tier) => tier.price);
  const isOriginal = originalTier !== undefined || product.isOriginal === true;
  const { sold } = productAvailability(product);

  if (printPrices.length > 0 && (sold || !isOriginal)) {
    const print = lowest(printPrices);
    if (print.amount !== null) return { label: 'Print price', ...print };
  }
  if (isOriginal) return { label: 'Original price', amount: originalTier?.price ?? product.price ?? null, from: false };
  if (tiers.length > 0) {
    const tiered = lowest(tiers.map((tier) => tier.price));
    if (tiered.amount !== null) return { label: null, ...tiered };
  }
  return { label: null, amount: product.price ?? null, from: false };
}

/** The label of a chosen tier's price on the product page: 'Original price', 'Print price', 'Canvas Print price'. */
export function tierPriceLabel(tier: Pick<PricingTier, 'type'> | null | undefined, product: Pick<AvailabilityInput, 'isOriginal'>): string {
  if (tier) return `${tier.type.trim()} price`;
  return product.isOriginal ? 'Original price' : 'Price';
}
