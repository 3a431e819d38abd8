import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** The loading stand-in for a product card (square image, two text lines). */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" data-testid="product-card-skeleton" className={cn('overflow-hidden rounded-lg border border-border bg-card', className)}>
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}

/** A grid of product card skeletons with a screen-reader status text. */
export function ProductGridSkeleton({ count, className, label = 'Loading products' }: { count: number; className?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
