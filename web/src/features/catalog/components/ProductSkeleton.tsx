import { Skeleton } from '@artshop/ui';

/** The product page's shape while the product loads. */
export function ProductSkeleton() {
  return (
    <div role="status" className="grid gap-10 lg:grid-cols-2 lg:gap-14">
      <span className="sr-only">Loading product…</span>
      <Skeleton className="aspect-square w-full rounded-lg" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
