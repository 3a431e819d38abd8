import type { CategoryWithCount } from '@artshop/contracts';
import { DEFAULT_SHOP_STATE, SHOP_SCREENS, shopSearchParams } from './shop';

/** The home page's categories: flagged Feature on Home Page, in the admin's order, and not empty. */
export function homeCategories(categories: readonly CategoryWithCount[] | undefined): CategoryWithCount[] {
  return (categories ?? []).filter((category) => category.isFeatured && category.productCount > 0).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Shop All filtered by one category: the address the Filters panel gives the same choice. */
export function categoryShopPath(category: Pick<CategoryWithCount, 'slug'>): string {
  return `${SHOP_SCREENS.all.path}?${shopSearchParams({ ...DEFAULT_SHOP_STATE, category: category.slug })}`;
}
