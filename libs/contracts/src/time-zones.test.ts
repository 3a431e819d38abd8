import { describe, expect, it } from 'vitest';
import { dayIn, instantIn, timestampIn, wallTimeIn, zoneNameAt } from './time-zones.js';

describe('the shop’s clock', () => {
  it('reads a moment in the zone, with the offset it had then', () => {
    const lateNight = new Date('2024-10-31T23:30:00Z');
    expect(timestampIn(lateNight, 'UTC')).toBe('2024-10-31T23:30:00+00:00');
    expect(timestampIn(lateNight, 'Europe/Berlin')).toBe('2024-11-01T00:30:00+01:00');
    expect(timestampIn(new Date('2024-07-31T22:30:00Z'), 'Europe/Berlin')).toBe('2024-08-01T00:30:00+02:00');
    expect(timestampIn(lateNight, 'America/St_Johns')).toBe('2024-10-31T21:00:00-02:30');
    expect(timestampIn(new Date('2024-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2024-01-01T05:30:00+05:30');
  });

  it('names the day the timestamp starts with', () => {
    const lateNight = new Date('2024-10-31T23:30:00Z');
    for (const zone of ['UTC', 'Europe/Berlin', 'America/St_Johns']) expect(timestampIn(lateNight, zone).slice(0, 10)).toBe(dayIn(lateNight, zone));
  });

  it('reads a wall-clock time in the zone as the moment it names, whatever the zone of the machine', () => {
    expect(instantIn('2026-12-05T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-12-05T17:00:00.000Z');
    expect(instantIn('2026-07-05T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-05T16:00:00.000Z');
    expect(instantIn('2026-12-05T18:00', 'America/New_York')?.toISOString()).toBe('2026-12-05T23:00:00.000Z');
    expect(instantIn('2026-12-05T18:00', 'UTC')?.toISOString()).toBe('2026-12-05T18:00:00.000Z');
    expect(instantIn('2026-12-05T18:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    // The hour the clock goes back happens twice: the first; the hour it skips is read with the offset before.
    expect(instantIn('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantIn('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantIn('tomorrow', 'UTC')).toBeNull();
    expect(instantIn('', 'UTC')).toBeNull();
  });

  it('writes a moment as the zone’s wall clock and names the zone', () => {
    const moment = new Date('2026-12-05T17:00:00Z');
    expect(wallTimeIn(moment, 'Europe/Berlin')).toBe('2026-12-05T18:00');
    expect(wallTimeIn(moment, 'America/New_York')).toBe('2026-12-05T12:00');
    for (const zone of ['UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kolkata']) expect(instantIn(wallTimeIn(moment, zone), zone)).toEqual(moment);
    expect(zoneNameAt(moment, 'Europe/Berlin')).toBe('CET');
    expect(zoneNameAt(moment, 'UTC')).toBe('UTC');
  });
});
