import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderFilter } from '@artshop/contracts';
import { useUrlSearch } from '../../shared/useUrlSearch';
import type { OrderListFilters } from './hooks';
import { PAGE_SIZE, pageOf, statusOf, timeOf, withOrderFilters, withoutCustomer } from './order-list';
import { sinceOf, type TimeFilter } from './time-filter';

/**
 * The orders screen's place in the address: search, status, time, page, `customer` (the Customers
 * screen's View) and `order` (the dashboard's Latest orders: the list searched for that order, its
 * sheet opened); the list's filters from them, and the changes to them.
 */
export function useOrdersPlace() {
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer')?.trim() || undefined;
  const search = useUrlSearch();
  const wanted = params.get('order')?.trim() || undefined;
  const q = search.q || (wanted ? `#${wanted}` : '');
  const status = statusOf(params);
  const time = timeOf(params);
  const page = pageOf(params);
  // Fixed when the filter is chosen (or the list refreshed), so the query key stays the same between renders.
  const [refreshed, setRefreshed] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `refreshed` moves 'today' and the others with the clock.
  const since = useMemo(() => sinceOf(time), [time, refreshed]);

  const listFilters = useMemo(
    () => ({ ...(q ? { q } : {}), status, ...(since ? { since } : {}), ...(customer ? { customer } : {}) }),
    [q, status, since, customer],
  );
  const filters: OrderListFilters = useMemo(() => ({ ...listFilters, page, pageSize: PAGE_SIZE }), [listFilters, page]);

  const show = (next: { status?: OrderFilter; time?: TimeFilter; page?: number }) => setParams((current) => withOrderFilters(current, next));
  const forgetWanted = () =>
    setParams(
      (current) => {
        current.delete('order');
        return current;
      },
      { replace: true },
    );

  return {
    search,
    customer,
    wanted,
    status,
    time,
    listFilters,
    filters,
    narrowed: Boolean(q || since || customer),
    setStatus: (value: OrderFilter) => show({ status: value }),
    setTime: (value: TimeFilter) => show({ time: value }),
    setPage: (next: number) => show({ page: next }),
    showAllCustomers: () => setParams(withoutCustomer),
    forgetWanted,
    /** 'Today' and the others move with the clock. */
    moveClock: () => setRefreshed((count) => count + 1),
  };
}
