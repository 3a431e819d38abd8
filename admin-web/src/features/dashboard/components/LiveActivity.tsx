import { Activity } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardStats } from '@artshop/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, formatMoney } from '@artshop/ui';

/** The shop's running totals and the unread messages, each pulsing until read. */
export function LiveActivity({ stats, unread }: { stats: DashboardStats | undefined; unread: number | undefined }) {
  const rows: Array<[string, string, ReactNode]> = [
    ['Active products', 'live-active-products', stats?.activeProducts],
    ['Total orders', 'live-total-orders', stats?.totalOrders],
    ['Total revenue', 'live-total-revenue', stats ? formatMoney(stats.totalRevenue, stats.currency) : undefined],
    ['Unread messages', 'live-unread-messages', unread],
  ];
  return (
    <Card data-testid="live-activity">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-base font-semibold">Live Site Activity</CardTitle>
        <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, testId, value]) => (
            <div key={label} className="flex items-center justify-between py-2 text-sm">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={testId}>
                {value ?? <Skeleton className="h-4 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
