import { ChevronLeft, ChevronRight, Download, Eye, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomerSummary } from '@artshop/contracts';
import { Button, Card, LoadError, Skeleton, buttonClasses, formatDate, useFormatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { customersCsvUrl, useCustomers } from './hooks';
import { SearchBox } from '../../shared/components/SearchBox';
import { useUrlSearch } from '../../shared/useUrlSearch';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

function CustomerCard({ customer, onView }: { customer: CustomerSummary; onView: () => void }) {
  const money = useFormatMoney();
  return (
    <Card className="flex h-full flex-col gap-4 p-4" data-testid="customer-card" data-email={customer.email}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
          data-testid="customer-initials"
        >
          {customer.initials || '?'}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-sans text-base font-semibold tracking-normal" data-testid="customer-name">
            {customer.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground" data-testid="customer-email">
            {customer.email}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Orders</dt>
          <dd className="font-medium tabular-nums" data-testid="customer-orders">
            {customer.orderCount}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total spent</dt>
          <dd className="font-medium tabular-nums" data-testid="customer-total">
            {money(customer.totalSpent)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last order</dt>
          <dd className="font-medium tabular-nums" data-testid="customer-last-order">
            <time dateTime={customer.lastOrderDate}>{formatDate(customer.lastOrderDate)}</time>
          </dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" className="mt-auto" onClick={onView} data-testid="view-customer">
        <Eye aria-hidden="true" />
        View<span className="sr-only"> the orders of {customer.name}</span>
      </Button>
    </Card>
  );
}

/**
 * Customers, derived by the server from paid orders: search by name or e-mail,
 * cards with what each bought, the CSV of the search, and View opening their orders.
 */
export function CustomersPage() {
  usePageTitle('Customers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The search and page are in the address: a reload or Back from a customer's orders shows the same page.
  const search = useUrlSearch();
  const query = { q: search.q, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  const customers = useCustomers(query.q, query.page);
  const data = customers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (page: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (page <= 1) updated.delete('page');
      else updated.set('page', String(page));
      return updated;
    });

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Customers</h1>
          <p className="mt-2 text-muted-foreground">Everyone who has bought from your shop, biggest spenders first.</p>
        </div>
        <a href={customersCsvUrl(search.q)} download className={buttonClasses({ variant: 'outline' })} data-testid="export-csv">
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <SearchBox
        id="customer-search"
        label="Search customers"
        placeholder="Search by name or email…"
        value={search.typed}
        onChange={search.setTyped}
        testId="customer-search"
        className="mt-6 max-w-md"
      />
      <div className="mt-6">
        {customers.isLoading ? (
          <div role="status" className={GRID}>
            <span className="sr-only">Loading customers…</span>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-44 w-full" />
            ))}
          </div>
        ) : customers.error || !data ? (
          <Card>
            <LoadError what="the customers" error={customers.error} onRetry={() => void customers.refetch()} />
          </Card>
        ) : data.customers.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground" data-testid="customers-empty">
            <Users className="size-10" aria-hidden="true" />
            {data.totalCustomers === 0 ? (
              <>
                <p className="font-medium text-foreground">No customers yet</p>
                <p className="text-sm">Customers appear here once someone has paid for an order.</p>
              </>
            ) : (
              <>
                <p className="font-medium text-foreground">No customers found</p>
                <Button variant="link" onClick={() => search.setTyped('')}>
                  Clear the search
                </Button>
              </>
            )}
          </div>
        ) : (
          <>
            <ul className={GRID} aria-busy={customers.isFetching}>
              {data.customers.map((customer) => (
                <li key={customer.email}>
                  <CustomerCard customer={customer} onView={() => void navigate(`/orders?${new URLSearchParams({ customer: customer.email }).toString()}`)} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-muted-foreground" role="status" data-testid="customers-count">
                Showing {data.total} of {data.totalCustomers} {data.totalCustomers === 1 ? 'customer' : 'customers'}
              </p>
              {pages > 1 ? (
                <nav className="flex items-center gap-2" aria-label="Pages of customers">
                  <Button variant="outline" size="sm" onClick={() => goTo(data.page - 1)} disabled={data.page <= 1} data-testid="customers-previous">
                    <ChevronLeft aria-hidden="true" />
                    Previous
                  </Button>
                  <span className="text-sm tabular-nums" data-testid="customers-page">
                    Page {data.page} of {pages}
                  </span>
                  <Button variant="outline" size="sm" onClick={() => goTo(data.page + 1)} disabled={data.page >= pages} data-testid="customers-next">
                    Next
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
