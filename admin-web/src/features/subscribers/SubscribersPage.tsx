import { Download, RefreshCw, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { NEWSLETTER_STATUSES, type NewsletterStatus, type NewsletterSubscriber } from '@artshop/contracts';
import { Badge, Button, Card, Skeleton, buttonClasses, cn, formatDate, formatDateTime, type BadgeVariant, LoadError } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useSubscribers } from './hooks';
import { useUrlSearch } from '../../shared/useUrlSearch';
import { Pager } from '../../shared/components/Pager';
import { SearchBox } from '../../shared/components/SearchBox';

const STATUS_BADGE: Record<NewsletterStatus, BadgeVariant> = { pending: 'secondary', confirmed: 'success', unsubscribed: 'outline' };
const STATUS_LABEL: Record<NewsletterStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

type Filter = 'all' | NewsletterStatus;

const PAGE_SIZE = 50;
const FILTERS: readonly Filter[] = ['all', ...NEWSLETTER_STATUSES];

function fullName(subscriber: NewsletterSubscriber): string {
  return [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ');
}

function DateCell({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}

/**
 * Newsletter subscribers (double opt-in): status counts, search, a page of the table, CSV export. The
 * server searches, counts and pages; the search, status and page are in the address.
 */
export function SubscribersPage() {
  usePageTitle('Newsletter');
  const [params, setParams] = useSearchParams();
  const search = useUrlSearch();
  const status = params.get('status');
  const filter: Filter = FILTERS.includes(status as Filter) ? (status as Filter) : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const subscribers = useSubscribers({ ...(search.q ? { q: search.q } : {}), status: filter, page, pageSize: PAGE_SIZE });
  const data = subscribers.data;
  const visible = data?.subscribers ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const show = (next: { status?: Filter; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.status !== undefined) {
        if (next.status === 'all') updated.delete('status');
        else updated.set('status', next.status);
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page <= 1) updated.delete('page');
        else updated.set('page', String(next.page));
      }
      return updated;
    });

  const filters: readonly { value: Filter; label: string }[] = [
    { value: 'all', label: 'All subscribers' },
    ...NEWSLETTER_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] })),
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Newsletter</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            People who subscribed in the footer of the shop. An address counts once it is confirmed from the e-mail link.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => void subscribers.refetch()} disabled={subscribers.isFetching} data-testid="subscribers-refresh">
            <RefreshCw className={subscribers.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <a href="/api/newsletter-subscribers.csv" download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="export-csv">
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Filter by status">
        {filters.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => show({ status: value })}
            data-testid={`count-${value}`}
            className={cn(
              'rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              filter === value ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <span className="block text-sm text-muted-foreground">{label}</span>
            <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={`count-${value}-value`}>
              {data ? data.counts[value] : <span aria-hidden="true" className="inline-block h-8 w-10 animate-pulse rounded-md bg-muted align-middle" />}
            </span>
          </button>
        ))}
      </div>

      <SearchBox
        id="subscriber-search"
        label="Search subscribers"
        placeholder="Search by email or name…"
        value={search.typed}
        onChange={search.setTyped}
        testId="subscriber-search"
        className="mt-6 max-w-md"
      />

      <Card className="mt-4 overflow-hidden">
        {subscribers.isLoading ? (
          <div role="status" className="space-y-2 p-4">
            <span className="sr-only">Loading subscribers…</span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : subscribers.error && !data ? (
          <LoadError what="the subscribers" error={subscribers.error} onRetry={() => void subscribers.refetch()} />
        ) : visible.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="subscribers-empty">
            <Users className="size-10" aria-hidden="true" />
            <p>{data?.counts.all === 0 && !search.q ? 'No subscribers yet' : 'No subscribers found'}</p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="subscribers-table" aria-busy={subscribers.isFetching}>
              <caption className="sr-only">
                Newsletter subscribers, page {page} of {pages}
              </caption>
              <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                    Subscribed
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">
                    Confirmed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {visible.map((subscriber) => (
                  <tr key={subscriber.id} data-testid="subscriber-row" data-email={subscriber.email}>
                    <td className="max-w-[14rem] truncate px-4 py-3 font-medium sm:max-w-none">
                      {subscriber.email}
                      {fullName(subscriber) ? (
                        <span className="block truncate text-xs font-normal text-muted-foreground sm:hidden">{fullName(subscriber)}</span>
                      ) : null}
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">{fullName(subscriber) || <span className="text-muted-foreground">—</span>}</td>
                    <td className="px-4 py-3">
                      <Badge variant={STATUS_BADGE[subscriber.status]} data-testid="subscriber-status">
                        {subscriber.status}
                      </Badge>
                    </td>
                    <td className="hidden px-4 py-3 tabular-nums md:table-cell">
                      <DateCell value={subscriber.createdAt} />
                    </td>
                    <td className="hidden px-4 py-3 tabular-nums lg:table-cell">
                      <DateCell value={subscriber.confirmedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {data && data.total > 0 ? (
        <Pager
          label="Pages of subscribers"
          page={data.page}
          pages={pages}
          summary={`${data.total} ${data.total === 1 ? 'subscriber' : 'subscribers'}`}
          onPage={(next) => show({ page: next })}
          testId="subscribers-page"
        />
      ) : null}
    </div>
  );
}
