import type { PricingTier, Product } from './catalog.js';

/** The parts of a product the availability rule reads; everything may be missing in old data. */
export interface AvailabilityInput {
  price?: Product['price'] | null;
  stock?: number | null;
  isOriginal?: boolean | null;
  pricingTiers?: ReadonlyArray<Pick<PricingTier, 'type'> & Partial<Pick<PricingTier, 'stock' | 'price'>>> | null;
}

export interface Availability {
  /** The original is sold (spec storefront §4). */
  sold: boolean;
  /** Sold, and prints of it can still be bought. */
  printsAvailable: boolean;
}

/** Tier types are compared case-insensitively: 'original' and 'print' (a 'Canvas Print' is neither). */
export function tierKind(type: string | null | undefined): string {
  return (type ?? '').trim().toLowerCase();
}

function hasNoStock(stock: number | null | undefined): boolean {
  return stock === null || stock === undefined || stock <= 0;
}

/**
 * The Sold / Prints Available rule (spec storefront §4), here so that the server (the gateway's
 * structured data for search engines) and the storefront's cards decide it the same way:
 * - with an Original tier, the product is sold when that tier's stock is 0;
 * - with no Original tier, it is sold when it is an original (isOriginal) whose stock is 0 or missing;
 * - when sold and a Print tier exists, prints are available.
 */
export function productAvailability(product: AvailabilityInput): Availability {
  const tiers = product.pricingTiers ?? [];
  const originalTier = tiers.find((tier) => tierKind(tier.type) === 'original');
  const hasPrintTier = tiers.some((tier) => tierKind(tier.type) === 'print');
  const sold = originalTier ? hasNoStock(originalTier.stock) : product.isOriginal === true && hasNoStock(product.stock);
  return { sold, printsAvailable: sold && hasPrintTier };
}
