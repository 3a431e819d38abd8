import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import { Suspense, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IMAGE_SIZES } from '@artshop/contracts';
import { Button, Input, Label, NativeSelect, Skeleton, cn, useCategories, useDraft } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { lazyPart } from '../../shared/lazy-part';
import { ProductGrid } from './components/ProductGrid';
import { useActiveProducts } from './hooks';
import {
  DEFAULT_SHOP_STATE,
  SHOP_SORTS,
  SORT_LABELS,
  activeFilterCount,
  applyShopFilters,
  parseShopState,
  shopFilterOptions,
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
 * /shop-all, /originals, /prints and /accessories: the screen's active products with search,
 * filters, sort and a grid/list toggle, all kept in the address.
 */
export function ShopPage({ screen }: { screen: ShopScreen }) {
  usePageTitle(screen.pageTitle);
  const products = useActiveProducts();
  // The admin's categories: what the Filters panel offers, in the admin's order.
  const categories = useCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseShopState(searchParams), [searchParams]);
  const filterCount = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const ids = { search: useId(), sort: useId(), panel: useId() };

  // The box answers every keystroke; the address follows it (replacing, so Back leaves the screen).
  const [query, setQuery] = useDraft(state.q);

  // Each change starts from the address as it is now, not as last rendered: the router renders a
  // navigation as a transition, so on a busy phone a second choice can come before the first one's
  // render, and building on the rendered state would undo the first (a cleared filter coming back).
  const update = (changes: Partial<ShopState>) =>
    setSearchParams(shopSearchParams({ ...parseShopState(new URLSearchParams(window.location.search)), ...changes }), { replace: true });

  const base = useMemo(() => products.data?.filter(screen.includes), [products.data, screen]);
  const options = useMemo(() => shopFilterOptions(base ?? [], categories.data, state.category), [base, categories.data, state.category]);
  const shown = useMemo(() => (base ? applyShopFilters(base, state, categories.data) : undefined), [base, state, categories.data]);
  const narrowed = state.q.trim() !== '' || filterCount > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{screen.title}</h1>
        <p className="mt-3 text-muted-foreground">{screen.intro}</p>
      </header>

      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <Label htmlFor={ids.search} className="sr-only">
            Search products
          </Label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={ids.search}
            type="search"
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

      <h2 className="sr-only">Products</h2>
      <p role="status" className="mb-4 min-h-5 text-sm text-muted-foreground" data-testid="result-count">
        {shown ? `${shown.length} ${shown.length === 1 ? 'product' : 'products'}` : ''}
      </p>

      <ProductGrid
        products={shown}
        isLoading={products.isLoading}
        error={products.error}
        onRetry={() => void products.refetch()}
        skeletonCount={6}
        prioritizeFirstRow
        layout={state.view}
        // Two columns from a phone's width up: a shopper compares works side by side.
        className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
        imageSizes={IMAGE_SIZES.shopCard}
      />
      {shown && shown.length === 0 && narrowed ? (
        <div className="-mt-8 flex justify-center">
          <Button variant="outline" onClick={() => update({ ...DEFAULT_SHOP_STATE, view: state.view })} data-testid="clear-all">
            Clear search and filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
