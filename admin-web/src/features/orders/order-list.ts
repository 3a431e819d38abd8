import { ORDER_FILTERS, type OrderFilter, type OrderView } from '@artshop/contracts';
import { TIME_FILTERS, type TimeFilter } from './time-filter';

/*
 * The orders screen's address (?q=…&status=…&time=…&page=…&customer=…&order=…) and what it shows from it.
 */

export const PAGE_SIZE = 20;
const TIME_VALUES: readonly string[] = TIME_FILTERS.map((filter) => filter.value);

export function statusOf(params: URLSearchParams): OrderFilter {
  const value = params.get('status') ?? '';
  return (ORDER_FILTERS as readonly string[]).includes(value) ? (value as OrderFilter) : 'all';
}

export function timeOf(params: URLSearchParams): TimeFilter {
  const value = params.get('time') ?? '';
  return TIME_VALUES.includes(value) ? (value as TimeFilter) : 'all';
}

export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The address with another status, time or page; any change but the page starts again at the first page. */
export function withOrderFilters(current: URLSearchParams, next: { status?: OrderFilter; time?: TimeFilter; page?: number }): URLSearchParams {
  const updated = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) => (value === fallback ? updated.delete(name) : updated.set(name, value));
  if (next.status !== undefined) set('status', next.status, 'all');
  if (next.time !== undefined) set('time', next.time, 'all');
  set('page', String(next.page ?? 1), '1');
  return updated;
}

/** The address showing every customer's orders again, from the first page. */
export function withoutCustomer(current: URLSearchParams): URLSearchParams {
  const updated = new URLSearchParams(current);
  updated.delete('customer');
  updated.delete('page');
  return updated;
}

/**
 * The order the sheet shows: the one opened (or the one the address names, once the list holds it),
 * as the list has it when the list's copy is newer (the server's answer to a change, a newer page).
 */
export function sheetOrder(opened: OrderView | null, wanted: string | undefined, orders: OrderView[] | undefined): OrderView | null {
  const order = opened ?? (wanted ? (orders?.find((candidate) => candidate.orderNumber === wanted) ?? null) : null);
  if (!order) return null;
  return orders?.find((candidate) => candidate.id === order.id && candidate.updatedAt > order.updatedAt) ?? order;
}

/** What an empty list says: no orders at all yet, or none matching. */
export function emptyText(allCount: number, narrowed: boolean): string {
  return allCount === 0 && !narrowed ? 'No orders yet' : 'No orders found';
}
