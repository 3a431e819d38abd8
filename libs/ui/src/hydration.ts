import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True on the server and while the browser hydrates the server's markup; false in every render
 * after (React renders again at once with the browser's value, a documented use of useSyncExternalStore).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/**
 * A read of the visitor's own (their session, their cart, their favourites), which the server never
 * makes: it renders every page as a signed-out visitor's, with these still loading. While the browser
 * hydrates, the read shows that same state, whatever it has answered meanwhile: a part of a page that
 * hydrates after the header (a Suspense boundary does) would otherwise no longer match the markup.
 */
export function useVisitorQuery<T, Key extends QueryKey = QueryKey>(options: UseQueryOptions<T, Error, T, Key>): UseQueryResult<T> {
  const query = useQuery(options);
  const hydrating = useHydrating();
  if (!hydrating) return query;
  const loading = options.enabled !== false;
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: loading ? 'fetching' : 'idle',
    isPending: true,
    isLoading: loading,
    isFetching: loading,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isFetched: false,
    isFetchedAfterMount: false,
  } as UseQueryResult<T>;
}
