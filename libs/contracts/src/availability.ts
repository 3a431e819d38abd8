import type { PricingTier, Product } from './catalog.js';

/** The parts of a product the availability rule reads; everything may be missing in old data. */
export interface AvailabilityInput {
  price?: Product['price'] | null;
  stock?: number | null;
  isOriginal?: boolean | null;
  pricingTiers?: ReadonlyArray<Pick<PricingTier, 'type'> & Partial<Pick<PricingTier, 'stock' | 'price' | 'reservedUntil'>>> | null;
  reservedUntil?: Product['reservedUntil'] | null;
}

export interface Availability {
  /** The original is sold: paid for, not only held. */
  sold: boolean;
  /**
   * The original is held for another buyer who is paying now (ISO time): it is not sold, and comes
   * back on sale at this time if they do not pay. Null when it is not held.
   */
  reservedUntil: string | null;
  /** Sold or reserved, and prints of it can be bought. */
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
 * The Sold / Reserved / Prints Available rule, here so that the server (the
 * gateway's structured data for search engines) and the storefront's cards decide it the same way:
 * - with an Original tier, the original is gone when that tier's stock is 0;
 * - with no Original tier, when it is an original (isOriginal) whose stock is 0 or missing;
 * - gone while another buyer's hold on it runs (reservedUntil) is Reserved, not Sold: only a paid
 *   order sells an original, and an unpaid hold gives it back;
 * - when gone and a Print tier exists, prints are available.
 */
export function productAvailability(product: AvailabilityInput): Availability {
  const tiers = product.pricingTiers ?? [];
  const originalTier = tiers.find((tier) => tierKind(tier.type) === 'original');
  const hasPrintTier = tiers.some((tier) => tierKind(tier.type) === 'print');
  const gone = originalTier ? hasNoStock(originalTier.stock) : product.isOriginal === true && hasNoStock(product.stock);
  const reservedUntil = gone ? ((originalTier ? originalTier.reservedUntil : product.reservedUntil) ?? null) : null;
  return { sold: gone && reservedUntil === null, reservedUntil, printsAvailable: gone && hasPrintTier };
}
