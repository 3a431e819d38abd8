import type { EntityManager } from 'typeorm';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { EDITION_COUNTS, FREE_EDITION_NUMBERS, LOCK_EDITION, LOCK_TIERS, TAKE_EDITION_NUMBERS } from './stock.sql.js';

/*
 * The ledger of limited editions' numbers (edition_numbers: a row per number an order holds).
 *
 * It lives here, beside the stock, because the rule it keeps ties the two: a tier's stock is never
 * more than the numbers still free, its edition size less the numbers taken and the prints held in
 * checkouts. Every step that moves one of them (a hold, its commit, a refund's restock, the artist's
 * edit) runs in one catalog transaction with the tier's row locked, so the rule holds whatever runs
 * beside it. cart-order's certificates print the numbers given here.
 */

/** A limited edition's tier as the ledger counts it: its size, the numbers taken, the highest taken, and the prints held in checkouts. */
interface EditionCount {
  editionSize: number;
  taken: number;
  highest: number;
  held: number;
}

/**
 * Gives the order the lowest free numbers of a limited edition's tier for `quantity` prints, and
 * answers them; a tier that is not a limited edition answers [] (and is not locked). Null: fewer
 * numbers are free than asked (only possible if the stock was set around the ledger): nothing must
 * then be sold.
 */
export async function takeEditionNumbers(manager: EntityManager, orderId: string, tierId: string, quantity: number): Promise<number[] | null> {
  // The tier's lock orders the takers; the numbers are read after it, so each sees the others' (read committed).
  const [editionSize] = await run(manager, LOCK_EDITION, { tierId });
  if (editionSize === undefined) return [];
  const numbers = await run(manager, TAKE_EDITION_NUMBERS, { tierId, orderId, editionSize, quantity });
  return numbers.length === quantity ? numbers.sort((a, b) => a - b) : null;
}

/** A refunded order's prints of a tier give their numbers back (its highest first, as many as were refunded). */
export async function freeEditionNumbers(manager: EntityManager, orderId: string, tierId: string, quantity: number): Promise<void> {
  await run(manager, FREE_EDITION_NUMBERS, { orderId, tierId, quantity });
}

/** The most a limited edition's stock may be: its size less the numbers taken and the prints held in checkouts. */
export const stockRoom = (count: EditionCount) => Math.max(0, count.editionSize - count.taken - count.held);

/** A tier as stored, with its ledger's counts: what an edit is checked against. */
export type StoredEdition = Omit<EditionCount, 'editionSize'> & { stock: number; editionSize: number | null };

/**
 * Locks the product's tiers that the edit keeps as limited editions (in id order, as a hold takes
 * them) and counts each one's numbers; call it before writing their stock or size.
 */
export async function lockEditionCounts(manager: EntityManager, productId: string, tierIds: readonly string[]): Promise<Map<string, StoredEdition>> {
  const counts = new Map<string, StoredEdition>();
  if (tierIds.length === 0) return counts;
  await run(manager, LOCK_TIERS, { productId, tierIds });
  // A statement of its own, after the locks: it sees every hold and number committed before them.
  for (const { id, ...row } of await run(manager, EDITION_COUNTS, { productId, tierIds })) counts.set(id, row);
  return counts;
}

/**
 * The artist's new size and stock of a limited edition's tier against its ledger: a 400 in plain
 * words (on the tier's field) when the size is below a number already sold, or the stock above the
 * numbers still free. Only what the edit changes is checked: a product is still editable when an
 * edition sold beyond its size before the ledger kept it (its stock and size then left as they are).
 */
export function checkEditionEdit(stored: StoredEdition, edit: { editionSize: number; stock: number }, field: string): void {
  const resized = edit.editionSize !== stored.editionSize;
  if (resized && stored.highest > edit.editionSize) {
    const message = `Print ${stored.highest} of this edition is sold: the edition size cannot be less than ${stored.highest}`;
    throw AppError.badRequest(message, { [`${field}.editionSize`]: message });
  }
  const count = { ...stored, editionSize: edit.editionSize };
  const room = stockRoom(count);
  if (edit.stock <= room || (!resized && edit.stock <= stored.stock)) return;
  const checkouts =
    count.held === 0 ? '' : count.held === 1 ? ' (1 is in a buyer’s checkout right now)' : ` (${count.held} are in buyers’ checkouts right now)`;
  const message =
    room === 0
      ? `Every print of this edition of ${count.editionSize} is ${count.held === 0 ? 'sold' : 'sold or in a buyer’s checkout'}: stock can be at most 0`
      : `Only ${room} of this edition of ${count.editionSize} ${room === 1 ? 'is' : 'are'} not sold${checkouts}: stock can be at most ${room}`;
  throw AppError.badRequest(message, { [`${field}.stock`]: message });
}
