import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says just now under a minute, and for a time slightly ahead', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-30), NOW)).toBe('just now');
  });

  it('counts minutes, hours, days, weeks, months and years in whole units', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 20), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3600), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 59 * 60), NOW)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(2 * 86400), NOW)).toBe('2 days ago');
    expect(formatRelativeTime(ago(14 * 86400), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(65 * 86400), NOW)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86400), NOW)).toBe('2 years ago');
  });

  it('writes a moment in the time zone given, naming it', () => {
    expect(formatDateTime('2026-12-05T17:00:00Z', 'Europe/Berlin')).toBe('Dec 5, 2026, 6:00 PM GMT+1');
    expect(formatDateTime('2026-12-05T17:00:00Z', 'America/New_York')).toBe('Dec 5, 2026, 12:00 PM EST');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatDateTime('nope')).toBe('');
    expect(formatDateTime('nope', 'UTC')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
