import { Download, RefreshCw, Repeat } from 'lucide-react';
import { Button, Card, LoadError, Skeleton, buttonClasses } from '@artshop/ui';
import { AuthBanner } from '../../shared/components/AuthBanner';
import { Pager } from '../../shared/components/Pager';
import { usePlans } from '../../shared/plans';
import { isUnauthorized } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { CancelDialog } from './components/CancelDialog';
import { StatCards } from './components/StatCards';
import { SubscriptionFilterBar } from './components/SubscriptionFilterBar';
import { SubscriptionsTable } from './components/SubscriptionsTable';
import { shownText } from './filters';
import { SHIPPING_LIST_URL, useSubscriptions } from './hooks';
import { useMemberCancel } from './useMemberCancel';
import { useSubscriptionPlace } from './useSubscriptionPlace';

/**
 * Mail Club Subscriptions: the five cards over every member, search (e-mail,
 * name, plan), status and plan filters, the members' table, the artist's cancel (at period end or
 * now), and this month's shipping list as CSV. Filtering, paging and the figures are the server's;
 * the search, filters and page are in the address.
 */
export function SubscriptionsPage() {
  usePageTitle('Subscriptions');
  const place = useSubscriptionPlace();
  const subscriptions = useSubscriptions(place.filters);
  const plans = usePlans();
  const cancel = useMemberCancel();
  const data = subscriptions.data;
  const lostSession = cancel.sessionLost || isUnauthorized(subscriptions.error);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Mail Club Subscriptions</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Your Mail Club members, what they pay each month, and where this month's packages go.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void subscriptions.refetch()}
            disabled={subscriptions.isFetching}
            data-testid="subscriptions-refresh"
          >
            <RefreshCw className={subscriptions.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
            Refresh
          </Button>
          <a href={SHIPPING_LIST_URL} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="shipping-list">
            <Download aria-hidden="true" />
            Shipping list (CSV)
          </a>
        </div>
      </div>

      <div className="mt-6">
        <AuthBanner lostSession={lostSession} task="manage Mail Club subscriptions" />
      </div>

      <StatCards stats={data?.stats} failed={Boolean(subscriptions.error)} />

      <SubscriptionFilterBar search={place.search} status={place.status} planId={place.planId} plans={plans.data ?? []} onFilter={place.show} />

      <Card className="mt-4 overflow-hidden">
        {subscriptions.isLoading ? (
          <div role="status" className="space-y-2 p-4">
            <span className="sr-only">Loading subscriptions…</span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : subscriptions.error && !data ? (
          <LoadError what="the subscriptions" error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
        ) : !data || data.subscriptions.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="subscriptions-empty">
            <Repeat className="size-10" aria-hidden="true" />
            {data?.stats.total === 0 && !place.filtered ? (
              <>
                <p className="font-medium text-foreground">No subscriptions yet</p>
                <p className="text-sm">Members appear here once someone joins the Mail Club.</p>
              </>
            ) : (
              <p>No subscriptions found</p>
            )}
          </div>
        ) : (
          <SubscriptionsTable subscriptions={data.subscriptions} busy={subscriptions.isFetching} onCancel={cancel.ask} />
        )}
      </Card>
      {data && data.subscriptions.length > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground" role="status" data-testid="subscriptions-count">
          {shownText(data.subscriptions.length, data.stats.total)}
        </p>
      ) : null}
      {data && data.total > data.pageSize ? (
        <Pager
          label="Pages of subscriptions"
          page={data.page}
          pages={Math.ceil(data.total / data.pageSize)}
          summary={`${data.total} matching`}
          onPage={(next) => place.show('page', String(next))}
          testId="subscriptions-page"
        />
      ) : null}

      <CancelDialog subscription={cancel.cancelling} pending={cancel.pending} onClose={cancel.close} onCancel={cancel.confirm} />
    </div>
  );
}
