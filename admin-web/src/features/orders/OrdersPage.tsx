import { Download, Receipt, RefreshCw, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_FILTERS, type OrderFilter, type OrderView } from '@artshop/contracts';
import { Badge, Button, Card, LoadError, Skeleton, buttonClasses, cn, formatDate, formatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { OrderSheet } from './components/OrderSheet';
import { OrderStatusControl } from './components/OrderStatusControl';
import { BooksExport } from './components/BooksExport';
import { ordersCsvUrl, useOrders, type OrderListFilters } from './hooks';
import { PAYMENT_BADGE, PAYMENT_LABEL, STATUS_BADGE, STATUS_LABEL } from './labels';
import { TIME_FILTERS, sinceOf, type TimeFilter } from './time-filter';
import { SearchBox } from '../../shared/components/SearchBox';
import { Pager } from '../../shared/components/Pager';
import { useUrlSearch } from '../../shared/useUrlSearch';

const PAGE_SIZE = 20;

const FILTER_LABEL: Record<OrderFilter, string> = { all: 'All Orders', ...STATUS_LABEL };

const selectClasses = 'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const TIME_VALUES: readonly string[] = TIME_FILTERS.map((filter) => filter.value);

/**
 * The artist's orders: status cards that count and filter, search, status and time filters, pages of
 * order cards, the detail sheet, CSV of the filtered list. Filtering, counting and paging are the
 * server's; the address holds the search, status, time, page and `customer` (the Customers screen's
 * View), so a reload or a shared link shows the same list.
 */
export function OrdersPage() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer')?.trim() || undefined;
  const search = useUrlSearch();
  // `?order=1062` (the dashboard's Latest orders): the list searched for that order, its sheet opened.
  const wanted = params.get('order')?.trim() || undefined;
  const q = search.q || (wanted ? `#${wanted}` : '');
  const status: OrderFilter = (ORDER_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as OrderFilter) : 'all';
  const time: TimeFilter = TIME_VALUES.includes(params.get('time') ?? '') ? (params.get('time') as TimeFilter) : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [selected, setSelected] = useState<OrderView | null>(null);
  // Fixed when the filter is chosen (or the list refreshed), so the query key stays the same between renders.
  const [refreshed, setRefreshed] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `refreshed` moves 'today' and the others with the clock.
  const since = useMemo(() => sinceOf(time), [time, refreshed]);

  const listFilters = useMemo(
    () => ({ ...(q ? { q } : {}), status, ...(since ? { since } : {}), ...(customer ? { customer } : {}) }),
    [q, status, since, customer],
  );
  /** Changes the address; another filter starts again at the first page. */
  const show = (next: { status?: OrderFilter; time?: TimeFilter; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const set = (name: string, value: string, fallback: string) => (value === fallback ? updated.delete(name) : updated.set(name, value));
      if (next.status !== undefined) set('status', next.status, 'all');
      if (next.time !== undefined) set('time', next.time, 'all');
      set('page', String(next.page ?? 1), '1');
      return updated;
    });
  const setStatus = (value: OrderFilter) => show({ status: value });
  const setPage = (next: number) => show({ page: next });

  const filters: OrderListFilters = useMemo(() => ({ ...listFilters, page, pageSize: PAGE_SIZE }), [listFilters, page]);
  const orders = useOrders(filters);
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const chooseTime = (value: TimeFilter) => show({ time: value });
  const refresh = () => {
    // 'Today' and the others move with the clock.
    setRefreshed((count) => count + 1);
    void orders.refetch();
  };
  // The sheet shows the latest of the order: the server's answer to a change, or a newer page.
  const opened = selected ?? (wanted ? (data?.orders.find((order) => order.orderNumber === wanted) ?? null) : null);
  const shown = opened ? (data?.orders.find((order) => order.id === opened.id && order.updatedAt > opened.updatedAt) ?? opened) : null;
  const closeSheet = () => {
    setSelected(null);
    if (wanted)
      setParams(
        (current) => {
          current.delete('order');
          return current;
        },
        { replace: true },
      );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Orders</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Paid orders to prepare, ship and follow; refunds and cancellations go back to the buyer's card.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={refresh} disabled={orders.isFetching} data-testid="orders-refresh">
            <RefreshCw className={orders.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
            Refresh Orders
          </Button>
          <a href={ordersCsvUrl(listFilters)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="orders-export">
            <Download aria-hidden="true" />
            Export CSV
          </a>
          <BooksExport filters={listFilters} />
        </div>
      </div>

      {customer ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="orders-customer">
          <span>
            Orders of <strong>{customer}</strong>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                updated.delete('customer');
                updated.delete('page');
                return updated;
              })
            }
          >
            <X aria-hidden="true" />
            Show all customers
          </Button>
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" role="group" aria-label="Filter by status">
        {ORDER_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            data-testid={`orders-count-${value}`}
            className={cn(
              'rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              status === value ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <span className="block text-sm text-muted-foreground">{FILTER_LABEL[value]}</span>
            <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={`orders-count-${value}-value`}>
              {data ? (
                data.counts[value]
              ) : orders.error ? (
                // The list below says why and offers to try again: the counts do not pulse on as if still coming.
                <span title="Could not be read">—</span>
              ) : (
                <span aria-hidden="true" className="inline-block h-8 w-10 animate-pulse rounded-md bg-muted align-middle" />
              )}
            </span>
          </button>
        ))}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SearchBox
          id="order-search"
          label="Search orders"
          placeholder="Search by order number, customer name or email…"
          value={search.typed}
          onChange={search.setTyped}
          testId="orders-search"
          className="min-w-64 flex-1"
        />
        <label htmlFor="order-status-filter" className="sr-only">
          Status
        </label>
        <select
          id="order-status-filter"
          className={selectClasses}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderFilter)}
          data-testid="orders-status-filter"
        >
          {ORDER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All statuses' : STATUS_LABEL[value]}
            </option>
          ))}
        </select>
        <label htmlFor="order-time-filter" className="sr-only">
          Time
        </label>
        <select
          id="order-time-filter"
          className={selectClasses}
          value={time}
          onChange={(event) => chooseTime(event.target.value as TimeFilter)}
          data-testid="orders-time-filter"
        >
          {TIME_FILTERS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>

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
            <p>{data.counts.all === 0 && !q && !since && !customer ? 'No orders yet' : 'No orders found'}</p>
          </Card>
        ) : (
          data?.orders.map((order) => <OrderCard key={order.id} order={order} onOpen={() => setSelected(order)} />)
        )}
      </div>

      {data && data.total > data.pageSize ? (
        <Pager label="Pages of orders" page={data.page} pages={pages} summary={`${data.total} orders`} onPage={setPage} testId="orders-page" />
      ) : null}

      <OrderSheet order={shown} onOpenChange={(open) => !open && closeSheet()} onUpdated={setSelected} />
    </div>
  );
}

function OrderCard({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-4" data-testid="order-card">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold" data-testid="order-card-number">
            Order #{order.orderNumber}
          </h2>
          <Badge variant={STATUS_BADGE[order.status]} data-testid="order-card-status">
            {STATUS_LABEL[order.status]}
          </Badge>
          <Badge variant={PAYMENT_BADGE[order.paymentStatus]}>{PAYMENT_LABEL[order.paymentStatus]}</Badge>
        </div>
        <p className="text-sm">
          {order.customerName} <span className="text-muted-foreground">· {order.customerEmail}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {pieces} {pieces === 1 ? 'item' : 'items'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold tabular-nums">{formatMoney(order.totalAmount, order.currency)}</span>
        <OrderStatusControl order={order} />
        <Button variant="outline" size="sm" onClick={onOpen} data-testid="order-open">
          View Details
        </Button>
      </div>
    </Card>
  );
}
