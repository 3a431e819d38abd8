import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlSearch } from '../../shared/useUrlSearch';
import { pageOf, statusFilterOf, subscriptionFilters, withFilter, type FilterName } from './filters';

/** The search, filters and page, kept in the address, and what the list asks the server for with them. */
export function useSubscriptionPlace() {
  const [params, setParams] = useSearchParams();
  const search = useUrlSearch();
  const q = search.q;
  const status = statusFilterOf(params);
  const planId = params.get('plan') ?? 'all';
  const page = pageOf(params);
  const filters = useMemo(() => subscriptionFilters({ q, status, planId, page }), [q, status, planId, page]);
  const show = (name: FilterName, value: string) => setParams((current) => withFilter(current, name, value));
  return { search, status, planId, filters, filtered: Boolean(q) || status !== 'all' || planId !== 'all', show };
}
