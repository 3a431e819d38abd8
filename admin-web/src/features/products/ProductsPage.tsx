import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_STATUSES, type Product } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Label,
  LoadError,
  NativeSelect,
  ProductGridSkeleton,
  ProductImage,
  formatMoney,
  getErrorMessage,
  toast,
  useCategories,
} from '@artshop/ui';
import { PLACEHOLDER_SRC } from '../../shared/paths';
import { usePageTitle } from '../../shared/title';
import { ProductDrawer } from './components/ProductDrawer';
import { useDeleteProduct, useProductPage, type ProductListChoices } from './hooks';
import type { ProductTab } from './product-form';
import { SearchBox } from '../../shared/components/SearchBox';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

const SORT_OPTIONS = [
  { value: '', label: 'Newest' },
  { value: 'name', label: 'Name' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

/** The search waits for a pause in typing before it is sent. */
const SEARCH_DELAY_MS = 250;

function choicesOf(params: URLSearchParams): ProductListChoices {
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    sort: params.get('sort') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

function Choice(props: { label: string; value: string; onChange: (value: string) => void; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <NativeSelect id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)} data-testid={props.testId}>
        {props.children}
      </NativeSelect>
    </div>
  );
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
        <LowStockBadges product={product} />
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

/** A tier at or under its low-stock alert (and not sold out), as the artist's mail would have told. */
function LowStockBadges({ product }: { product: Product }) {
  const low = product.pricingTiers.filter((tier) => tier.lowStockThreshold !== null && tier.stock > 0 && tier.stock <= tier.lowStockThreshold);
  if (low.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {low.map((tier) => (
        <Badge key={tier.id} variant="accent" data-testid="tier-low-stock">
          {`Low stock: ${tier.type} ${tier.size} (${tier.stock} left)`}
        </Badge>
      ))}
    </div>
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

/**
 * Product Listings: a page of products at a time, searched (the storefront's search), filtered by
 * status and category and sorted by the server, with the add/edit drawer. The choices live in the
 * address, so a reload or a shared link opens the same page.
 */
export function ProductsPage() {
  usePageTitle('Product Listings');
  // `?new=1` (the dashboard's Add Product) opens the drawer to add a product, `?new=1&tab=images`
  // (Upload Images) on its Images tab; closing the drawer takes those parameters off the address.
  const [params, setParams] = useSearchParams();
  const choices = choicesOf(params);
  const products = useProductPage(choices);
  const categories = useCategories();
  const [search, setSearch] = useState(choices.q);
  // undefined: drawer closed; null: adding; a product: editing it.
  const [drawerProduct, setDrawerProduct] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const linkedTab: ProductTab | null = params.get('new') === '1' ? (params.get('tab') === 'images' ? 'images' : 'content') : null;

  /** A new search, filter or sort starts at the first page. */
  const choose = (changes: Partial<ProductListChoices>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...changes })) {
          if (value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  useEffect(() => {
    if (search.trim() === choices.q.trim()) return;
    const timer = setTimeout(() => choose({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [search]);

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
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchBox
          id="product-search"
          label="Search products"
          placeholder="Search products…"
          value={search}
          onChange={setSearch}
          testId="product-search"
          className="w-full max-w-md"
        />
        <Choice label="Status" value={choices.status} onChange={(status) => choose({ status })} testId="product-status-filter">
          <option value="">Every status</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </Choice>
        <Choice label="Category" value={choices.category} onChange={(category) => choose({ category })} testId="product-category-filter">
          <option value="">Every category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </Choice>
        <Choice label="Sort by" value={choices.sort} onChange={(sort) => choose({ sort })} testId="product-sort">
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Choice>
      </div>
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
            {!narrowed ? (
              <Button variant="outline" className="mt-4" onClick={() => setDrawerProduct(null)}>
                <Plus aria-hidden="true" />
                Add your first product
              </Button>
            ) : (
              <Button
                variant="link"
                className="mt-2"
                onClick={() => {
                  setSearch('');
                  choose({ q: '', status: '', category: '' });
                }}
              >
                Clear the search
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" role="status" data-testid="products-shown">
              {data!.total} {data!.total === 1 ? 'product' : 'products'}
              {pages > 1 ? `, page ${data!.page} of ${pages}` : ''}
            </p>
            <ul className={GRID}>
              {visible.map((product) => (
                <li key={product.id}>
                  <AdminProductCard product={product} onEdit={() => setDrawerProduct(product)} onDelete={() => setDeleting(product)} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => choose({ ...choices, page: data!.page - 1 })}
                  disabled={data!.page <= 1}
                  data-testid="products-previous"
                >
                  Previous
                </Button>
                <span className="text-sm tabular-nums" data-testid="products-page">
                  Page {data!.page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => choose({ ...choices, page: data!.page + 1 })}
                  disabled={data!.page >= pages}
                  data-testid="products-next"
                >
                  Next
                </Button>
              </nav>
            ) : null}
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
          if (linkedTab !== null)
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete('new');
                next.delete('tab');
                return next;
              },
              { replace: true },
            );
        }}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
