import { CATALOG_STOREFRONT_ROUTES, SHOP_SCREEN_RULES, TIER_TYPES, inArtistOrder, toParam, type Category, type Product } from '@artshop/contracts';

/*
 * The shop screens' search, filters and sort. Everything a visitor chooses lives in the address
 * (?q=…&category=…), so a filtered view can be shared and survives a reload; anything unreadable
 * there is ignored rather than refused.
 */

/** 'featured', the default, is the artist's own order of the shop. */
export const SHOP_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SORT_LABELS: Record<ShopSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
};

/** The badges' rule (libs/ui availability): 'sold' includes the sold originals whose prints are available. */
export const AVAILABILITIES = ['available', 'sold', 'prints-available'] as const;
export type ShopAvailability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<ShopAvailability, string> = {
  available: 'Available',
  sold: 'Sold',
  'prints-available': 'Prints Available',
};

export type ShopView = 'grid' | 'list';

export interface ShopFilters {
  /** Matches name or description, case-insensitive. */
  q: string;
  /** A category as the address names it: its slug ('small-works'), as GET /api/products?category= takes it. */
  category: string | null;
  /** A pricing tier type the same way ('original', 'print', 'canvas-print'). */
  type: string | null;
  /** Whole dollars, inclusive, compared with the price the card shows. */
  minPrice: number | null;
  maxPrice: number | null;
  availability: ShopAvailability | null;
  sort: ShopSort;
}

export interface ShopState extends ShopFilters {
  view: ShopView;
  /** How many pages of products are shown ('Load more' adds one): a reload or a shared address shows as many. */
  page: number;
}

export const DEFAULT_SHOP_STATE: ShopState = {
  q: '',
  category: null,
  type: null,
  minPrice: null,
  maxPrice: null,
  availability: null,
  sort: 'featured',
  view: 'grid',
  page: 1,
};

/** More pages than this in the address are read as this many (each is a read of its own). */
const MAX_SHOWN_PAGES = 20;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

function dollars(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
}

function slugParam(value: string | null): string | null {
  const slug = value?.trim().toLowerCase();
  return slug && /^[a-z0-9-]{1,100}$/.test(slug) ? slug : null;
}

export function parseShopState(params: URLSearchParams): ShopState {
  let minPrice = dollars(params.get('min'));
  let maxPrice = dollars(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: slugParam(params.get('category')),
    type: slugParam(params.get('type')),
    minPrice,
    maxPrice,
    availability: oneOf(AVAILABILITIES, params.get('availability')),
    sort: oneOf(SHOP_SORTS, params.get('sort')) ?? 'featured',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Math.min(MAX_SHOWN_PAGES, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  };
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function shopSearchParams(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.type) params.set('type', state.type);
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.availability) params.set('availability', state.availability);
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The state once the shopper changes something: a new search, filter or sort starts again at the
 * first page; the layout keeps the pages shown.
 */
export function withShopChanges(current: ShopState, changes: Partial<ShopState>): ShopState {
  const page = 'page' in changes || Object.keys(changes).every((key) => key === 'view') ? current.page : 1;
  return { ...current, page, ...changes };
}

/** What the shopper clears with 'Clear filters' (the search, sort and layout stay) or 'Clear search and filters' (the layout stays). */
export function clearedFilters(state: ShopState, keepSearch: boolean): ShopState {
  return keepSearch ? { ...DEFAULT_SHOP_STATE, q: state.q, sort: state.sort, view: state.view } : { ...DEFAULT_SHOP_STATE, view: state.view };
}

export function resultCountText(total: number | undefined): string {
  return total !== undefined ? `${total} ${total === 1 ? 'product' : 'products'}` : '';
}

/**
 * The read of one page of a screen's products as the visitor filtered them (GET /api/products/page):
 * the screen's own rule, then the visitor's search, filters and sort, in a fixed order so that the
 * same view is the same read (and the gateway's cached answer) whoever asks.
 */
export function productPagePath(screen: Pick<ShopScreen, 'query'>, filters: ShopFilters, page: number): string {
  const params = new URLSearchParams();
  const category = screen.query.category ?? filters.category;
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (category) params.set('category', category);
  if ('type' in screen.query || filters.type) params.set('type', ('type' in screen.query ? screen.query.type : filters.type)!);
  if (filters.minPrice !== null) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max', String(filters.maxPrice));
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${CATALOG_STOREFRONT_ROUTES.productPage.path}${query ? `?${query}` : ''}`;
}

/** Every tier type a work can be sold as, for the Type filter (the server knows which works have each). */
export const TYPE_OPTIONS: FilterOption[] = TIER_TYPES.map((type) => ({ value: toParam(type), label: type })).sort((a, b) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
);

/**
 * The categories the Filters panel offers, from the categories alone: those shown in navigation that
 * hold active works (the server's counts), in the admin's order, and the one the address names.
 */
export function categoryFilterOptions(categories: readonly (ShopCategory & { productCount?: number })[] | undefined, selected: string | null): FilterOption[] {
  return inArtistOrder(categories ?? [])
    .filter((category) => (category.isActive && (category.productCount ?? 1) > 0) || category.slug === selected)
    .map((category) => ({ value: category.slug, label: category.name }));
}

/** How many filters (not search, sort or view) are set: the Filters button shows it. */
export function activeFilterCount(filters: ShopFilters): number {
  return [filters.category, filters.type, filters.minPrice ?? filters.maxPrice, filters.availability].filter((value) => value !== null).length;
}

export interface ShopScreen {
  path: string;
  title: string;
  /** document.title's page part. */
  pageTitle: string;
  intro: string;
  /** Which active products the screen lists before the visitor's own filters. */
  includes: (product: Product) => boolean;
  /** The screen is itself a category: no category filter. */
  fixedCategory: boolean;
  /** The filter GET /api/products/page takes for the screen (contracts' rule). */
  query: { category?: string; type?: string };
}

/** The four shop screens. */
export const SHOP_SCREENS = {
  all: {
    ...SHOP_SCREEN_RULES.all,
    title: 'Our Products',
    pageTitle: 'Shop All Artworks',
    intro: 'Original paintings, limited edition prints and accessories, each made in the studio.',
    fixedCategory: false,
  },
  originals: {
    ...SHOP_SCREEN_RULES.originals,
    title: 'Originals',
    pageTitle: 'Originals',
    intro: 'One-of-a-kind paintings, each signed and shipped with a certificate of authenticity.',
    fixedCategory: true,
  },
  prints: {
    ...SHOP_SCREEN_RULES.prints,
    title: 'Prints',
    pageTitle: 'Prints',
    intro: 'Archival prints of the paintings, made in small runs and checked by hand.',
    fixedCategory: false,
  },
  accessories: {
    ...SHOP_SCREEN_RULES.accessories,
    title: 'Accessories',
    pageTitle: 'Accessories',
    intro: 'Totes, postcards, pins and paper goods printed with details from the paintings.',
    fixedCategory: true,
  },
} satisfies Record<string, ShopScreen>;

export interface FilterOption {
  value: string;
  label: string;
}

export interface ShopFilterOptions {
  categories: FilterOption[];
  types: FilterOption[];
  /** Whole dollars around every card price of the screen; null when no product has a price. */
  priceRange: { min: number; max: number } | null;
}

/** The admin's categories as GET /api/categories lists them (in the admin's order). */
export type ShopCategory = Pick<Category, 'id' | 'name' | 'slug' | 'isActive' | 'sortOrder'>;
