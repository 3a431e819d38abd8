import type { CartItem } from '@artshop/contracts';

/** The header badge: the sum of the lines' quantities (storefront §2, §9). */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * What the order lines add up to, in cents so that no float rounding creeps in. The browser only
 * shows it; what is charged is priced again by the server.
 */
export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): string {
  const cents = items.reduce((sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity, 0);
  return (cents / 100).toFixed(2);
}

export function lineSubtotal(item: Pick<CartItem, 'price' | 'quantity'>): string {
  return cartSubtotal([item]);
}
