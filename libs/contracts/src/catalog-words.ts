/**
 * The catalogue's fixed words, in a module without schemas: the storefront's first load imports them,
 * and any import of catalog.ts would bring its zod schemas along (their top-level calls are kept).
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const TIER_TYPES = ['Original', 'Canvas Print', 'Print', 'Framed'] as const;
export type TierType = (typeof TIER_TYPES)[number];
