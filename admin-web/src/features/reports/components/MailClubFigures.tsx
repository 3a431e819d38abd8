import { Card, CardContent, CardHeader, CardTitle, LoadError, Skeleton } from '@artshop/ui';
import { useMailClubReport } from '../hooks';
import type { ReportPeriod } from '../period';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Mail Club members joined and lost in the period, and the churn; its revenue is not recorded by the subscription service. */
export function MailClubFigures({ period }: { period: ReportPeriod }) {
  const report = useMailClubReport(period);
  return (
    <Card data-testid="report-mail-club">
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-sm font-medium">Mail Club</CardTitle>
      </CardHeader>
      <CardContent>
        {report.error ? (
          <LoadError what="the Mail Club figures" error={report.error} onRetry={() => void report.refetch()} />
        ) : !report.data ? (
          <div role="status">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Figure label="Members started" value={String(report.data.started)} testId="mail-club-started" />
              <Figure label="Cancelled" value={String(report.data.cancelled)} testId="mail-club-cancelled" />
              <Figure label="Active at end" value={String(report.data.activeAtEnd)} testId="mail-club-active" />
              <Figure label="Churn" value={report.data.churnPercent === null ? '—' : `${report.data.churnPercent}%`} testId="mail-club-churn" />
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">
              Churn is the members cancelled over the {report.data.activeAtStart} at the start of the period. Mail Club revenue is not shown: only each
              member&apos;s latest invoice is kept, not the invoices paid over time.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
