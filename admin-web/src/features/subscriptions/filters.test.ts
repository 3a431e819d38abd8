import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, cancelledText, pageOf, shownText, statusFilterOf, subscriptionFilters, withFilter } from './filters';

describe("the subscriptions screen's address", () => {
  it('reads a known status (or pending), else all', () => {
    expect(statusFilterOf(new URLSearchParams('status=active'))).toBe('active');
    expect(statusFilterOf(new URLSearchParams('status=pending'))).toBe('pending');
    expect(statusFilterOf(new URLSearchParams('status=gone'))).toBe('all');
  });

  it('reads the page as a whole number from 1', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
  });

  it('starts again at the first page when a filter changes, and leaves out what is not filtered', () => {
    expect(withFilter(new URLSearchParams('q=ann&page=4'), 'status', 'active').toString()).toBe('q=ann&status=active');
    expect(withFilter(new URLSearchParams('status=active&page=2'), 'status', 'all').toString()).toBe('');
    expect(withFilter(new URLSearchParams('status=active'), 'page', '3').toString()).toBe('status=active&page=3');
    expect(withFilter(new URLSearchParams('status=active&page=3'), 'page', '1').toString()).toBe('status=active');
  });

  it('asks the server only for the filters in use', () => {
    expect(subscriptionFilters({ q: '', status: 'all', planId: 'all', page: 1 })).toEqual({ page: 1, pageSize: PAGE_SIZE });
    expect(subscriptionFilters({ q: 'ann', status: 'pending', planId: 'p1', page: 2 })).toEqual({
      q: 'ann',
      status: 'pending',
      planId: 'p1',
      page: 2,
      pageSize: PAGE_SIZE,
    });
  });
});

describe('the words of the subscriptions screen', () => {
  const date = (iso: string | null) => `[${iso}]`;

  it('says when a cancelled subscription ends', () => {
    const updated = { userEmail: 'ann@example.com', cancelAt: '2025-03-01', currentPeriodEnd: '2025-02-01' };
    expect(cancelledText('now', updated, date)).toBe("ann@example.com's subscription has ended.");
    expect(cancelledText('period_end', updated, date)).toBe("ann@example.com's subscription will end on [2025-03-01].");
    expect(cancelledText('period_end', { ...updated, cancelAt: null }, date)).toBe("ann@example.com's subscription will end on [2025-02-01].");
  });

  it('counts the members shown', () => {
    expect(shownText(1, 1)).toBe('Showing 1 of 1 subscription');
    expect(shownText(50, 120)).toBe('Showing 50 of 120 subscriptions');
  });
});
