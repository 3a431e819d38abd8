/** The time zone the back office enters and shows times in: the browser's. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a datetime-local input shows it, in the browser's time zone ('2026-12-05T18:00'). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value read in the browser's time zone, as the instant the server keeps; '' stays '' (the server says what is missing). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
