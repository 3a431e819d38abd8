/**
 * Discount codes' fixed words, in a module without schemas: the storefront and the back office show
 * them without loading zod.
 */

/**
 * What a discount may be limited to, as the shop sells it: an original (an Original tier, or a product
 * marked original without tiers), a print (any other tier: Print, Canvas Print, Framed), an accessory
 * (a product without tiers that is not an original).
 */
export const PRODUCT_KINDS = ['prints', 'originals', 'accessories'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = { prints: 'Prints', originals: 'Originals', accessories: 'Accessories' };

/** The kind of a line: its tier's type decides, else whether the product is an original. */
export function productKindOf(tierType: string | null | undefined, isOriginal: boolean): ProductKind {
  if (tierType != null) return tierType.trim().toLowerCase() === 'original' ? 'originals' : 'prints';
  return isOriginal ? 'originals' : 'accessories';
}

export const DISCOUNT_CODE_MAX = 40;
