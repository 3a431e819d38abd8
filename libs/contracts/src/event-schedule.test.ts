import { describe, expect, it } from 'vitest';
import { formatEventDate, isCalendarDay, localDay, parseEventHours, splitEvents } from './event-schedule.js';
import { studioEventInputSchema } from './studio-events.js';

describe("an event's hours", () => {
  it('reads the ways people write a time or a range', () => {
    expect(parseEventHours('6:00 PM - 9:00 PM')).toEqual({ start: 18 * 60, end: 21 * 60 });
    expect(parseEventHours('11:00 AM – 5:00 PM')).toEqual({ start: 11 * 60, end: 17 * 60 });
    expect(parseEventHours('18:00-21:30')).toEqual({ start: 18 * 60, end: 21 * 60 + 30 });
    expect(parseEventHours('7pm to 9.30pm')).toEqual({ start: 19 * 60, end: 21 * 60 + 30 });
    expect(parseEventHours('12 PM')).toEqual({ start: 12 * 60, end: null });
    expect(parseEventHours('12 a.m.')).toEqual({ start: 0, end: null });
  });

  it('gives a start without AM/PM its end’s, or the morning when that comes after the end', () => {
    expect(parseEventHours('6 - 9 PM')).toEqual({ start: 18 * 60, end: 21 * 60 });
    expect(parseEventHours('6:30 - 9 PM')).toEqual({ start: 18 * 60 + 30, end: 21 * 60 });
    expect(parseEventHours('11 - 1 PM')).toEqual({ start: 11 * 60, end: 13 * 60 });
  });

  it('keeps a range past midnight, and refuses what is not hours', () => {
    expect(parseEventHours('10 PM - 1 AM')).toEqual({ start: 22 * 60, end: 60 });
    for (const text of ['after lunch', '25:00', '13 PM', '6 PM - 6 PM', '1 - 2 - 3 PM', '']) expect(parseEventHours(text)).toBeNull();
  });
});

describe('event days', () => {
  it('takes only days that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-4-17')).toBe(false);
    expect(isCalendarDay('17/04/2027')).toBe(false);
  });

  it('writes the day as it is, whatever the reader’s time zone', () => {
    expect(formatEventDate('2027-04-17')).toBe('Saturday, April 17, 2027');
    expect(localDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });

  it('puts today and later under upcoming, soonest first, and the rest under past, latest first', () => {
    const events = [
      { title: 'Last year', date: '2026-01-10', time: null },
      { title: 'Tonight', date: '2026-11-24', time: '7 PM' },
      { title: 'This morning', date: '2026-11-24', time: '9 AM' },
      { title: 'Next spring', date: '2027-04-17', time: '11:00 AM - 5:00 PM' },
      { title: 'Yesterday', date: '2026-11-23', time: '6 PM' },
    ];
    const { upcoming, past } = splitEvents(events, '2026-11-24');
    expect(upcoming.map((event) => event.title)).toEqual(['This morning', 'Tonight', 'Next spring']);
    expect(past.map((event) => event.title)).toEqual(['Yesterday', 'Last year']);
  });
});

describe('the event form', () => {
  it('trims, empties and defaults what the Events manager sends', () => {
    expect(
      studioEventInputSchema.parse({ title: ' Open studio ', date: '2027-04-17', time: '', location: ' ', imageUrl: '', registrationUrl: '', id: 'ignored' }),
    ).toEqual({
      title: 'Open studio',
      description: null,
      date: '2027-04-17',
      time: null,
      location: null,
      imageUrl: null,
      registrationRequired: false,
      registrationUrl: null,
      isPublished: false,
    });
  });
});
