import type { SubscriptionStats } from '@artshop/contracts';
import { Card, formatMoney } from '@artshop/ui';

const STAT_CARDS: Array<{ key: Exclude<keyof SubscriptionStats, 'monthlyRevenue' | 'currency'>; label: string }> = [
  { key: 'total', label: 'Total' },
  { key: 'active', label: 'Active' },
  { key: 'pending', label: 'Pending' },
  { key: 'canceled', label: 'Canceled' },
];

/** A figure not there yet pulses; one that could not be read (the list failed, which says why) is a dash. */
export function StatCards({ stats, failed }: { stats: SubscriptionStats | undefined; failed: boolean }) {
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
