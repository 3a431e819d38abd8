import type { PricingTier, Product } from '@artshop/contracts';
import { tierKind } from '@artshop/ui';

/**
 * The tier a product page starts with: the Original tier while it is for sale; once
 * it is sold (or without one), the first tier in stock in the artist's order, so a sold original
 * with prints opens on a print that can be bought rather than on a greyed-out 'Sold Out'. When
 * nothing is in stock, the Original tier, else the first; none without tiers.
 */
export function defaultTier(tiers: readonly PricingTier[]): PricingTier | null {
  const original = tiers.find((tier) => tierKind(tier.type) === 'original');
  if (original && original.stock > 0) return original;
  return tiers.find((tier) => tier.stock > 0) ?? original ?? tiers[0] ?? null;
}

/** A tier the visitor picked, remembered with the product it belongs to. */
export interface TierChoice {
  productId: string;
  tierId: string;
}

/**
 * The tier shown: the visitor's choice while it belongs to this product and still exists, else the
 * default. A choice made on another product never carries over, so moving from one product page to
 * the next starts again from the default.
 */
export function selectedTier(product: Pick<Product, 'id' | 'pricingTiers'>, choice: TierChoice | null): PricingTier | null {
  if (choice && choice.productId === product.id) {
    const chosen = product.pricingTiers.find((tier) => tier.id === choice.tierId);
    if (chosen) return chosen;
  }
  return defaultTier(product.pricingTiers);
}

/** Price and stock of what would go into the cart: the selected tier's, or the product's own without tiers. */
export function offer(product: Pick<Product, 'price' | 'stock'>, tier: PricingTier | null): { price: string; stock: number } {
  return tier ? { price: tier.price, stock: tier.stock } : { price: product.price, stock: product.stock };
}

const DETAIL_ROWS = [
  ['dimensions', 'Dimensions'],
  ['medium', 'Medium'],
  ['year', 'Year'],
  ['rarity', 'Rarity'],
  ['frame', 'Frame'],
  ['packaging', 'Packaging'],
  ['authenticity', 'Authenticity'],
] as const satisfies readonly (readonly [keyof Product, string])[];

/** The product page's details grid: only the rows that have a value. */
export function productDetails(product: Pick<Product, (typeof DETAIL_ROWS)[number][0]>): { label: string; value: string }[] {
  return DETAIL_ROWS.flatMap(([field, label]) => {
    const value = product[field];
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text ? [{ label, value: text }] : [];
  });
}

/** How a tier is named in the selector and the cart: 'Original 36x48' (the cart's tierDisplayName). */
export function tierName(tier: Pick<PricingTier, 'type' | 'size'>): string {
  return [tier.type.trim(), tier.size.trim()].filter(Boolean).join(' ');
}

/** A picture's position after stepping, wrapping around at both ends: the full-screen viewer's rule, shared with the gallery page. */
export { wrapIndex } from '../../shared/viewer';

/** The Add to Cart form's id: the tier radios sit outside it and are sent with it. */
export const ADD_TO_CART_FORM = 'add-to-cart-form';

const SHOP_PATH = /^\/(shop-all|originals|prints|accessories)(\?|$)/i;

/** Where Back to Shop leads: the shop screen the visitor came from (with its filters, in router state), else /shop-all. */
export function shopPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && SHOP_PATH.test(from) ? from : '/shop-all';
}

/**
 * 'Only 3 left', 'Sold out', 'Reserved…', 'One of a kind': the stock of what would go into the cart;
 * `reserved` says when an empty stock held for another buyer comes back on sale.
 */
export function stockText(stock: number, isOriginalTier: boolean, reserved: string | null): string {
  if (stock <= 0 && reserved) return `Reserved: another buyer is paying for it; ${reserved}`;
  if (stock <= 0) return isOriginalTier ? 'Sold' : 'Sold out';
  if (isOriginalTier) return 'Available — one of a kind';
  return stock === 1 ? 'Only 1 left in stock' : `${stock} in stock`;
}

/** The description's paragraphs: one a line (blank lines apart or not), empty ones left out. */
export function descriptionParagraphs(description: string): string[] {
  return description.split(/\n{2,}|\n/).filter((paragraph) => paragraph.trim());
}
