import { useQuery } from '@tanstack/react-query';
import type { CategoryWithCount } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';
import { DEFAULT_SHOP_STATE, SHOP_SCREENS, shopSearchParams } from './shop';

/**
 * The admin's categories (GET /api/categories, public): in the admin's order, with 'Show in
 * Navigation' (isActive) and 'Feature on Home Page' (isFeatured), and for visitors the number of
 * active products in each.
 */
export function useCategories() {
  return useQuery<CategoryWithCount[]>({ queryKey: queryKeys.categories });
}

/** The home page's categories: flagged Feature on Home Page, in the admin's order, and not empty. */
export function homeCategories(categories: readonly CategoryWithCount[] | undefined): CategoryWithCount[] {
  return (categories ?? []).filter((category) => category.isFeatured && category.productCount > 0).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Shop All filtered by one category: the address the Filters panel gives the same choice. */
export function categoryShopPath(category: Pick<CategoryWithCount, 'slug'>): string {
  return `${SHOP_SCREENS.all.path}?${shopSearchParams({ ...DEFAULT_SHOP_STATE, category: category.slug })}`;
}
