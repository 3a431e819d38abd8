import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';

/**
 * The products' query keys: the list (GET /api/products), and one product (GET /api/products/{id})
 * under the list's key. main.tsx prefetches the first screen's data with them.
 */
export const productKeys = {
  list: queryKeys.products,
  detail: (id: string) => [...queryKeys.products, id] as const,
};

/** The storefront shows status 'active' only (an admin's session gets every status from the API). */
const isActive = (product: Product) => product.status === 'active';
const activeOnly = (products: Product[]) => products.filter(isActive);

/**
 * The storefront's product list, active products only. Every shop screen filters this one list,
 * so moving between them needs no new request.
 */
export function useActiveProducts() {
  return useQuery<Product[], Error, Product[]>({ queryKey: productKeys.list, select: activeOnly });
}

/**
 * One product. When the list is already loaded, its copy shows at once (the same answer shape),
 * so opening a card does not wait.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Product>({
    queryKey: productKeys.detail(id),
    initialData: () => queryClient.getQueryData<Product[]>(productKeys.list)?.find((product) => product.id === id && isActive(product)),
  });
}
