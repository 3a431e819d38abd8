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

/** A moment as the clock in the time zone read it, with that zone's offset then (ISO 8601): '2026-11-01T00:30:00+01:00'. */
export function timestampIn(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // 'GMT+01:00', or 'GMT' for no offset.
  const offset = parts.timeZoneName!.slice(3) || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
