import { describe, expect, it } from 'vitest';
import type { OrderView } from '@artshop/contracts';
import { emptyText, pageOf, sheetOrder, statusOf, timeOf, withOrderFilters, withoutCustomer } from './order-list';

describe("the orders screen's address", () => {
  it('reads known status and time filters, else all, and a page from 1', () => {
    expect(statusOf(new URLSearchParams('status=shipped'))).toBe('shipped');
    expect(statusOf(new URLSearchParams('status=lost'))).toBe('all');
    expect(timeOf(new URLSearchParams('time=forever'))).toBe('all');
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=nope'))).toBe(1);
  });

  it('starts again at the first page when a filter changes, and leaves out what is not filtered', () => {
    expect(withOrderFilters(new URLSearchParams('q=ann&page=3'), { status: 'shipped' }).toString()).toBe('q=ann&status=shipped');
    expect(withOrderFilters(new URLSearchParams('status=shipped'), { status: 'all' }).toString()).toBe('');
    expect(withOrderFilters(new URLSearchParams('status=shipped'), { page: 2 }).toString()).toBe('status=shipped&page=2');
  });

  it("drops the customer and the page to show everyone's orders", () => {
    expect(withoutCustomer(new URLSearchParams('customer=ann%40example.com&page=2&status=paid')).toString()).toBe('status=paid');
  });
});

describe('the order sheet', () => {
  const order = (id: string, orderNumber: string, updatedAt: string) => ({ id, orderNumber, updatedAt }) as OrderView;

  it('shows the opened order, or the one the address names once the list holds it', () => {
    const list = [order('a', '1061', '2025-01-01'), order('b', '1062', '2025-01-01')];
    expect(sheetOrder(list[0]!, '1062', list)).toBe(list[0]);
    expect(sheetOrder(null, '1062', list)).toBe(list[1]);
    expect(sheetOrder(null, '1099', list)).toBeNull();
    expect(sheetOrder(null, undefined, list)).toBeNull();
  });

  it("shows the list's copy when it is newer than the one opened", () => {
    const opened = order('a', '1061', '2025-01-01');
    const newer = order('a', '1061', '2025-01-02');
    expect(sheetOrder(opened, undefined, [newer])).toBe(newer);
    expect(sheetOrder(newer, undefined, [opened])).toBe(newer);
  });
});

describe('an empty list', () => {
  it('says there are no orders yet only when nothing narrows it', () => {
    expect(emptyText(0, false)).toBe('No orders yet');
    expect(emptyText(0, true)).toBe('No orders found');
    expect(emptyText(5, false)).toBe('No orders found');
  });
});
