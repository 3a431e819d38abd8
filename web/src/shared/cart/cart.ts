import { itemLabel, type CartItem } from '@artshop/contracts';

/** The header badge: the sum of the lines' quantities. */
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

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** '6:42 PM' in the reader's time zone: a hold lasts minutes, so the time of day says when. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : CLOCK.format(date);
}

/** The mark on a cart line that cannot be bought now; null for one that can. */
export function lineMark(item: Pick<CartItem, 'availability' | 'reservedUntil'>): { label: string; detail: string } | null {
  switch (item.availability) {
    case 'reserved':
      return {
        label: 'Reserved',
        detail: item.reservedUntil
          ? `Another buyer is paying for it. It comes back on sale at ${clockTime(item.reservedUntil)} if they don't pay.`
          : "Another buyer is paying for it. It comes back on sale if they don't pay.",
      };
    case 'sold':
      return { label: 'Sold', detail: 'Someone else has bought it.' };
    case 'unavailable':
      return { label: 'No longer available', detail: 'It is no longer offered in this size or type, or has been taken off sale.' };
    default:
      return null;
  }
}

/**
 * Why checkout cannot go on while the cart holds this line, naming it: “Blue Hour” (Original 36x48)
 * is reserved by another buyer until 6:42 PM; it comes back on sale if they don't pay.
 */
export function unbuyableMessage(item: Pick<CartItem, 'productName' | 'tierDisplayName' | 'availability' | 'reservedUntil'>): string {
  const label = itemLabel(item.productName, item.tierDisplayName);
  if (item.availability === 'reserved') {
    const until = item.reservedUntil ? ` until ${clockTime(item.reservedUntil)}` : '';
    return `${label} is reserved by another buyer${until}; it comes back on sale if they don't pay.`;
  }
  if (item.availability === 'sold') return `${label} has been sold to someone else.`;
  return `${label} is no longer available.`;
}
