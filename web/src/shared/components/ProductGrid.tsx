import type { Product } from '@artshop/contracts';
import { LoadError, ProductGridSkeleton, cn } from '@artshop/ui';
import { ProductCard, type CardLayout } from './ProductCard';

const PRODUCT_GRID_CLASSES = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
const LIST_CLASSES = 'grid grid-cols-1 gap-4';

/** Cards in the first row at the widest layout: loaded at once; the rest wait until scrolled near. */
const FIRST_ROW = 4;

interface ProductGridProps {
  products: Product[] | undefined;
  isLoading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** Skeleton cards while loading (6 on shop screens and favorites, 3 for featured). */
  skeletonCount: number;
  /** The first row is above the fold: its images load at once. */
  prioritizeFirstRow?: boolean;
  layout?: CardLayout;
  withFavorite?: boolean;
  emptyText?: string;
  className?: string;
  /** The cards' picture `sizes`, matching `className`'s columns. */
  imageSizes?: string;
}

export function ProductGrid({
  products,
  isLoading,
  error,
  onRetry,
  skeletonCount,
  prioritizeFirstRow = false,
  layout = 'grid',
  withFavorite = false,
  emptyText = 'No products found.',
  className = PRODUCT_GRID_CLASSES,
  imageSizes,
}: ProductGridProps) {
  const classes = layout === 'list' ? LIST_CLASSES : className;
  if (isLoading) return <ProductGridSkeleton count={skeletonCount} className={classes} />;

  if (error) return <LoadError what="the artworks" error={error} onRetry={onRetry ?? (() => window.location.reload())} />;

  if (!products || products.length === 0) {
    return (
      <p className="py-16 text-center text-muted-foreground" data-testid="empty-state">
        {emptyText}
      </p>
    );
  }

  return (
    <ul className={cn(classes)} data-testid="product-grid" data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            layout={layout}
            withFavorite={withFavorite}
            imageSizes={imageSizes}
            loading={!prioritizeFirstRow || index >= FIRST_ROW ? 'lazy' : index === 0 ? 'priority' : 'eager'}
          />
        </li>
      ))}
    </ul>
  );
}
