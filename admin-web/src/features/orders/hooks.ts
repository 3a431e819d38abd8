import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CART_ORDER_ROUTES,
  routeRequest,
  type CallInputOf,
  type CartOrderRpc,
  type OrderExportRows,
  type OrderPaper,
  type OrderPage,
  type OrderView,
  type TaxReportPeriod,
} from '@artshop/contracts';
import { api } from '../../shared/api';

export type OrderListFilters = CallInputOf<typeof CartOrderRpc.listOrders>;

const orderKeys = {
  /** Prefix of every page of the list. */
  lists: [CART_ORDER_ROUTES.listOrders.path] as const,
  list: (filters: OrderListFilters) => [CART_ORDER_ROUTES.listOrders.path, filters] as const,
  /** Under the lists' prefix: a status move refreshes it too. */
  toPack: [CART_ORDER_ROUTES.listOrders.path, CART_ORDER_ROUTES.listOrdersToPack.path] as const,
};

/** One page of the filtered orders with the count per status; the previous page stays shown while the next loads. */
export function useOrders(filters: OrderListFilters) {
  return useQuery<OrderPage>({
    queryKey: orderKeys.list(filters),
    queryFn: () => api.cart.listOrders(filters),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filters (every page), as a link the browser downloads: one row per line, or per order (rows: 'orders'). */
export function ordersCsvUrl(filters: Omit<OrderListFilters, 'page' | 'pageSize'>, rows: OrderExportRows = 'lines'): string {
  return routeRequest(CART_ORDER_ROUTES.exportOrders, rows === 'lines' ? filters : { ...filters, rows }).url;
}

/** The tax report's CSV for a period kind (sales and refunds per month, quarter or year), as a link the browser downloads. */
export function taxReportUrl(period: TaxReportPeriod): string {
  return routeRequest(CART_ORDER_ROUTES.exportTaxReport, { period }).url;
}

/** The orders to pack: paid, not sent, not refunded in full, the longest waiting first. */
export function useOrdersToPack() {
  return useQuery<OrderView[]>({ queryKey: orderKeys.toPack, queryFn: () => api.cart.listOrdersToPack({}) });
}

/** An order's packing slip or invoice (PDF), as a link the browser downloads. */
export function orderPaperUrl(paper: OrderPaper, orderId: string): string {
  return routeRequest(paper === 'packing-slip' ? CART_ORDER_ROUTES.downloadPackingSlip : CART_ORDER_ROUTES.downloadInvoice, { orderId }).url;
}

/** The packing slips or invoices of every order paid on one of the shop's days, one a page, as a link the browser downloads. */
export function dayPapersUrl(paper: OrderPaper, day: string): string {
  return routeRequest(paper === 'packing-slip' ? CART_ORDER_ROUTES.downloadDayPackingSlips : CART_ORDER_ROUTES.downloadDayInvoices, { day }).url;
}

/** After a change: every page is read again (an order may leave a filter or move between the status cards). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.lists });
}

export function useUpdateOrderStatus() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: CallInputOf<typeof CartOrderRpc.updateOrderStatus>): Promise<OrderView> => api.cart.updateOrderStatus(input),
    onSuccess: () => void refresh(),
  });
}

export function useRefundOrder() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: CallInputOf<typeof CartOrderRpc.refundOrder>): Promise<OrderView> => api.cart.refundOrder(input),
    onSuccess: () => void refresh(),
  });
}

/** Corrects a shipped order's carrier and tracking number; the buyer is mailed the new one. */
export function useCorrectTracking() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: CallInputOf<typeof CartOrderRpc.correctTracking>): Promise<OrderView> => api.cart.correctTracking(input),
    onSuccess: () => void refresh(),
  });
}
