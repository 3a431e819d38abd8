import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryWithCount, Product, ProductArchivedAnswer, ProductInput, TagWithCount } from '@artshop/contracts';
import { apiJson, queryKeys } from '@artshop/ui';

export const catalogKeys = {
  products: queryKeys.products,
  categories: ['/api/categories'] as const,
  tags: ['/api/tags'] as const,
  aiStatus: ['/api/ai/status'] as const,
};

/** Every product, whatever its status (the API answers admins with drafts and archived ones too). */
export function useAllProducts() {
  return useQuery<Product[]>({ queryKey: catalogKeys.products });
}

/** Categories in their navigation order, each with its real number of products (all statuses, for the admin). */
export function useCategories() {
  return useQuery<CategoryWithCount[]>({ queryKey: catalogKeys.categories });
}

export function useTags() {
  return useQuery<TagWithCount[]>({ queryKey: catalogKeys.tags });
}

/** Search by name or description, case-insensitive (admin spec §2). */
export function filterProducts(products: readonly Product[], search: string): Product[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter(
    (product) => product.name.toLowerCase().includes(needle) || (product.description ?? '').toLowerCase().includes(needle),
  );
}

/**
 * Saving a product changes the list and the categories' and tags' product counts, so all three
 * are read again.
 */
function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([catalogKeys.products, catalogKeys.categories, catalogKeys.tags].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/products (no id) or PUT /api/products/{id}. */
export function useSaveProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) =>
      id ? apiJson<Product>('PUT', `/api/products/${id}`, input) : apiJson<Product>('POST', '/api/products', input),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/products/{id}: undefined when deleted (204), the archived answer when it has orders. */
export function useDeleteProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (product: Product) => apiJson<ProductArchivedAnswer | undefined>('DELETE', `/api/products/${product.id}`),
    onSettled: () => void refresh(),
  });
}
