import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type Dispatch } from 'react';
import { ART_WALL_MAX_ARTWORKS } from '@artshop/contracts';
import { Button, Input, Label, ProductImage, Skeleton, useDebouncedValue } from '@artshop/ui';
import { useProductPages } from '../../../shared/product-reads';
import { libraryPagePath, libraryProducts, type WallAction } from '../wall';

/** The search is asked for once typing pauses this long, not at every key. */
const SEARCH_SETTLE_MS = 300;

/**
 * The works to hang: a page of the shop's works on sale at a time, newest first, searched by the
 * server, and 'Load more' for the next page.
 */
export function ArtworkLibrary({ full, dispatch }: { full: boolean; dispatch: Dispatch<WallAction> }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  // How many pages of which search are shown: a new search (an emptied one too) starts again at its first page.
  const [shownPages, setShownPages] = useState({ search: '', count: 1 });
  if (shownPages.search !== settled) setShownPages({ search: settled, count: 1 });
  const pageCount = shownPages.search === settled ? shownPages.count : 1;
  const paths = useMemo(() => Array.from({ length: pageCount }, (_, index) => libraryPagePath(settled, index + 1)), [settled, pageCount]);
  const pages = useProductPages(paths);
  const first = pages[0]!;
  const read = pages.flatMap((page) => (page.data ? [page.data.products] : []));
  const products = libraryProducts(read);
  const readCount = read.reduce((count, page) => count + page.length, 0);
  const total = first.data?.total;
  const loadingMore = pages.length > 1 && pages.some((page) => page.isPending) && !first.isPending;
  const more = total !== undefined && readCount < total && !loadingMore;

  // 'Load more' puts the keyboard on the first new work once it is there.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore) return;
    focusFrom.current = null;
    list.current?.querySelectorAll('button')[from]?.focus();
  }, [products.length, loadingMore]);

  let body;
  if (first.isPending) {
    body = (
      <div role="status" className="mt-3 grid grid-cols-4 gap-2 lg:grid-cols-2">
        <span className="sr-only">Loading artworks…</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
    );
  } else if (first.error) {
    body = (
      <div role="alert" className="mt-3 text-sm">
        <p>The artworks could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void first.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <p className="mt-3 text-sm text-muted-foreground" data-testid="library-empty">
        {settled ? `No artworks match “${settled}”.` : 'No artworks to hang yet.'}
      </p>
    );
  } else {
    body = (
      <ul ref={list} className="mt-3 grid grid-cols-4 gap-2 lg:grid-cols-2">
        {products.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              disabled={full}
              onClick={() => dispatch({ type: 'add', productId: product.id })}
              className="group flex w-full flex-col gap-1 rounded-md border border-border p-1 text-left hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
              data-testid="library-artwork"
              data-product-id={product.id}
            >
              <ProductImage src={product.images[0]} alt="" width={200} height={200} sizes="120px" className="aspect-square w-full rounded object-cover" />
              <span className="line-clamp-2 text-xs font-medium">
                <span className="sr-only">Add </span>
                {product.name}
                <span className="sr-only"> to the wall</span>
              </span>
              {product.dimensions ? <span className="hidden text-xs text-muted-foreground sm:block">{product.dimensions}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="artwork-library" data-testid="artwork-library">
      <h2 id="artwork-library" className="font-sans text-base font-semibold tracking-normal">
        Artworks
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {full ? `The wall holds ${ART_WALL_MAX_ARTWORKS} artworks at most.` : 'Click one to hang it on the wall.'}
      </p>
      <div role="search" aria-label="Artworks" className="relative mt-3">
        <Label htmlFor={searchId} className="sr-only">
          Search artworks
        </Label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={searchId}
          type="search"
          placeholder="Search artworks…"
          value={search}
          autoComplete="off"
          className="pl-9"
          onChange={(event) => setSearch(event.target.value)}
          data-testid="library-search"
        />
      </div>
      {body}
      {more || loadingMore ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3 w-full"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => {
            focusFrom.current = products.length;
            setShownPages({ search: settled, count: pageCount + 1 });
          }}
          data-testid="library-more"
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
