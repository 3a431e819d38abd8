import { PackageOpen, RefreshCw } from 'lucide-react';
import { Button, Card, LoadError, Skeleton } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { DayPapers } from './components/DayPapers';
import { OrdersHeading } from './components/OrdersHeading';
import { PackingCard } from './components/PackingCard';
import { useOrdersToPack } from './hooks';

/**
 * The packing table: every paid order not yet sent (nor refunded in full), the longest waiting
 * first, with its pieces, where it goes, its packing slip and invoice, and its next step; and a day's
 * slips or invoices in one PDF. An order shipped here leaves the list.
 */
export function PackingView() {
  usePageTitle('Orders to Pack');
  const orders = useOrdersToPack();
  const refresh = (
    <Button variant="outline" size="sm" onClick={() => void orders.refetch()} disabled={orders.isFetching} data-testid="packing-refresh">
      <RefreshCw className={orders.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
      Refresh
    </Button>
  );

  return (
    <div className="mx-auto max-w-7xl">
      <OrdersHeading view="packing" actions={refresh} />
      <DayPapers />
      <div className="mt-4 space-y-3" aria-busy={orders.isFetching}>
        {orders.isLoading ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading the orders to pack…</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-40 w-full" />
            ))}
          </div>
        ) : orders.error && !orders.data ? (
          <LoadError what="the orders to pack" error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data && orders.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="packing-empty">
            <PackageOpen className="size-10" aria-hidden="true" />
            <p>Nothing to pack: every paid order has been sent.</p>
          </Card>
        ) : (
          orders.data?.map((order) => <PackingCard key={order.id} order={order} />)
        )}
      </div>
    </div>
  );
}
