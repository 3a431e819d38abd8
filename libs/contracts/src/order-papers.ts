import { z } from 'zod';
import { ORDER_NOT_FOUND_MESSAGE } from './account.js';
import { dayIn } from './time-zones.js';

/*
 * The papers of an order, as PDFs: the packing slip that goes in the parcel (no prices) and the
 * invoice (numbered once, for good, the first time it is issued); one order's, or every order paid
 * on one day, one page each.
 */

/** One order's paper. */
export const orderPaperSchema = z.object({ orderId: z.uuid({ error: ORDER_NOT_FOUND_MESSAGE }) });

/** Every order paid on one of the shop's days (in the time zone of its business settings). */
export const dayPapersSchema = z.object({
  day: z.iso.date({ error: 'The day must be a date (YYYY-MM-DD)' }),
});

/** A moment's day in the shop's time zone, as a day's papers take it: 'YYYY-MM-DD'. */
export const paperDayOf = (date: Date, timeZone: string) => dayIn(date, timeZone);

/** The two papers of an order. */
export type OrderPaper = 'packing-slip' | 'invoice';
