import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CART_ORDER_ROUTES, SUBSCRIPTION_ROUTES, routeRequest, type MailClubReport, type SalesReport } from '@artshop/contracts';
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

/** The Mail Club's members over the same days (the subscription service's figures). */
export function useMailClubReport({ from, to }: ReportPeriod) {
  return useQuery<MailClubReport>({
    queryKey: [SUBSCRIPTION_ROUTES.mailClubReport.path, { from, to }],
    queryFn: () => api.subscription.mailClubReport({ from, to }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
