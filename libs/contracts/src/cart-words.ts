import type { CartItem } from './cart.js';

/*
 * The cart's words and rules a page shows, in a module without schemas: the storefront's first load
 * (the cart in the header) imports them, and an import of cart.ts would bring its zod schemas along.
 */

export const MIN_CART_QUANTITY = 1;
export const QUANTITY_MINIMUM_MESSAGE = 'Quantity must be at least 1';

/** The cart lines that can be bought now: what the totals count and checkout takes. */
export function buyableLines<Line extends Pick<CartItem, 'availability'>>(items: readonly Line[]): Line[] {
  return items.filter((item) => item.availability === 'available');
}

/** Only N left: the message of an add or a quantity change above the stock. */
export function stockLimitMessage(stock: number): string {
  return `Only ${stock} left in stock`;
}

/** Minutes left of a hold, rounded up, at least 1: how a server message says when it ends (it cannot know the reader's clock). */
export function minutesLeft(until: string, now = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
}

/** Why an item cannot be bought while another buyer's hold on it runs. */
export function reservedMessage(label: string, reservedUntil: string, now = Date.now()): string {
  const minutes = minutesLeft(reservedUntil, now);
  return `${label} is reserved by another buyer for up to ${minutes} more minute${minutes === 1 ? '' : 's'}; it comes back on sale if they don't pay`;
}

/** How a checkout refusal names a line: “Blue Hour” (Original 36x48), or “Blue Hour” without tiers. */
export function itemLabel(productName: string, tierDisplayName: string | null): string {
  return tierDisplayName ? `“${productName}” (${tierDisplayName})` : `“${productName}”`;
}

/** A line that cannot be held any more: sold, or only some left. */
export function soldMessage(label: string, left: number): string {
  return left > 0 ? `Only ${left} of ${label} ${left === 1 ? 'is' : 'are'} left` : `${label} has just been sold`;
}

const RELEASE_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** An instant as a refusal names it (the server knows no visitor's time zone, so UTC, said so). */
export function releaseTimeWords(at: string): string {
  return RELEASE_TIME.format(new Date(at));
}

/**
 * Why a work of a drop that has not opened cannot be bought: it opens to everyone at `opensAt`; during
 * members' early access (`membersOnly`) only Mail Club members may buy it.
 */
export function notOnSaleYetMessage(label: string, drop: string, opensAt: string, membersOnly: boolean): string {
  return membersOnly
    ? `${label} is open to Mail Club members only until the drop “${drop}” opens to everyone on ${releaseTimeWords(opensAt)}`
    : `${label} is coming with the drop “${drop}” and goes on sale on ${releaseTimeWords(opensAt)}`;
}
