const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '5 minutes ago', '2 hours ago', '3 days ago' (Intl.RelativeTimeFormat); under a minute gives
 * 'just now'. A time slightly in the future (clock skew) also reads 'just now'.
 */
export function formatRelativeTime(value: string | number | Date, now: number | Date = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round(((now instanceof Date ? now.getTime() : now) - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** 'Nov 22, 2025, 4:16 PM' in the reader's time zone, or 'Nov 22, 2025, 4:16 PM GMT+1' in the one given; '' for an unreadable value. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  if (!date) return '';
  if (!timeZone) return absolute.format(date);
  // dateStyle cannot name the zone: the same fields one by one.
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** 'Nov 22, 2025' (in the reader's time zone, or the one given); '' for an unreadable value. */
export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  if (!date) return '';
  return timeZone ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date) : dateOnly.format(date);
}
