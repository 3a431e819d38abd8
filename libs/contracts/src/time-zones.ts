import { z } from 'zod';

/*
 * The shop's days. The artist names the time zone the studio works in (an IANA name such as
 * 'Europe/Berlin'); reports, a day's papers, the packing view and the dashboard count days there.
 */

/** Days are UTC days until the artist chooses a zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Every IANA time zone this runtime knows, UTC first (a browser too old to list them knows UTC alone: the server still checks). */
export const TIME_ZONES: readonly string[] = [
  DEFAULT_TIME_ZONE,
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter((zone) => zone !== DEFAULT_TIME_ZONE),
];
const KNOWN = new Set(TIME_ZONES);

export const timeZoneMessage = (value: string) => `"${value}" is not a time zone: choose one such as Europe/Berlin or America/New_York`;

/** A time zone as the artist picks it: one of TIME_ZONES, else a message naming what was sent. */
export const timeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .trim()
  .superRefine((value, ctx) => {
    if (!KNOWN.has(value)) ctx.addIssue({ code: 'custom', message: timeZoneMessage(value) });
  });

/** A moment's day in the time zone: 'YYYY-MM-DD'. */
export function dayIn(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
