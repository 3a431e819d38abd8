import { instantIn, wallTimeIn } from '@artshop/contracts';

// The back office enters and shows times in the shop's time zone (Business Settings), whatever the
// browser's: an artist travelling, or a shop run from abroad, still schedules by the shop's clock.

/** An instant as a datetime-local input shows it, in the shop's time zone ('2026-12-05T18:00'), whatever the browser's. */
export function toZoneInput(iso: string, timeZone: string): string {
  return wallTimeIn(new Date(iso), timeZone);
}

/** A datetime-local value read in the shop's time zone, as the instant the server keeps; '' stays '' (the server says what is missing). */
export function fromZoneInput(value: string, timeZone: string): string {
  if (!value) return '';
  return instantIn(value, timeZone)?.toISOString() ?? value;
}
