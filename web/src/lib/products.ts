import { useQuery } from '@tanstack/react-query';
import type { Product } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';

const activeOnly = (products: Product[]) => products.filter((product) => product.status === 'active');

/**
 * The storefront's product list: only status 'active' (an admin's session gets every status from
 * the API, so the filter is applied here too).
 */
export function useActiveProducts() {
  return useQuery<Product[], Error, Product[]>({ queryKey: queryKeys.products, select: activeOnly });
}
