import { Download, LoaderCircle, RefreshCw, Repeat } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBSCRIPTION_STATUSES, type AdminSubscription, type SubscriptionStats, type SubscriptionStatus } from '@artshop/contracts';
import { Badge, Button, Card, Dialog, LoadError, Skeleton, buttonClasses, formatDate, formatMoney, getErrorMessage, toast } from '@artshop/ui';
import { AuthBanner, logIn } from '../../shared/components/AuthBanner';
import { usePageTitle } from '../../shared/title';
import { usePlans } from '../../shared/plans';
import { isUnauthorized } from '../../shared/server-errors';
import { SHIPPING_LIST_URL, useCancelMemberSubscription, useSubscriptions, type SubscriptionFilters } from './hooks';
import { cancelAtPeriodEndText, cancelChoices, statusBadge, STATUS_LABEL, type CancelWhen } from './labels';
import { SearchBox } from '../../shared/components/SearchBox';
import { Pager } from '../../shared/components/Pager';
import { useUrlSearch } from '../../shared/useUrlSearch';

const selectClasses = 'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const PAGE_SIZE = 50;

const STAT_CARDS: Array<{ key: Exclude<keyof SubscriptionStats, 'monthlyRevenue' | 'currency'>; label: string }> = [
  { key: 'total', label: 'Total' },
  { key: 'active', label: 'Active' },
  { key: 'pending', label: 'Pending' },
  { key: 'canceled', label: 'Canceled' },
];

/** A figure not there yet pulses; one that could not be read (the list failed, which says why) is a dash. */
function StatCards({ stats, failed }: { stats: SubscriptionStats | undefined; failed: boolean }) {
  const loading = failed ? (
    <span title="Could not be read">—</span>
  ) : (
    <span aria-hidden="true" className="inline-block h-8 w-10 animate-pulse rounded-md bg-muted align-middle" />
  );
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {STAT_CARDS.map(({ key, label }) => (
        <Card key={key} className="p-4" data-testid={`stat-${key}`}>
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={`stat-${key}-value`}>
            {stats ? stats[key] : loading}
          </span>
        </Card>
      ))}
      <Card className="col-span-2 p-4 sm:col-span-1" data-testid="stat-revenue">
        <span className="block text-sm text-muted-foreground">Monthly Revenue</span>
        <span className="mt-1 block text-2xl font-semibold tabular-nums">
          <span data-testid="stat-revenue-value">{stats ? formatMoney(stats.monthlyRevenue, stats.currency) : loading}</span>
          <span className="text-sm font-normal text-muted-foreground"> per month</span>
        </span>
      </Card>
    </div>
  );
}

