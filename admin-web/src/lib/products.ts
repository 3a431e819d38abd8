import { useQuery } from '@tanstack/react-query';
import type { Product } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';

/** Every product, whatever its status (the API answers admins with drafts and archived ones too). */
export function useAllProducts() {
  return useQuery<Product[]>({ queryKey: queryKeys.products });
}

/** Search by name or description, case-insensitive (admin spec §2). */
export function filterProducts(products: readonly Product[], search: string): Product[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter(
    (product) => product.name.toLowerCase().includes(needle) || (product.description ?? '').toLowerCase().includes(needle),
  );
}
