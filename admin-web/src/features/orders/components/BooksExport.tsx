import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { TAX_REPORT_PERIODS, type TaxReportPeriod } from '@artshop/contracts';
import { buttonClasses } from '@artshop/ui';
import { ordersCsvUrl, taxReportUrl, type OrderListFilters } from '../hooks';
import { selectClasses } from '../../../shared/select-classes';

const PERIOD_LABEL: Record<TaxReportPeriod, string> = { month: 'By month', quarter: 'By quarter', year: 'By year' };

/** For the accountant: the filtered orders one row each (money, refunds and their dates), and the tax report by period. */
export function BooksExport({ filters }: { filters: Omit<OrderListFilters, 'page' | 'pageSize'> }) {
  const [period, setPeriod] = useState<TaxReportPeriod>('month');
  return (
    <>
      <a href={ordersCsvUrl(filters, 'orders')} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="orders-export-orders">
        <FileSpreadsheet aria-hidden="true" />
        Orders for the Books
      </a>
      <span className="inline-flex items-center gap-1">
        <label htmlFor="tax-report-period" className="sr-only">
          Tax report period
        </label>
        <select id="tax-report-period" className={selectClasses} value={period} onChange={(event) => setPeriod(event.target.value as TaxReportPeriod)}>
          {TAX_REPORT_PERIODS.map((option) => (
            <option key={option} value={option}>
              {PERIOD_LABEL[option]}
            </option>
          ))}
        </select>
        <a href={taxReportUrl(period)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="orders-tax-report">
          <FileSpreadsheet aria-hidden="true" />
          Tax Report
        </a>
      </span>
    </>
  );
}
