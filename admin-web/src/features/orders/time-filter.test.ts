import { describe, expect, it } from 'vitest';
import { sinceOf } from './time-filter';

describe('the orders time filter', () => {
  const now = new Date(2026, 2, 31, 15, 30); // 31 March 2026, 15:30 local time

  it('starts today at local midnight, this week 7 days ago, and is empty for all time', () => {
    expect(sinceOf('all', now)).toBeUndefined();
    expect(sinceOf('today', now)).toBe(new Date(2026, 2, 31, 0, 0).toISOString());
    expect(sinceOf('week', now)).toBe(new Date(now.getTime() - 7 * 86_400_000).toISOString());
  });

  it('starts this month on the same date a month earlier, or the last day of a shorter month', () => {
    expect(sinceOf('month', new Date(2026, 4, 15, 9, 0))).toBe(new Date(2026, 3, 15, 9, 0).toISOString());
    expect(sinceOf('month', now)).toBe(new Date(2026, 1, 28, 15, 30).toISOString());
    expect(sinceOf('month', new Date(2026, 0, 10, 8, 0))).toBe(new Date(2025, 11, 10, 8, 0).toISOString());
  });
});
