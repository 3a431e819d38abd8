import type { PricingTier, Product } from '@artshop/contracts';

/** The parts of a product the availability rule reads; everything may be missing in old data. */
export interface AvailabilityInput {
  price?: Product['price'] | null;
  stock?: number | null;
  isOriginal?: boolean | null;
  pricingTiers?: ReadonlyArray<Pick<PricingTier, 'type'> & Partial<Pick<PricingTier, 'stock' | 'price'>>> | null;
}

export type PriceLabel = 'Original price' | 'Print price';

export interface Availability {
  /** The original is sold (spec storefront §4). */
  sold: boolean;
  /** Sold, and prints of it can still be bought. */
  printsAvailable: boolean;
  priceLabel: PriceLabel;
}

/** Tier types are compared case-insensitively: 'original' and 'print' (a 'Canvas Print' is neither). */
export function tierKind(type: string | null | undefined): string {
  return (type ?? '').trim().toLowerCase();
}

function hasNoStock(stock: number | null | undefined): boolean {
  return stock === null || stock === undefined || stock <= 0;
}

/**
 * The Sold / Prints Available rule (spec storefront §4), used by every product card:
 * - with an Original tier, the product is sold when that tier's stock is 0;
 * - with no Original tier, it is sold when it is an original (isOriginal) whose stock is 0 or missing;
 * - when sold and a Print tier exists, prints are available.
 * The price label is 'Print price' when the shown price is a print's: the original is sold and
 * prints exist, or the product has no original at all and is sold as prints only.
 */
export function productAvailability(product: AvailabilityInput): Availability {
  const tiers = product.pricingTiers ?? [];
  const originalTier = tiers.find((tier) => tierKind(tier.type) === 'original');
  const hasPrintTier = tiers.some((tier) => tierKind(tier.type) === 'print');

  const sold = originalTier ? hasNoStock(originalTier.stock) : product.isOriginal === true && hasNoStock(product.stock);
  const printsAvailable = sold && hasPrintTier;
  const printsOnly = !originalTier && product.isOriginal !== true && hasPrintTier;

  return {
    sold,
    printsAvailable,
    priceLabel: printsAvailable || printsOnly ? 'Print price' : 'Original price',
  };
}

/**
 * The price a card shows next to its label: the lowest Print tier price when the label is
 * 'Print price', else the Original tier's price, else the product's own price.
 */
export function displayPrice(product: AvailabilityInput): string | null {
  const tiers = product.pricingTiers ?? [];
  const { priceLabel } = productAvailability(product);
  if (priceLabel === 'Print price') {
    const prices = tiers
      .filter((tier) => tierKind(tier.type) === 'print')
      .map((tier) => Number(tier.price))
      .filter((price) => Number.isFinite(price));
    if (prices.length > 0) return Math.min(...prices).toFixed(2);
  }
  const originalPrice = tiers.find((tier) => tierKind(tier.type) === 'original')?.price;
  return originalPrice ?? product.price ?? null;
}
