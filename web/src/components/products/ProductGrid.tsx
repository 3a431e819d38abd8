import type { Product } from '@artshop/contracts';
import { Button, ProductGridSkeleton, cn } from '@artshop/ui';
import { ProductCard } from './ProductCard';

export const PRODUCT_GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface ProductGridProps {
  products: Product[] | undefined;
  isLoading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** Skeleton cards while loading (spec §9: 6 on shop screens, 3 for featured). */
  skeletonCount: number;
  /** The first card's image is above the fold and loads eagerly. */
  prioritizeFirst?: boolean;
  emptyText?: string;
  className?: string;
}

export function ProductGrid({
  products,
  isLoading,
  error,
  onRetry,
  skeletonCount,
  prioritizeFirst = false,
  emptyText = 'No products found.',
  className = PRODUCT_GRID_CLASSES,
}: ProductGridProps) {
  if (isLoading) return <ProductGridSkeleton count={skeletonCount} className={className} />;

  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
        <p className="font-medium">We couldn't load the artworks.</p>
        <p className="mt-1 text-sm text-muted-foreground">Please check your connection and try again.</p>
        {onRetry ? (
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  if (!products || products.length === 0) {
    return (
      <p className="py-16 text-center text-muted-foreground" data-testid="empty-state">
        {emptyText}
      </p>
    );
  }

  return (
    <ul className={cn(className)} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={prioritizeFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
