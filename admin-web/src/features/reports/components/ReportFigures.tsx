import type { SalesReport } from '@artshop/contracts';
import { Card, CardContent, CardHeader, CardTitle, formatMoney } from '@artshop/ui';
import { changeLabel } from '../period';

function Figure({ title, testId, value, change, note }: { title: string; testId: string; value: string; change?: number | null; note?: string }) {
  const changeText = change === undefined ? null : (changeLabel(change) ?? 'Nothing to compare with in the previous period');
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-sm font-medium">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
        {changeText || note ? (
          <p className="mt-1 text-xs text-muted-foreground" data-testid={`${testId}-note`}>
            {changeText ?? note}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Revenue, orders, average order value against the previous period, and the refunds and discount codes' money off of the period. */
export function ReportFigures({ report }: { report: SalesReport }) {
  const money = (value: string) => formatMoney(value, report.currency);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <Figure title="Revenue" testId="report-revenue" value={money(report.totals.revenue)} change={report.change.revenue} />
      <Figure title="Orders" testId="report-orders" value={String(report.totals.orders)} change={report.change.orders} />
      <Figure title="Average order value" testId="report-aov" value={money(report.totals.averageOrderValue)} change={report.change.averageOrderValue} />
      <Figure
        title="Refunds"
        testId="report-refunds"
        value={money(report.refunds.amount)}
        note={`${report.refunds.count} ${report.refunds.count === 1 ? 'refund' : 'refunds'} in the period`}
      />
      <Figure
        title="Discounts"
        testId="report-discounts"
        value={money(report.discounts.amount)}
        note={`Off ${report.discounts.count} ${report.discounts.count === 1 ? 'order' : 'orders'} with a discount code (revenue is after them)`}
      />
    </div>
  );
}
