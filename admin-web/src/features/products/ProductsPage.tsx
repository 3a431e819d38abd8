import { ArrowDownUp, LayoutGrid, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '@artshop/contracts';
import { Button, Card, LoadError, ProductGridSkeleton, useCategories } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { AdminProductCard } from './components/AdminProductCard';
import { DeleteProductDialog } from './components/DeleteProductDialog';
import { ProductDrawer } from './components/ProductDrawer';
import { ProductFilters } from './components/ProductFilters';
import { ProductPager } from './components/ProductPager';
import { ShopOrderList } from './components/ShopOrderList';
import { useProductPage } from './hooks';
import { shownText } from './list-choices';
import { useProductListPlace } from './useProductListPlace';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

/**
 * Product Listings: a page of products at a time, searched (the storefront's search), filtered by
 * status and category and sorted by the server, with the add/edit drawer. The choices live in the
 * address, so a reload or a shared link opens the same page; `?new=1` (the dashboard's Add Product)
 * opens the drawer to add a product, `?new=1&tab=images` (Upload Images) on its Images tab. 'Shop order' shows
 * the shop's products in the storefront's default order for the artist to arrange.
 */
export function ProductsPage() {
  usePageTitle('Product Listings');
  const place = useProductListPlace();
  const { choices, choose, linkedTab } = place;
  const products = useProductPage(choices);
  const categories = useCategories();
  // undefined: drawer closed; null: adding; a product: editing it.
  const [drawerProduct, setDrawerProduct] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [mode, setMode] = useState<'listings' | 'shop-order'>('listings');
  const data = products.data;
  const visible = data?.products ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const narrowed = Boolean(choices.q || choices.status || choices.category);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Product Listings</h1>
          <p className="mt-2 text-muted-foreground">Your artworks, prints and accessories, in every status.</p>
        </div>
        <Button onClick={() => setDrawerProduct(null)} data-testid="add-product">
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </div>
      <div className="mt-6 inline-flex rounded-md border border-border p-0.5" role="group" aria-label="View">
        {(['listings', 'shop-order'] as const).map((option) => (
          <Button
            key={option}
            variant={mode === option ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            data-testid={`products-mode-${option}`}
          >
            {option === 'listings' ? <LayoutGrid aria-hidden="true" /> : <ArrowDownUp aria-hidden="true" />}
            {option === 'listings' ? 'Listings' : 'Shop order'}
          </Button>
        ))}
      </div>
      {mode === 'listings' ? (
        <ProductFilters search={place.search} onSearch={place.setSearch} choices={choices} categories={categories.data ?? []} onChoose={choose} />
      ) : null}
      <div className="mt-6">
        {mode === 'shop-order' ? (
          <ShopOrderList />
        ) : products.isLoading ? (
          <ProductGridSkeleton count={6} className={GRID} />
        ) : products.error ? (
          <Card>
            <LoadError what="the products" error={products.error} onRetry={() => void products.refetch()} />
          </Card>
        ) : visible.length === 0 ? (
          <div className="py-16 text-center" data-testid="empty-state">
            <p className="text-muted-foreground">No products found.</p>
            {!narrowed ? (
              <Button variant="outline" className="mt-4" onClick={() => setDrawerProduct(null)}>
                <Plus aria-hidden="true" />
                Add your first product
              </Button>
            ) : (
              <Button variant="link" className="mt-2" onClick={place.clear}>
                Clear the search
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" role="status" data-testid="products-shown">
              {shownText(data!.total, data!.page, pages)}
            </p>
            <ul className={GRID}>
              {visible.map((product) => (
                <li key={product.id}>
                  <AdminProductCard product={product} onEdit={() => setDrawerProduct(product)} onDelete={() => setDeleting(product)} />
                </li>
              ))}
            </ul>
            {pages > 1 ? <ProductPager page={data!.page} pages={pages} onPage={(page) => choose({ ...choices, page })} /> : null}
          </>
        )}
      </div>
      <ProductDrawer
        open={drawerProduct !== undefined || linkedTab !== null}
        product={linkedTab === null ? (drawerProduct ?? null) : null}
        initialTab={linkedTab ?? 'content'}
        onOpenChange={(open) => {
          if (open) return;
          setDrawerProduct(undefined);
          if (linkedTab !== null) place.closeLinked();
        }}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
