import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CART_ORDER_ROUTES, type CustomerPage } from '@artshop/contracts';
import { api } from '../../shared/api';

export const customerKeys = {
  all: [CART_ORDER_ROUTES.listCustomers.path] as const,
  page: (q: string, page: number) => [CART_ORDER_ROUTES.listCustomers.path, { q, page }] as const,
};

/**
 * One page of the customers the server derives from paid orders, biggest spenders first. Always
 * read again when the screen opens (a purchase since adds or changes a customer); the last page stays
 * on screen while the next loads.
 */
export function useCustomers(q: string, page: number) {
  return useQuery<CustomerPage>({
    queryKey: customerKeys.page(q, page),
    queryFn: () => api.cart.listCustomers({ q: q || undefined, page }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** The CSV of every customer matching the search (GET /api/customers.csv). */
export function customersCsvUrl(q: string): string {
  const search = q.trim();
  return search ? `${CART_ORDER_ROUTES.exportCustomers.path}?${new URLSearchParams({ q: search }).toString()}` : CART_ORDER_ROUTES.exportCustomers.path;
}
