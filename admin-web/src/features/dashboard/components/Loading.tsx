import { Skeleton } from '@artshop/ui';

/** A figure on its way: its size, pulsing. */
export function Loading({ lines = 2 }: { lines?: number }) {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-24" />
      {lines > 1 ? <Skeleton className="mt-2 h-4 w-32" /> : null}
    </div>
  );
}
