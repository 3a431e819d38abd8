import { Skeleton } from '@artshop/ui';
import { useHoldFooter } from '../../../shared/page-loading';

/** While the cart is on its way (the server renders the page without it): what it holds decides the page, so the footer waits below. */
export function FormSkeleton() {
  useHoldFooter();
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
