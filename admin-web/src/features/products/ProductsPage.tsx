import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product } from '@artshop/contracts';
import { Badge, Button, Card, ConfirmDialog, LoadError, ProductGridSkeleton, ProductImage, formatMoney, getErrorMessage, toast } from '@artshop/ui';
import { PLACEHOLDER_SRC } from '../../shared/paths';
import { usePageTitle } from '../../shared/title';
import { ProductDrawer } from './components/ProductDrawer';
import { useAllProducts, useDeleteProduct } from './hooks';
import type { ProductTab } from './product-form';
import { SearchBox } from '../../shared/components/SearchBox';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

/** Search by name or description, case-insensitive (admin spec §2). */
function filterProducts(products: readonly Product[], search: string): Product[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) => product.name.toLowerCase().includes(needle) || (product.description ?? '').toLowerCase().includes(needle));
}

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function AdminProductCard({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
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
          <dd className="truncate text-right" data-testid="product-category">
            {product.category ?? 'No category'}
          </dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="product-price">
            {formatMoney(product.price)}
          </dd>
          <dt className="text-muted-foreground">Stock</dt>
          <dd className="text-right tabular-nums" data-testid="product-stock">
            {product.stock}
          </dd>
        </dl>
        <div className="flex gap-2 pt-1">
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} data-testid="edit-product">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {product.name}</span>
          </Button>
          <Button variant="outline" size="sm" className="flex-1 text-destructive hover:text-destructive" onClick={onDelete} data-testid="delete-product">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {product.name}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * Delete asks first; an ordered product is archived instead (kept for its orders), and the toast
 * says which of the two happened.
 */
function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product, {
      onSuccess: (answer) => {
        toast(
          answer?.archived
            ? { title: 'Product archived', description: answer.message }
            : { variant: 'success', title: 'Product deleted', description: `“${product.name}” has been deleted.` },
        );
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to delete product. Please try again.') }),
    });
  };
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this product?"
      description={
        product ? <>“{product.name}” will be removed from the shop. If it has been ordered, it is archived instead, so its orders keep their history.</> : null
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
      data-testid="delete-product-dialog"
    />
  );
}

/** Product Listings (admin spec §2): search, cards with edit and delete, the add/edit drawer. */
export function ProductsPage() {
  usePageTitle('Product Listings');
  const products = useAllProducts();
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterProducts(products.data ?? [], search), [products.data, search]);
  // undefined: drawer closed; null: adding; a product: editing it.
  const [drawerProduct, setDrawerProduct] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  // `?new=1` (the dashboard's Add Product) opens the drawer to add a product, `?new=1&tab=images`
  // (Upload Images) on its Images tab; closing the drawer takes the parameters off the address.
  const [params, setParams] = useSearchParams();
  const linkedTab: ProductTab | null = params.get('new') === '1' ? (params.get('tab') === 'images' ? 'images' : 'content') : null;
  const noProducts = products.data?.length === 0;

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
      <SearchBox
        id="product-search"
        label="Search products"
        placeholder="Search products…"
        value={search}
        onChange={setSearch}
        testId="product-search"
        className="mt-6 max-w-md"
      />
      <div className="mt-6">
        {products.isLoading ? (
          <ProductGridSkeleton count={6} className={GRID} />
        ) : products.error ? (
          <Card>
            <LoadError what="the products" error={products.error} onRetry={() => void products.refetch()} />
          </Card>
        ) : visible.length === 0 ? (
          <div className="py-16 text-center" data-testid="empty-state">
            <p className="text-muted-foreground">No products found.</p>
            {noProducts ? (
              <Button variant="outline" className="mt-4" onClick={() => setDrawerProduct(null)}>
                <Plus aria-hidden="true" />
                Add your first product
              </Button>
            ) : (
              <Button variant="link" className="mt-2" onClick={() => setSearch('')}>
                Clear the search
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {visible.length} {visible.length === 1 ? 'product' : 'products'} shown
            </p>
            <ul className={GRID}>
              {visible.map((product) => (
                <li key={product.id}>
                  <AdminProductCard product={product} onEdit={() => setDrawerProduct(product)} onDelete={() => setDeleting(product)} />
                </li>
              ))}
            </ul>
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
          if (linkedTab !== null) setParams({}, { replace: true });
        }}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
