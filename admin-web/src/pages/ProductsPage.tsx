import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Product } from '@artshop/contracts';
import { Badge, Button, Card, Input, ProductGridSkeleton, ProductImage, formatMoney } from '@artshop/ui';
import { PLACEHOLDER_SRC } from '../lib/paths';
import { filterProducts, useAllProducts } from '../lib/products';
import { useAdminTitle } from '../lib/title';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function AdminProductCard({ product }: { product: Product }) {
  return (
    <Card className="overflow-hidden" data-testid="product-card" data-product-id={product.id}>
      <div className="aspect-square overflow-hidden bg-muted">
        <ProductImage src={product.images?.[0]} alt={product.name} fallbackSrc={PLACEHOLDER_SRC} width={400} height={400} className="size-full object-cover" />
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-sans text-base font-semibold leading-snug tracking-normal" data-testid="product-name">
            {product.name}
          </h2>
          <Badge variant={product.status === 'active' ? 'success' : 'secondary'} data-testid="product-status">
            {statusLabel(product.status)}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Category</dt>
          <dd className="truncate text-right">{product.category ?? 'Uncategorised'}</dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="product-price">
            {formatMoney(product.price)}
          </dd>
          <dt className="text-muted-foreground">Stock</dt>
          <dd className="text-right tabular-nums" data-testid="product-stock">
            {product.stock}
          </dd>
        </dl>
      </div>
    </Card>
  );
}

/** Product Listings, read-only for now (admin spec §2): search, cards, skeletons, empty state. */
export function ProductsPage() {
  useAdminTitle('Product Listings');
  const products = useAllProducts();
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterProducts(products.data ?? [], search), [products.data, search]);

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-semibold">Product Listings</h1>
      <p className="mt-2 text-muted-foreground">Your artworks, prints and accessories, in every status.</p>
      <div className="relative mt-6 max-w-md">
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="product-search"
          type="search"
          placeholder="Search products…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
          data-testid="product-search"
        />
      </div>
      <div className="mt-6">
        {products.isLoading ? (
          <ProductGridSkeleton count={6} className={GRID} />
        ) : products.error ? (
          <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
            <p className="font-medium">Could not load the products.</p>
            <Button variant="outline" className="mt-4" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : visible.length === 0 ? (
          <p className="py-16 text-center text-muted-foreground" data-testid="empty-state">
            No products found.
          </p>
        ) : (
          <>
            <p className="sr-only" role="status">
              {visible.length} {visible.length === 1 ? 'product' : 'products'} shown
            </p>
            <ul className={GRID}>
              {visible.map((product) => (
                <li key={product.id}>
                  <AdminProductCard product={product} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
