import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CART_ORDER_ROUTES, routeRequest, type SalesReport } from '@artshop/contracts';
import { api } from '../../shared/api';
import type { ReportPeriod } from './period';

/** The sales report of a period; the last one stays shown while the next loads. */
export function useSalesReport(period: ReportPeriod) {
  return useQuery<SalesReport>({
    queryKey: [CART_ORDER_ROUTES.salesReport.path, period],
    queryFn: () => api.cart.salesReport(period),
    placeholderData: keepPreviousData,
    // A refused period (400) is not tried again: its message says what to change.
    retry: false,
  });
}

/** The same report as CSV, as a link the browser downloads. */
export function salesReportCsvUrl(period: ReportPeriod): string {
  return routeRequest(CART_ORDER_ROUTES.exportSalesReport, period).url;
}
