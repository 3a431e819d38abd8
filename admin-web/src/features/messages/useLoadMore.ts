import { useEffect, useRef } from 'react';

/**
 * 'Load more' for a list of rows: once the next page is in, its first row takes the focus (the button
 * may be gone once the last page is in). `listRef` goes on the element holding the rows.
 */
export function useLoadMore(shown: number, fetchNextPage: () => unknown) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  const loadMore = () => {
    focusRow.current = shown;
    void fetchNextPage();
  };
  useEffect(() => {
    if (focusRow.current === null || shown <= focusRow.current) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="message-row"]')[focusRow.current]?.focus();
    focusRow.current = null;
  }, [shown]);

  return { listRef, loadMore };
}
