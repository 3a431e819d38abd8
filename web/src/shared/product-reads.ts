import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CATALOG_STOREFRONT_ROUTES, type Product, type ProductPage } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';

/**
 * The products' query keys: one product (GET /api/products/{id}) under the whole list's key, and a
 * page of a filtered list by its address (GET /api/products/page?…), so the server renders the same
 * reads the browser then finds in its cache.
 */
export const productKeys = {
  detail: (id: string) => [...queryKeys.products, id] as const,
  page: (path: string) => [path] as const,
};

/** The storefront shows status 'active' only (an admin's session gets every status from the API). */
export const isActive = (product: Product) => product.status === 'active';

/** One page of products (its address from productPagePath); drafts never come back to a visitor. */
export function useProductPage(path: string) {
  return useQuery<ProductPage>({ queryKey: productKeys.page(path) });
}

/** Pages 1 to n of a list, each a read of its own: 'Load more' reads only the new one. */
export function useProductPages(paths: readonly string[]) {
  return useQueries({ queries: paths.map((path) => ({ queryKey: productKeys.page(path) })) }) as Array<ReturnType<typeof useProductPage>>;
}

/**
 * A product as a loaded page holds it (the same answer shape), or undefined: opening a card, or
 * hanging a work picked from a page, does not wait for it to be read again.
 */
export function productFromPages(queryClient: QueryClient, id: string): Product | undefined {
  for (const [, page] of queryClient.getQueriesData<ProductPage>({ predicate: (query) => isPageKey(query.queryKey[0]) }))
    for (const product of page?.products ?? []) if (product.id === id && isActive(product)) return product;
  return undefined;
}

/** One product, at once when a loaded page holds it. */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Product>({ queryKey: productKeys.detail(id), initialData: () => productFromPages(queryClient, id) });
}

const isPageKey = (segment: unknown) => typeof segment === 'string' && segment.startsWith(CATALOG_STOREFRONT_ROUTES.productPage.path);
