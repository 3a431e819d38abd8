import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { IMAGE_SIZES } from '@artshop/contracts';
import { Button, Skeleton, buttonClasses, useCategories } from '@artshop/ui';
import { ProductGrid } from '../../shared/components/ProductGrid';
import { usePageTitle } from '../../shared/title';
import { ShopSearchForm } from './components/ShopSearchForm';
import { TYPE_OPTIONS, activeFilterCount, categoryFilterOptions, clearedFilters, resultCountText, shopSearchParams, type ShopScreen } from './shop';
import { useLoadMoreFocus } from './useLoadMoreFocus';
import { useShopPages } from './useShopPages';
import { useShopState } from './useShopState';

/**
 * /shop-all, /originals, /prints and /accessories: a page of the screen's active products at a time,
 * searched, filtered and sorted by the server, with a grid/list toggle, all kept in the address. The
 * controls are a GET form and the pages links, so a shared address renders on the server as it was,
 * and the screen works before (or without) its script.
 */
export function ShopPage({ screen }: { screen: ShopScreen }) {
  usePageTitle(screen.pageTitle);
  // The admin's categories: what the Filters panel offers, in the admin's order.
  const categories = useCategories();
  const { state, update, filtersAsked } = useShopState();
  const filterCount = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0 || filtersAsked);
  const { first, shown, loaded, total, loadingMore, more } = useShopPages(screen, state);
  const options = useMemo(
    () => ({ categories: categoryFilterOptions(categories.data, state.category), types: TYPE_OPTIONS, priceRange: first.data?.priceRange ?? null }),
    [categories.data, state.category, first.data?.priceRange],
  );
  const narrowed = state.q.trim() !== '' || filterCount > 0;
  const { grid, focusFrom } = useLoadMoreFocus(shown);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{screen.title}</h1>
        <p className="mt-3 text-muted-foreground">{screen.intro}</p>
      </header>

      <ShopSearchForm
        screen={screen}
        state={state}
        update={update}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filterCount={filterCount}
        categoriesLoading={categories.isLoading}
        options={options}
      />

      <h2 className="sr-only">Products</h2>
      <p role="status" className="mb-4 min-h-5 text-sm text-muted-foreground" data-testid="result-count">
        {resultCountText(total)}
      </p>

      <div ref={grid}>
        <ProductGrid
          products={shown ?? (loaded.length ? loaded : undefined)}
          isLoading={first.isPending && !first.error}
          error={first.error}
          onRetry={() => void first.refetch()}
          skeletonCount={6}
          prioritizeFirstRow
          layout={state.view}
          // Two columns from a phone's width up: a shopper compares works side by side.
          className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
          imageSizes={IMAGE_SIZES.shopCard}
        />
      </div>
      {more || loadingMore ? (
        <div className="mt-10 flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" data-testid="shown-count">
            Showing {loaded.length} of {total}
          </p>
          {more ? (
            <Link
              to={{ search: shopSearchParams({ ...state, page: state.page + 1 }).toString() }}
              replace
              preventScrollReset
              className={buttonClasses({ variant: 'outline' })}
              data-testid="load-more"
              onClick={() => focusFrom(loaded.length)}
            >
              Load more
            </Link>
          ) : (
            <Skeleton className="h-10 w-32" />
          )}
        </div>
      ) : null}
      {total === 0 && narrowed ? (
        <div className="-mt-8 flex justify-center">
          <Button variant="outline" onClick={() => update(clearedFilters(state, false))} data-testid="clear-all">
            Clear search and filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
