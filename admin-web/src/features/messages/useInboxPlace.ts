import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlSearch } from '../../shared/useUrlSearch';
import { inboxParams, inboxViewOf, type InboxView } from './messages';

/** A new search shows the first page and no open message. */
const SEARCH_RESETS = ['message'] as const;

/**
 * The inbox's place, kept in the address: the view, the search and the open message. `go` moves to
 * another view or message (keeping the search); `dropMessage` closes the open one in place.
 */
export function useInboxPlace() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = inboxViewOf(searchParams);
  const selectedId = searchParams.get('message');
  const search = useUrlSearch({ reset: SEARCH_RESETS });

  const go = (next: { view?: InboxView; message?: string | null }, replace = false) =>
    setSearchParams(inboxParams({ view: next.view ?? view, q: search.q, message: next.message === undefined ? selectedId : next.message }), { replace });

  const dropMessage = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('message');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { view, selectedId, search, go, dropMessage };
}
