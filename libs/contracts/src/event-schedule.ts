// Free of zod: the storefront's events page and the content service's calendar files read it.

/**
 * One of the artist's events: an opening, an open studio, a workshop.
 * `date` is the calendar day (YYYY-MM-DD) and `time` the hours as the artist writes them
 * ('6:00 PM - 9:00 PM'), both in the place's own time: an event happens where it is, whoever reads it.
 */
export interface StudioEvent {
  id: string;
  title: string;
  description: string | null;
  /** YYYY-MM-DD. */
  date: string;
  /** A time or a range ('6:00 PM - 9:00 PM', '18:00–21:00'); null for an all-day event. */
  time: string | null;
  location: string | null;
  /** An image the shop stores (/objects/…) or an https address. */
  imageUrl: string | null;
  registrationRequired: boolean;
  /** Where to register: a path of the shop (/contact) or an http(s) address. Set whenever registration is required. */
  registrationUrl: string | null;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Hours of an event in minutes after midnight; `end` is null when only a start is given, and below `start` when the event runs past midnight. */
export interface EventHours {
  start: number;
  end: number | null;
}

export const EVENT_TIME_MESSAGE = 'Time must be a time or a range, like 6:00 PM - 9:00 PM or 18:00-21:00';

const TWELVE_HOUR = /^(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3])[:.h]([0-5]\d)$/i;
const BARE_HOUR = /^(\d{1,2})(?::([0-5]\d))?$/;
const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i;

function twelveHour(hour: number, minute: number, meridiem: string): number | null {
  if (hour < 1 || hour > 12) return null;
  return ((hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute;
}

/** One time of day: '6 PM', '6:30pm', '18:30', '18.30'; null if it is none. */
function timeOfDay(text: string): number | null {
  const twelve = TWELVE_HOUR.exec(text);
  if (twelve) return twelveHour(Number(twelve[1]), Number(twelve[2] ?? 0), twelve[3]!);
  const twentyFour = TWENTY_FOUR_HOUR.exec(text);
  if (twentyFour) return Number(twentyFour[1]) * 60 + Number(twentyFour[2]);
  return null;
}

/**
 * The hours in an event's time text, or null when the text is not a time or a range of two.
 * A start without AM/PM takes its end's ('6 - 9 PM'), or the morning when that would put it after
 * the end ('11 - 1 PM').
 */
export function parseEventHours(text: string): EventHours | null {
  const parts = text.trim().split(RANGE_SEPARATOR);
  if (parts.length === 1) {
    const start = timeOfDay(parts[0]!);
    return start === null ? null : { start, end: null };
  }
  if (parts.length !== 2) return null;
  const [from, to] = parts as [string, string];
  const end = timeOfDay(to);
  if (end === null) return null;
  const bare = BARE_HOUR.exec(from);
  const endMeridiem = TWELVE_HOUR.exec(to)?.[3];
  let start: number | null;
  if (bare && endMeridiem) {
    const [hour, minute] = [Number(bare[1]), Number(bare[2] ?? 0)];
    start = twelveHour(hour, minute, endMeridiem);
    if (start !== null && start > end) start = twelveHour(hour, minute, 'a');
  } else {
    start = timeOfDay(from);
  }
  if (start === null || start === end) return null;
  return { start, end };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a day that exists on the calendar, written YYYY-MM-DD (2027-02-29 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as YYYY-MM-DD in the reader's own time zone (the browser's), where "upcoming" is judged. */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Saturday, April 17, 2027': the day as written, whatever the reader's time zone. */
export function formatEventDate(date: string, locale = 'en-US'): string {
  const match = ISO_DAY.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
}

/** Soonest first: by day, then by starting hour (all-day events first), then by title. */
export function compareEvents(a: Pick<StudioEvent, 'date' | 'time' | 'title'>, b: Pick<StudioEvent, 'date' | 'time' | 'title'>): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const startOf = (event: Pick<StudioEvent, 'time'>) => (event.time ? (parseEventHours(event.time)?.start ?? -1) : -1);
  return startOf(a) - startOf(b) || a.title.localeCompare(b.title);
}

/**
 * The events page's two sections: upcoming (today's included), soonest first, and past, the latest
 * first. `today` is the reader's day (localDay()).
 */
export function splitEvents<E extends Pick<StudioEvent, 'date' | 'time' | 'title'>>(events: readonly E[], today: string): { upcoming: E[]; past: E[] } {
  const sorted = [...events].sort(compareEvents);
  return {
    upcoming: sorted.filter((event) => event.date >= today),
    past: sorted.filter((event) => event.date < today).reverse(),
  };
}

/** The address of an event's calendar file (GET /api/events/{id}.ics). */
export function eventCalendarPath(id: string): string {
  return `/api/events/${encodeURIComponent(id)}.ics`;
}
