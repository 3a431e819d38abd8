import { Skeleton } from '@artshop/ui';

/** Five grey rows while the first page of messages loads. */
export function ListSkeleton() {
  return (
    <div role="status" className="divide-y divide-border">
      <span className="sr-only">Loading messages…</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-3 px-4 py-3" aria-hidden="true">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
