import { useEffect, useRef } from 'react';

/** 'Load more' puts the keyboard on the first new work once it is there, and leaves the page where it was. */
export function useLoadMoreFocus(shown: readonly unknown[] | undefined) {
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !shown || shown.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll('li')[from]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [shown]);
  return {
    grid,
    /** Called as Load more is followed, with the number of works shown before it. */
    focusFrom: (count: number) => {
      focusFrom.current = count;
    },
  };
}
