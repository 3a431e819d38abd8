import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_STOREFRONT_ROUTES, type Product, type ProductPage } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';

/**
 * The products' query keys: the whole list (GET /api/products), one product (GET /api/products/{id})
 * under the list's key, and a page of a filtered list by its address (GET /api/products/page?…), so
 * the server renders the same reads the browser then finds in its cache.
 */
export const productKeys = {
  list: queryKeys.products,
  detail: (id: string) => [...queryKeys.products, id] as const,
  page: (path: string) => [path] as const,
};

/** The storefront shows status 'active' only (an admin's session gets every status from the API). */
const isActive = (product: Product) => product.status === 'active';
const activeOnly = (products: Product[]) => products.filter(isActive);

/** The storefront's whole product list, active products only: for the few screens that need every work (the art wall's picker). */
export function useActiveProducts() {
  return useQuery<Product[], Error, Product[]>({ queryKey: productKeys.list, select: activeOnly });
}

/** One page of products (its address from productPagePath); drafts never come back to a visitor. */
export function useProductPage(path: string) {
  return useQuery<ProductPage>({ queryKey: productKeys.page(path) });
}

/** Pages 1 to n of a list, each a read of its own: 'Load more' reads only the new one. */
export function useProductPages(paths: readonly string[]) {
  return useQueries({ queries: paths.map((path) => ({ queryKey: productKeys.page(path) })) }) as Array<ReturnType<typeof useProductPage>>;
}

/**
 * One product. When a list or page holding it is already loaded, its copy shows at once (the same
 * answer shape), so opening a card does not wait.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Product>({
    queryKey: productKeys.detail(id),
    initialData: () => {
      const fromList = queryClient.getQueryData<Product[]>(productKeys.list)?.find((product) => product.id === id && isActive(product));
      if (fromList) return fromList;
      for (const [, page] of queryClient.getQueriesData<ProductPage>({ predicate: (query) => isPageKey(query.queryKey[0]) }))
        for (const product of page?.products ?? []) if (product.id === id && isActive(product)) return product;
      return undefined;
    },
  });
}

const isPageKey = (segment: unknown) => typeof segment === 'string' && segment.startsWith(CATALOG_STOREFRONT_ROUTES.productPage.path);