/** The confirmation before the artist ends a member's subscription: at its period end (they keep it until then) or now. */
function CancelDialog({
  subscription,
  pending,
  onClose,
  onCancel,
}: {
  subscription: AdminSubscription | null;
  pending: CancelWhen | null;
  onClose: () => void;
  onCancel: (when: CancelWhen) => void;
}) {
  const choices = subscription ? cancelChoices(subscription) : [];
  const end = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      role="alertdialog"
      title="Cancel subscription?"
      description={
        subscription ? (
          <>
            End <strong>{subscription.userEmail}</strong>'s {subscription.plan.name} subscription.
            {choices.includes('period_end') ? ` At period end: they keep the Mail Club${end ? ` until ${end}` : ''} and are not charged again.` : ''} Now: it
            ends at once, without a refund.
          </>
        ) : null
      }
      data-testid="cancel-dialog"
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending !== null} data-testid="cancel-keep">
          Keep Subscription
        </Button>
        {choices.includes('period_end') ? (
          <Button
            variant="outline"
            onClick={() => onCancel('period_end')}
            disabled={pending !== null}
            aria-busy={pending === 'period_end'}
            data-testid="cancel-period-end"
          >
            {pending === 'period_end' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            At period end
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => onCancel('now')} disabled={pending !== null} aria-busy={pending === 'now'} data-testid="cancel-now">
          {pending === 'now' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Now
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Mail Club Subscriptions: the five cards over every member, search (e-mail,
 * name, plan), status and plan filters, the members' table, the artist's cancel (at period end or
 * now), and this month's shipping list as CSV. Filtering, paging and the figures are the server's;
 * the search, filters and page are in the address.
 */
export function SubscriptionsPage() {
  usePageTitle('Subscriptions');
  const [params, setParams] = useSearchParams();
  const search = useUrlSearch();
  const q = search.q;
  const status: SubscriptionStatus | 'pending' | 'all' = ([...SUBSCRIPTION_STATUSES, 'pending'] as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SubscriptionStatus | 'pending')
    : 'all';
  const planId = params.get('plan') ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  /** Changes the address; another filter starts again at the first page. */
  const show = (name: 'status' | 'plan' | 'page', value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (name !== 'page') updated.delete('page');
      if (value === 'all' || (name === 'page' && value === '1')) updated.delete(name);
      else updated.set(name, value);
      return updated;
    });
  const [cancelling, setCancelling] = useState<AdminSubscription | null>(null);
  // A cancel answered 401: the session ended while the screen was open.
  const [sessionLost, setLostSession] = useState(false);
  const filters: SubscriptionFilters = useMemo(
    () => ({ ...(q ? { q } : {}), ...(status !== 'all' ? { status } : {}), ...(planId !== 'all' ? { planId } : {}), page, pageSize: PAGE_SIZE }),
    [q, status, planId, page],
  );
  const subscriptions = useSubscriptions(filters);
  const plans = usePlans();
  const cancel = useCancelMemberSubscription();
  const data = subscriptions.data;
  const lostSession = sessionLost || isUnauthorized(subscriptions.error);
  const filtered = Boolean(q) || status !== 'all' || planId !== 'all';

  const runCancel = (subscription: AdminSubscription, when: CancelWhen) =>
    cancel.mutate(
      { id: subscription.id, when },
      {
        onSuccess: (updated) => {
          setCancelling(null);
          toast({
            variant: 'success',
            title: 'Subscription cancelled',
            description:
              when === 'now'
                ? `${updated.userEmail}'s subscription has ended.`
                : `${updated.userEmail}'s subscription will end on ${formatDate(updated.cancelAt ?? updated.currentPeriodEnd)}.`,
          });
        },
        onError: (error) => {
          setCancelling(null);
          if (isUnauthorized(error)) {
            setLostSession(true);
            toast({
              variant: 'destructive',
              title: 'Failed to cancel subscription',
              description: 'Please log in to manage Mail Club subscriptions. Click here to log in.',
              action: { label: 'Log In', altText: 'Log in to manage Mail Club subscriptions', onClick: logIn },
            });
          } else toast({ variant: 'destructive', title: 'Failed to cancel subscription', description: getErrorMessage(error, '') || undefined });
        },
      },
    );

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

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SearchBox
          id="subscription-search"
          label="Search subscriptions"
          placeholder="Search by email, name or plan…"
          value={search.typed}
          onChange={search.setTyped}
          testId="subscriptions-search"
          className="min-w-64 flex-1"
        />
        <label htmlFor="subscription-status-filter" className="sr-only">
          Status
        </label>
        <select
          id="subscription-status-filter"
          className={selectClasses}
          value={status}
          onChange={(event) => show('status', event.target.value)}
          data-testid="subscriptions-status-filter"
        >
          <option value="all">All statuses</option>
          <option value="pending">Pending (waiting for a payment)</option>
          {SUBSCRIPTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
        <label htmlFor="subscription-plan-filter" className="sr-only">
          Plan
        </label>
        <select
          id="subscription-plan-filter"
          className={selectClasses}
          value={planId}
          onChange={(event) => show('plan', event.target.value)}
          data-testid="subscriptions-plan-filter"
        >
          <option value="all">All plans</option>
          {(plans.data ?? []).map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </div>

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
            {data?.stats.total === 0 && !filtered ? (
              <>
                <p className="font-medium text-foreground">No subscriptions yet</p>
                <p className="text-sm">Members appear here once someone joins the Mail Club.</p>
              </>
            ) : (
              <p>No subscriptions found</p>
            )}
          </div>
        ) : (
          <div className="overflow-x-auto" aria-busy={subscriptions.isFetching}>
            <table className="w-full text-sm" data-testid="subscriptions-table">
              <caption className="sr-only">Mail Club subscriptions, showing {data.subscriptions.length}</caption>
              <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Member
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                    Current period end
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">
                    Cancel at period end
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.subscriptions.map((subscription) => (
                  <tr key={subscription.id} data-testid="subscription-row" data-email={subscription.userEmail}>
                    <td className="max-w-[16rem] px-4 py-3">
                      <span className="block truncate font-medium" data-testid="subscription-email">
                        {subscription.userEmail}
                      </span>
                      {subscription.customerName ? (
                        <span className="block truncate text-xs text-muted-foreground" data-testid="subscription-name">
                          {subscription.customerName}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <span className="block" data-testid="subscription-plan">
                        {subscription.plan.name}
                      </span>
                      <span className="block text-xs tabular-nums text-muted-foreground">{formatMoney(subscription.price, subscription.currency)}/month</span>
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={statusBadge(subscription.status)} data-testid="subscription-status">
                        {STATUS_LABEL[subscription.status]}
                      </Badge>
                    </td>
                    <td className="hidden px-4 py-3 tabular-nums md:table-cell" data-testid="subscription-period-end">
                      {subscription.currentPeriodEnd ? (
                        <time dateTime={subscription.currentPeriodEnd}>{formatDate(subscription.currentPeriodEnd)}</time>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                    <td className="hidden px-4 py-3 lg:table-cell" data-testid="subscription-cancel-at-period-end">
                      {cancelAtPeriodEndText(subscription, formatDate)}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {cancelChoices(subscription).length ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-destructive hover:text-destructive"
                          onClick={() => setCancelling(subscription)}
                          data-testid="subscription-cancel"
                        >
                          Cancel<span className="sr-only"> {subscription.userEmail}'s subscription</span>
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {data && data.subscriptions.length > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground" role="status" data-testid="subscriptions-count">
          Showing {data.subscriptions.length} of {data.stats.total} {data.stats.total === 1 ? 'subscription' : 'subscriptions'}
        </p>
      ) : null}
      {data && data.total > data.pageSize ? (
        <Pager
          label="Pages of subscriptions"
          page={data.page}
          pages={Math.ceil(data.total / data.pageSize)}
          summary={`${data.total} matching`}
          onPage={(next) => show('page', String(next))}
          testId="subscriptions-page"
        />
      ) : null}

      <CancelDialog
        subscription={cancelling}
        pending={cancel.isPending ? (cancel.variables?.when ?? null) : null}
        onClose={() => setCancelling(null)}
        onCancel={(when) => cancelling && runCancel(cancelling, when)}
      />
    </div>
  );
}
