import type { ProductListChoices } from './hooks';
import type { ProductTab } from './product-form';

/*
 * Product Listings' choices (search, status, category, sort, page), kept in the address.
 */

export const SORT_OPTIONS = [
  // The server's default: the shop order the artist sets, the storefront's 'Featured'.
  { value: '', label: 'Shop order' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

export function choicesOf(params: URLSearchParams): ProductListChoices {
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    sort: params.get('sort') ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The address with these choices; a new search, filter or sort starts at the first page, and what is not chosen is left out. */
export function withChoices(current: URLSearchParams, changes: Partial<ProductListChoices>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries({ page: 1, ...changes })) {
    if (value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The drawer's tab when the address asks for a new product (`?new=1`, the dashboard's Add Product;
 * `&tab=images`, its Upload Images); null when it does not.
 */
export function linkedTabOf(params: URLSearchParams): ProductTab | null {
  if (params.get('new') !== '1') return null;
  return params.get('tab') === 'images' ? 'images' : 'content';
}

/** The address once the drawer it opened has closed. */
export function withoutLinkedDrawer(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('new');
  next.delete('tab');
  return next;
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** '30 products, page 2 of 2'. */
export function shownText(total: number, page: number, pages: number): string {
  return `${total} ${total === 1 ? 'product' : 'products'}${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
}
