import { ArrowRight, Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@artshop/ui';
import { useAllProducts } from '../lib/products';
import { useAdminTitle } from '../lib/title';

/** Dashboard (admin spec §2). The other stat cards arrive with their data sources. */
export function DashboardPage() {
  useAdminTitle('Dashboard');
  const products = useAllProducts();
  const activeCount = products.data?.filter((product) => product.status === 'active').length ?? 0;
  const total = products.data?.length ?? 0;

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome back! Here's what's happening with your art business.</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card data-testid="stat-active-products">
          <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
            <CardTitle className="font-sans text-sm font-medium">Active Products</CardTitle>
            <Package className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            {products.isLoading ? (
              <div role="status">
                <span className="sr-only">Loading…</span>
                <Skeleton className="h-9 w-16" />
                <Skeleton className="mt-2 h-4 w-28" />
              </div>
            ) : products.error ? (
              <div role="alert">
                <p className="text-sm text-destructive">Could not load products.</p>
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void products.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <>
                <p className="text-3xl font-semibold tabular-nums" data-testid="active-products-count">
                  {activeCount}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  of {total} {total === 1 ? 'product' : 'products'} in the catalogue
                </p>
              </>
            )}
            <Link to="/products" className="mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
              Product listings
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
