import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput } from './local-time';

describe('a time field in the shop’s zone', () => {
  it('shows and reads the time in the shop’s zone, whatever the browser’s', () => {
    expect(toZoneInput('2026-12-05T17:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-05T18:00');
    expect(toZoneInput('2026-12-05T17:00:00.000Z', 'America/New_York')).toBe('2026-12-05T12:00');
    expect(fromZoneInput('2026-12-05T18:00', 'Europe/Berlin')).toBe('2026-12-05T17:00:00.000Z');
    expect(fromZoneInput('2026-12-05T12:00', 'America/New_York')).toBe('2026-12-05T17:00:00.000Z');
  });

  it('leaves an empty or unreadable value for the server to name', () => {
    expect(fromZoneInput('', 'Europe/Berlin')).toBe('');
    expect(fromZoneInput('soon', 'Europe/Berlin')).toBe('soon');
  });
});
