import { ProductGrid } from '../components/products/ProductGrid';
import { useActiveProducts } from '../lib/products';
import { usePageTitle } from '../lib/title';

/** /shop-all: every active product. Search, grid/list toggle and filters come with the full shop screens. */
export function ShopAllPage() {
  usePageTitle('Shop All Artworks');
  const products = useActiveProducts();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">Our Products</h1>
        <p className="mt-3 text-muted-foreground">
          Original paintings, limited edition prints and accessories, each made in the studio.
        </p>
      </header>
      <ProductGrid
        products={products.data}
        isLoading={products.isLoading}
        error={products.error}
        onRetry={() => void products.refetch()}
        skeletonCount={6}
        prioritizeFirst
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      />
    </div>
  );
}
