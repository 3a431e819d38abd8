import { SUBSCRIPTION_STATUSES, type AdminSubscription, type SubscriptionStatus } from '@artshop/contracts';
import type { SubscriptionFilters } from './hooks';
import type { CancelWhen } from './labels';

/*
 * The subscriptions screen's address (?q=…&status=…&plan=…&page=…) and what it asks the server for.
 */

export type StatusFilter = SubscriptionStatus | 'pending' | 'all';
export type FilterName = 'status' | 'plan' | 'page';

export const PAGE_SIZE = 50;

/** The status in the address, when it is one the server knows ('pending': waiting for a payment); else all. */
export function statusFilterOf(params: URLSearchParams): StatusFilter {
  const value = params.get('status') ?? '';
  return ([...SUBSCRIPTION_STATUSES, 'pending'] as readonly string[]).includes(value) ? (value as SubscriptionStatus | 'pending') : 'all';
}

/** The page in the address: a whole number from 1, else 1. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The address once a filter or the page changes; another filter starts again at the first page. */
export function withFilter(current: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (name !== 'page') updated.delete('page');
  if (value === 'all' || (name === 'page' && value === '1')) updated.delete(name);
  else updated.set(name, value);
  return updated;
}

/** What the list asks the server: only the filters in use. */
export function subscriptionFilters({ q, status, planId, page }: { q: string; status: StatusFilter; planId: string; page: number }): SubscriptionFilters {
  return { ...(q ? { q } : {}), ...(status !== 'all' ? { status } : {}), ...(planId !== 'all' ? { planId } : {}), page, pageSize: PAGE_SIZE };
}

/** The success toast's text once the artist has cancelled a member's subscription. */
export function cancelledText(
  when: CancelWhen,
  updated: Pick<AdminSubscription, 'userEmail' | 'cancelAt' | 'currentPeriodEnd'>,
  formatDate: (iso: string | null) => string,
): string {
  return when === 'now'
    ? `${updated.userEmail}'s subscription has ended.`
    : `${updated.userEmail}'s subscription will end on ${formatDate(updated.cancelAt ?? updated.currentPeriodEnd)}.`;
}

export function shownText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'subscription' : 'subscriptions'}`;
}
