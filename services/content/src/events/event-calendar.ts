import { parseEventHours, type StudioEvent } from '@artshop/contracts';

/*
 * An event as an iCalendar file (RFC 5545), for 'Add to calendar'. Written here rather than with a
 * library: an event is a calendar day and the hours as the artist writes them, in the place's own
 * time, which iCalendar calls floating time (no Z, no TZID): 6 PM at the gallery is 6 PM in every
 * reader's calendar. Libraries build that from a JavaScript Date's local hours, which would tie the
 * file to the server's time zone. What the format asks, and what is done here: CRLF line ends,
 * text escaped (\\ ; , and new lines), lines folded at 75 octets without splitting a character,
 * a UID that stays the same for the event (a second import updates it instead of adding another),
 * DTSTAMP in UTC.
 */

const PRODUCT_ID = '-//Art Shop//Studio Events//EN';
const MAX_OCTETS = 75;

/** TEXT values (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Content lines of at most 75 octets, continued with a leading space (§3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line starts with a space, which counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 2027-05-21 → 20270521. */
function basicDate(date: string): string {
  return date.replace(/-/g, '');
}

/** The day after a YYYY-MM-DD, for an all-day event's exclusive end. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A floating local date-time on `date` plus `minutes` (which may pass midnight). */
function floatingDateTime(date: string, minutes: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, 0, minutes));
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/** DTSTART and DTEND: timed when the time text reads as hours, else the whole day. */
function when(event: StudioEvent): string[] {
  const hours = event.time ? parseEventHours(event.time) : null;
  if (!hours) return [`DTSTART;VALUE=DATE:${basicDate(event.date)}`, `DTEND;VALUE=DATE:${nextDay(event.date)}`];
  const lines = [`DTSTART:${floatingDateTime(event.date, hours.start)}`];
  if (hours.end !== null) {
    // An end before the start is the next morning's ('10 PM - 1 AM').
    const end = hours.end > hours.start ? hours.end : hours.end + 24 * 60;
    lines.push(`DTEND:${floatingDateTime(event.date, end)}`);
  }
  return lines;
}

/** An absolute address for a link the event holds (a path of the shop becomes one under `baseUrl`). */
function absolute(url: string, baseUrl: string | undefined): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}${url}` : null;
}

/** The whole file, one VEVENT in a VCALENDAR. `baseUrl` makes the shop's own paths absolute (PUBLIC_URL). */
export function eventCalendar(event: StudioEvent, { baseUrl }: { baseUrl?: string } = {}): string {
  const registration = event.registrationRequired && event.registrationUrl ? absolute(event.registrationUrl, baseUrl) : null;
  const description = [
    event.description,
    event.time && !parseEventHours(event.time) ? event.time : null,
    event.registrationRequired ? `Registration required${registration ? `: ${registration}` : ''}` : null,
  ]
    .filter((part): part is string => !!part)
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@events.art-shop`,
    `DTSTAMP:${utcStamp(new Date(event.updatedAt))}`,
    ...when(event),
    `SUMMARY:${escapeText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(registration ? [`URL:${registration}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A download name from the title: 'Tidal: Opening Reception' → tidal-opening-reception.ics. */
export function calendarFileName(event: Pick<StudioEvent, 'title' | 'date'>): string {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}-${event.date}.ics`;
}
