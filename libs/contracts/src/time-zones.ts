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

/** The zone's offset from UTC at a moment, in minutes ('+01:00' → 60). */
function offsetMinutes(date: Date, timeZone: string): number {
  const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)$/.exec(timestampIn(date, timeZone))!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The moment a wall-clock time in the zone names ('2026-12-05T18:00', as a datetime-local input holds it),
 * or null when the text is not such a time. In the hour a clock goes back the earlier moment is taken; a
 * time the clock skips (going forward) is read with the offset before the change.
 */
export function instantIn(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the moment first guessed, then at the moment that gives: they differ only near a change.
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const earlier = asUtc - offsetMinutes(new Date(first - 3_600_000), timeZone) * 60_000;
  const candidates = [earlier, first].filter((moment) => timestampIn(new Date(moment), timeZone).slice(0, 19) === wallTimeWithSeconds(match));
  return new Date(candidates.length ? Math.min(...candidates) : earlier);
}

const wallTimeWithSeconds = (match: RegExpExecArray) => `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}`;

/** A moment as a datetime-local input shows it in the zone: '2026-12-05T18:00'. */
export const wallTimeIn = (date: Date, timeZone: string): string => timestampIn(date, timeZone).slice(0, 16);

/** The zone's short name at a moment, as a reader knows it: 'CET', 'GMT+1', 'UTC'. */
export function zoneNameAt(date: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
