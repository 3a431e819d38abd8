import { FileSpreadsheet } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { LoadError, Skeleton, buttonClasses } from '@artshop/ui';
import { useShopTimeZone } from '../../shared/business-settings';
import { usePageTitle } from '../../shared/title';
import { MailClubFigures } from './components/MailClubFigures';
import { ReportFigures } from './components/ReportFigures';
import { PeriodPicker } from './components/PeriodPicker';
import { ReportTables } from './components/ReportTables';
import { SalesChart } from './components/SalesChart';
import { salesReportCsvUrl, useSalesReport } from './hooks';
import { periodFromSearch, presetPeriod, todayIn, type ReportPeriod, type ReportPreset } from './period';

/** The artist's sales over a period: figures against the period before, a chart, top works, tiers and refunds, and all of it as CSV. */
export function ReportsPage() {
  usePageTitle('Reports');
  const [search, setSearch] = useSearchParams();
  const timeZone = useShopTimeZone();
  const today = todayIn(timeZone);
  const { preset, period } = periodFromSearch(search, today);
  const report = useSalesReport(period);

  const show = (next: ReportPreset, chosen: ReportPeriod) =>
    setSearch(
      next === 'custom'
        ? { preset: next, from: chosen.from, to: chosen.to, by: chosen.granularity }
        : { preset: next, ...(chosen.granularity === presetPeriod(next, today).granularity ? {} : { by: chosen.granularity }) },
      { replace: true },
    );
  const choosePreset = (next: ReportPreset) => show(next, next === 'custom' ? period : presetPeriod(next, today));

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Reports</h1>
          <p className="text-sm text-muted-foreground">
            What the shop kept of paid orders, discounts and refunds taken off, by the day the money came in (days in {timeZone}).
          </p>
        </div>
        {/* A refused period has no CSV either: the link would download the refusal. */}
        {report.isError ? null : (
          <a href={salesReportCsvUrl(period)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="report-csv">
            <FileSpreadsheet aria-hidden="true" />
            Download CSV
          </a>
        )}
      </header>
      <PeriodPicker preset={preset} period={period} onPreset={choosePreset} onChange={(chosen) => show(preset, chosen)} />
      {report.error ? (
        <LoadError what="the report" error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : (
        <div className="grid gap-6" aria-busy={report.isFetching} data-testid="report-body">
          <p className="text-sm text-muted-foreground" data-testid="report-period">
            {report.data.from} to {report.data.to}, compared with {report.data.previous.from} to {report.data.previous.to}
          </p>
          <ReportFigures report={report.data} />
          <SalesChart report={report.data} />
          <ReportTables report={report.data} />
          <MailClubFigures period={period} />
        </div>
      )}
    </div>
  );
}
