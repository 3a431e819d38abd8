import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { IMAGE_SIZES } from '@artshop/contracts';
import { Button, Input, Label, NativeSelect, Skeleton, buttonClasses, cn, useCategories, useDraft } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { lazyPart } from '../../shared/lazy-part';
import { ProductGrid } from '../../shared/components/ProductGrid';
import { useProductPages } from './hooks';
import {
  DEFAULT_SHOP_STATE,
  SHOP_SORTS,
  SORT_LABELS,
  TYPE_OPTIONS,
  activeFilterCount,
  categoryFilterOptions,
  parseShopState,
  productPagePath,
  shopSearchParams,
  type ShopScreen,
  type ShopSort,
  type ShopState,
} from './shop';

// The panel carries the price slider: it loads when someone opens Filters, not with the page.
const ShopFiltersPanel = lazyPart('src/features/catalog/components/ShopFiltersPanel.tsx', () =>
  import('./components/ShopFiltersPanel').then((module) => module.ShopFiltersPanel),
);

function FiltersFallback() {
  return <Skeleton className="h-56 w-full sm:h-44 lg:h-36" />;
}

/** Grid or list, as two buttons of which one is pressed. */
function ViewToggle({ view, onChange }: { view: ShopState['view']; onChange: (view: ShopState['view']) => void }) {
  const options = [
    { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
    { value: 'list', label: 'List view', Icon: List },
  ] as const;
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-md border border-input p-0.5">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          data-testid={`view-${value}`}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            view === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

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
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseShopState(searchParams), [searchParams]);
  const filterCount = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0 || searchParams.get('filters') === 'open');
  const ids = { search: useId(), sort: useId(), panel: useId() };

  // The box answers every keystroke; the address follows it (replacing, so Back leaves the screen).
  const [query, setQuery] = useDraft(state.q);

  // Each change starts from the address as it is now, not as last rendered: the router renders a
  // navigation as a transition, so on a busy phone a second choice can come before the first one's
  // render, and building on the rendered state would undo the first (a cleared filter coming back).
  // A new search, filter or sort starts again at the first page; the layout keeps the pages shown.
  const update = (changes: Partial<ShopState>) => {
    const current = parseShopState(new URLSearchParams(window.location.search));
    const page = 'page' in changes || Object.keys(changes).every((key) => key === 'view') ? current.page : 1;
    setSearchParams(shopSearchParams({ ...current, page, ...changes }), { replace: true, preventScrollReset: true });
  };

  const paths = useMemo(() => Array.from({ length: state.page }, (_, index) => productPagePath(screen, state, index + 1)), [screen, state]);
  const pages = useProductPages(paths);
  const first = pages[0]!;
  const shown = useMemo(() => (pages.every((page) => page.data) ? pages.flatMap((page) => page.data!.products) : undefined), [pages]);
  const loaded = pages.filter((page) => page.data).flatMap((page) => page.data!.products);
  const total = first.data?.total;
  const loadingMore = pages.length > 1 && pages.some((page) => page.isPending) && !first.isPending;
  const options = useMemo(
    () => ({ categories: categoryFilterOptions(categories.data, state.category), types: TYPE_OPTIONS, priceRange: first.data?.priceRange ?? null }),
    [categories.data, state.category, first.data?.priceRange],
  );
  const narrowed = state.q.trim() !== '' || filterCount > 0;
  const more = total !== undefined && loaded.length < total && !loadingMore;

  // 'Load more' puts the keyboard on the first new work once it is there, and leaves the page where it was.
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !shown || shown.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll('li')[from]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [shown]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{screen.title}</h1>
        <p className="mt-3 text-muted-foreground">{screen.intro}</p>
      </header>

      <form
        method="get"
        action={screen.path}
        role="search"
        aria-label="Products"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: query });
        }}
      >
        <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
          <div className="relative flex-1">
            <Label htmlFor={ids.search} className="sr-only">
              Search products
            </Label>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={ids.search}
              type="search"
              name="q"
              placeholder="Search products…"
              value={query}
              autoComplete="off"
              className="pl-9"
              data-testid="shop-search"
              onChange={(event) => {
                setQuery(event.target.value);
                update({ q: event.target.value });
              }}
            />
          </div>
          <div className="flex items-center gap-2 sm:gap-3">
            <Button
              variant="outline"
              aria-expanded={filtersOpen}
              aria-controls={ids.panel}
              data-testid="filters-button"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
              {filterCount > 0 ? (
                <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground" data-testid="filter-count">
                  <span className="sr-only">(</span>
                  {filterCount}
                  <span className="sr-only"> active)</span>
                </span>
              ) : null}
            </Button>
            <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
              <Label htmlFor={ids.sort} className="whitespace-nowrap text-muted-foreground max-sm:sr-only">
                Sort by
              </Label>
              <NativeSelect
                id={ids.sort}
                name="sort"
                value={state.sort}
                data-testid="shop-sort"
                onChange={(event) => update({ sort: event.target.value as ShopSort })}
                className="min-w-0 md:w-auto"
              >
                {SHOP_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ViewToggle view={state.view} onChange={(view) => update({ view })} />
            {state.view !== 'grid' ? <input type="hidden" name="view" value={state.view} /> : null}
            {/* Without a script the choices are sent with this button; with one, each applies at once. */}
            <noscript>
              <button type="submit" className={buttonClasses({ variant: 'outline' })}>
                Apply
              </button>
              {filtersOpen ? null : (
                <a
                  href={`?${new URLSearchParams([...shopSearchParams(state), ['filters', 'open']]).toString()}`}
                  className={buttonClasses({ variant: 'ghost' })}
                >
                  Show filters
                </a>
              )}
            </noscript>
          </div>
        </div>

        <div id={ids.panel} hidden={!filtersOpen} className="mb-6" data-testid="filters-panel">
          {filtersOpen && categories.isLoading ? (
            // Rather than a category list that changes under the pointer once the admin's arrives.
            <FiltersFallback />
          ) : filtersOpen ? (
            <Suspense fallback={<FiltersFallback />}>
              <ShopFiltersPanel
                filters={state}
                options={options}
                fixedCategory={screen.fixedCategory}
                onChange={update}
                onClear={() => update({ ...DEFAULT_SHOP_STATE, q: state.q, sort: state.sort, view: state.view })}
              />
            </Suspense>
          ) : null}
        </div>
      </form>

      <h2 className="sr-only">Products</h2>
      <p role="status" className="mb-4 min-h-5 text-sm text-muted-foreground" data-testid="result-count">
        {total !== undefined ? `${total} ${total === 1 ? 'product' : 'products'}` : ''}
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
              onClick={() => {
                focusFrom.current = loaded.length;
              }}
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
          <Button variant="outline" onClick={() => update({ ...DEFAULT_SHOP_STATE, view: state.view })} data-testid="clear-all">
            Clear search and filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
