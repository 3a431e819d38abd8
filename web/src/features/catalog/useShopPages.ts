import { useMemo } from 'react';
import { productPagePath, type ShopScreen, type ShopState } from './shop';
import { useProductPages } from '../../shared/product-reads';

/**
 * The pages of products the address asks for (1 to `page`), read together: the products once every
 * page is in (`shown`), those in so far (`loaded`), the total, and whether Load more can add a page.
 */
export function useShopPages(screen: ShopScreen, state: ShopState) {
  const paths = useMemo(() => Array.from({ length: state.page }, (_, index) => productPagePath(screen, state, index + 1)), [screen, state]);
  const pages = useProductPages(paths);
  const first = pages[0]!;
  const shown = useMemo(() => (pages.every((page) => page.data) ? pages.flatMap((page) => page.data!.products) : undefined), [pages]);
  const loaded = pages.filter((page) => page.data).flatMap((page) => page.data!.products);
  const total = first.data?.total;
  const loadingMore = pages.length > 1 && pages.some((page) => page.isPending) && !first.isPending;
  return { first, shown, loaded, total, loadingMore, more: total !== undefined && loaded.length < total && !loadingMore };
}
