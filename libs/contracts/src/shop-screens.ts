import { tierKind } from './availability.js';
import type { Product } from './catalog.js';

/*
 * Which products each shop screen lists, and in what order before the visitor sorts. Shared by the
 * storefront and the gateway, which preloads the first card's picture in the page it sends. Free of
 * zod: the storefront's first load uses it.
 */

/** The address form of a category or tier type name (the category query convention). */
export function toParam(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The tier types a product can be bought in; an original with no tiers counts as 'original'. */
export function productTypes(product: Pick<Product, 'pricingTiers' | 'isOriginal'>): string[] {
  const kinds = new Set(product.pricingTiers.map((tier) => toParam(tierKind(tier.type))));
  if (product.pricingTiers.length === 0 && product.isOriginal) kinds.add('original');
  return [...kinds];
}

const inCategory = (param: string) => (product: Product) => product.category !== null && toParam(product.category) === param;

/**
 * Each screen's rule, as a test of one product (includes) and as the filter GET /api/products/page
 * takes for it (query), so the server lists the same products.
 */
export const SHOP_SCREEN_RULES = {
  all: { path: '/shop-all', includes: (_product: Product) => true, query: {} },
  originals: { path: '/originals', includes: inCategory('originals'), query: { category: 'originals' } },
  prints: { path: '/prints', includes: (product: Product) => productTypes(product).includes('print'), query: { type: 'print' } },
  accessories: { path: '/accessories', includes: inCategory('accessories'), query: { category: 'accessories' } },
} as const satisfies Record<string, { path: string; includes: (product: Product) => boolean; query: { category?: string; type?: string } }>;

/** The shop's default order: newest first. */
export function newestFirst(a: Pick<Product, 'createdAt'>, b: Pick<Product, 'createdAt'>): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
