import { describe, expect, it } from 'vitest';
import type { StudioEvent } from '@artshop/contracts';
import { calendarFileName, escapeText, eventCalendar, foldLine } from './event-calendar.js';

// RFC 5545 text, checked without a service: what a calendar application reads from the file.
const EVENT: StudioEvent = {
  id: '7f1c2a4e-93b1-4d0e-9a51-0c6f4b1f2d11',
  title: 'Open Studio Weekend',
  description: 'New paintings on the walls.\nCoffee on the table.',
  date: '2027-04-17',
  time: '11:00 AM - 5:00 PM',
  location: 'Studio 4, 58 Fore Street, Portland, ME',
  imageUrl: null,
  registrationRequired: false,
  registrationUrl: null,
  isPublished: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T22:05:09.000Z',
};

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('an event as an iCalendar file', () => {
  it('is one VEVENT in a VCALENDAR, in floating local time, with CRLF line ends', () => {
    const body = eventCalendar(EVENT);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(unfold(body)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Art Shop//Studio Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:7f1c2a4e-93b1-4d0e-9a51-0c6f4b1f2d11@events.art-shop',
      'DTSTAMP:20261124T220509Z',
      'DTSTART:20270417T110000',
      'DTEND:20270417T170000',
      'SUMMARY:Open Studio Weekend',
      'DESCRIPTION:New paintings on the walls.\\nCoffee on the table.',
      'LOCATION:Studio 4\\, 58 Fore Street\\, Portland\\, ME',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('is a whole day without hours, ending the next day (exclusive), across a month end', () => {
    const lines = unfold(eventCalendar({ ...EVENT, date: '2027-02-28', time: null }));
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228');
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
  });

  it('keeps hours it cannot read in the description, as a whole-day event', () => {
    const lines = unfold(eventCalendar({ ...EVENT, time: 'Doors at dusk' }));
    expect(lines).toContain('DTSTART;VALUE=DATE:20270417');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Doors at dusk');
  });

  it('ends the next morning when the range passes midnight, and has no end for a start alone', () => {
    expect(unfold(eventCalendar({ ...EVENT, date: '2027-12-31', time: '10 PM - 1 AM' }))).toEqual(
      expect.arrayContaining(['DTSTART:20271231T220000', 'DTEND:20280101T010000']),
    );
    const start = unfold(eventCalendar({ ...EVENT, time: '7 PM' }));
    expect(start).toContain('DTSTART:20270417T190000');
    expect(start.some((line) => line.startsWith('DTEND'))).toBe(false);
  });

  it('links registration, making a path of the shop absolute', () => {
    const lines = unfold(eventCalendar({ ...EVENT, registrationRequired: true, registrationUrl: '/contact' }, { baseUrl: 'https://shop.example.com/' }));
    expect(lines).toContain('URL:https://shop.example.com/contact');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Registration required: https://shop.example.com/contact');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'Été à la galerie — '.repeat(10)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('is named after the event', () => {
    expect(calendarFileName({ title: 'Tidal: Opening Reception!', date: '2027-05-21' })).toBe('tidal-opening-reception-2027-05-21.ics');
    expect(calendarFileName({ title: 'Été', date: '2027-05-21' })).toBe('ete-2027-05-21.ics');
    expect(calendarFileName({ title: '★★★', date: '2027-05-21' })).toBe('event-2027-05-21.ics');
  });
});
