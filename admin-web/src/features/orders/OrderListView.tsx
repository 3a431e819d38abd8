import { Download, Plus, Receipt, RefreshCw, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderView } from '@artshop/contracts';
import { Button, Card, LoadError, Skeleton, buttonClasses, toast } from '@artshop/ui';
import { Pager } from '../../shared/components/Pager';
import { usePageTitle } from '../../shared/title';
import { BooksExport } from './components/BooksExport';
import { OrderCard } from './components/OrderCard';
import { OrderFilterBar } from './components/OrderFilterBar';
import { OrdersHeading } from './components/OrdersHeading';
import { OrderSheet } from './components/OrderSheet';
import { StatusCounts } from './components/StatusCounts';
import { ordersCsvUrl, useOrders } from './hooks';
import { emptyText, sheetOrder } from './order-list';
import { useOrdersPlace } from './useOrdersPlace';
import { manualOrdersKey } from './manual/hooks';
import { ManualOrders } from './manual/ManualOrders';
import { NewManualOrderDialog } from './manual/NewManualOrderDialog';

/**
 * The artist's orders: status cards that count and filter, search, status and time filters, pages of
 * order cards, the detail sheet, CSV of the filtered list. Filtering, counting and paging are the
 * server's; the address holds the search, status, time, page and `customer` (the Customers screen's
 * View), so a reload or a shared link shows the same list.
 */
export function OrderListView() {
  usePageTitle('Orders');
  const place = useOrdersPlace();
  const orders = useOrders(place.filters);
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const [selected, setSelected] = useState<OrderView | null>(null);
  const [creating, setCreating] = useState(false);
  const shown = sheetOrder(selected, place.wanted, data?.orders);

  const queryClient = useQueryClient();
  const refresh = () => {
    place.moveClock();
    void orders.refetch();
    void queryClient.invalidateQueries({ queryKey: manualOrdersKey });
  };
  const closeSheet = () => {
    setSelected(null);
    if (place.wanted) place.forgetWanted();
  };

  return (
    <div className="mx-auto max-w-7xl">
      <OrdersHeading
        view="list"
        actions={
          <>
            <Button size="sm" onClick={() => setCreating(true)} data-testid="manual-order-new">
              <Plus aria-hidden="true" />
              New order
            </Button>
            <Button variant="outline" size="sm" onClick={refresh} disabled={orders.isFetching} data-testid="orders-refresh">
              <RefreshCw className={orders.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
              Refresh Orders
            </Button>
            <a href={ordersCsvUrl(place.listFilters)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="orders-export">
              <Download aria-hidden="true" />
              Export CSV
            </a>
            <BooksExport filters={place.listFilters} />
          </>
        }
      />

      {place.customer ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="orders-customer">
          <span>
            Orders of <strong>{place.customer}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={place.showAllCustomers}>
            <X aria-hidden="true" />
            Show all customers
          </Button>
        </div>
      ) : null}

      <ManualOrders />

      <StatusCounts status={place.status} counts={data?.counts} failed={Boolean(orders.error)} onStatus={place.setStatus} />

      <OrderFilterBar search={place.search} status={place.status} time={place.time} onStatus={place.setStatus} onTime={place.setTime} />

      <div className="mt-4 space-y-3" aria-busy={orders.isFetching}>
        {orders.isLoading ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading orders…</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-28 w-full" />
            ))}
          </div>
        ) : orders.error && !data ? (
          <LoadError what="the orders" error={orders.error} onRetry={() => void orders.refetch()} />
        ) : data && data.orders.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="orders-empty">
            <Receipt className="size-10" aria-hidden="true" />
            <p>{emptyText(data.counts.all, place.narrowed)}</p>
          </Card>
        ) : (
          data?.orders.map((order) => <OrderCard key={order.id} order={order} onOpen={() => setSelected(order)} />)
        )}
      </div>

      {data && data.total > data.pageSize ? (
        <Pager label="Pages of orders" page={data.page} pages={pages} summary={`${data.total} orders`} onPage={place.setPage} testId="orders-page" />
      ) : null}

      <NewManualOrderDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(order) =>
          toast({ variant: 'success', title: `Order #${order.orderNumber} created`, description: 'Copy its payment link or send it by e-mail.' })
        }
      />

      <OrderSheet order={shown} onOpenChange={(open) => !open && closeSheet()} onUpdated={setSelected} />
    </div>
  );
}
