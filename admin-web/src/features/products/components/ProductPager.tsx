import { Button } from '@artshop/ui';

/** Previous, 'Page n of m' and Next under the product list. */
export function ProductPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} data-testid="products-previous">
        Previous
      </Button>
      <span className="text-sm tabular-nums" data-testid="products-page">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages} data-testid="products-next">
        Next
      </Button>
    </nav>
  );
}
