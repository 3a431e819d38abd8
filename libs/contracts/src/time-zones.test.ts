import { describe, expect, it } from 'vitest';
import { dayIn, timestampIn } from './time-zones.js';

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
});
