import { Search, SlidersHorizontal } from 'lucide-react';
import { Suspense, useId } from 'react';
import { Button, Input, Label, NativeSelect, Skeleton, buttonClasses, useDraft } from '@artshop/ui';
import { lazyPart } from '../../../shared/lazy-part';
import { SHOP_SORTS, SORT_LABELS, clearedFilters, shopSearchParams, type ShopFilterOptions, type ShopScreen, type ShopSort, type ShopState } from '../shop';
import { ViewToggle } from './ViewToggle';

// The panel carries the price slider: it loads when someone opens Filters, not with the page.
const ShopFiltersPanel = lazyPart('src/features/catalog/components/ShopFiltersPanel.tsx', () =>
  import('./ShopFiltersPanel').then((module) => module.ShopFiltersPanel),
);

function FiltersFallback() {
  return <Skeleton className="h-56 w-full sm:h-44 lg:h-36" />;
}

/**
 * The shop's controls as a GET form: search, Filters (with its panel), sort and layout. With the
 * script each choice applies at once; without it, Apply sends them, so a shared address renders on
 * the server as it was.
 */
export function ShopSearchForm({
  screen,
  state,
  update,
  filtersOpen,
  onToggleFilters,
  filterCount,
  categoriesLoading,
  options,
}: {
  screen: ShopScreen;
  state: ShopState;
  update: (changes: Partial<ShopState>) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filterCount: number;
  categoriesLoading: boolean;
  options: ShopFilterOptions;
}) {
  const ids = { search: useId(), sort: useId(), panel: useId() };
  // The box answers every keystroke; the address follows it.
  const [query, setQuery] = useDraft(state.q);
  return (
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
          <Button variant="outline" aria-expanded={filtersOpen} aria-controls={ids.panel} data-testid="filters-button" onClick={onToggleFilters}>
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
              <a href={`?${new URLSearchParams([...shopSearchParams(state), ['filters', 'open']]).toString()}`} className={buttonClasses({ variant: 'ghost' })}>
                Show filters
              </a>
            )}
          </noscript>
        </div>
      </div>

      <div id={ids.panel} hidden={!filtersOpen} className="mb-6" data-testid="filters-panel">
        {filtersOpen && categoriesLoading ? (
          // Rather than a category list that changes under the pointer once the admin's arrives.
          <FiltersFallback />
        ) : filtersOpen ? (
          <Suspense fallback={<FiltersFallback />}>
            <ShopFiltersPanel
              filters={state}
              options={options}
              fixedCategory={screen.fixedCategory}
              onChange={update}
              onClear={() => update(clearedFilters(state, true))}
            />
          </Suspense>
        ) : null}
      </div>
    </form>
  );
}
