import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_STATE,
  SHOP_SCREENS,
  activeFilterCount,
  productPagePath,
  applyShopFilters,
  parseShopState,
  shopFilterOptions,
  shopSearchParams,
  type ShopCategory,
  type ShopFilters,
} from './shop';
import { product, tier } from './test-products';

const emberField = product({
  id: 'ember',
  name: 'Ember Field',
  description: 'Cadmium orange scraped back over burnt umber.',
  categoryId: 'cat-originals',
  category: 'Originals',
  isOriginal: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  pricingTiers: [tier('Original', '4800.00', 1), tier('Print', '225.00', 25), tier('Canvas Print', '600.00', 8)],
});
const tidalMemory = product({
  id: 'tidal',
  name: 'Tidal Memory',
  description: 'Prussian BLUE washes with pressed sand.',
  categoryId: 'cat-originals',
  category: 'Originals',
  isOriginal: true,
  createdAt: '2026-02-01T00:00:00.000Z',
  pricingTiers: [tier('Original', '6200.00', 0), tier('Print', '375.00', 15), tier('Print', '250.00', 30)],
});
const saltmarsh = product({
  id: 'saltmarsh',
  name: 'Saltmarsh at Dusk',
  categoryId: 'cat-originals',
  category: 'Originals',
  isOriginal: true,
  createdAt: '2026-01-15T00:00:00.000Z',
  pricingTiers: [tier('Original', '2400.00', 0)],
});
const blueHour = product({
  id: 'blue-hour',
  name: 'blue hour suite',
  categoryId: 'cat-prints',
  category: 'Prints',
  createdAt: '2026-04-01T00:00:00.000Z',
  pricingTiers: [tier('Print', '200.00', 40), tier('Canvas Print', '375.00', 15)],
});
const tote = product({
  id: 'tote',
  name: 'Ember Field Tote Bag',
  categoryId: 'cat-accessories',
  category: 'Accessories',
  price: '32.00',
  stock: 40,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const study = product({
  id: 'study',
  name: 'Small Study',
  categoryId: 'cat-small-works',
  category: 'Small Works',
  isOriginal: true,
  price: '420.00',
  stock: 1,
});

const ALL = [emberField, tidalMemory, saltmarsh, blueHour, tote, study];
const filters = (changes: Partial<ShopFilters>): ShopFilters => ({ ...DEFAULT_SHOP_STATE, ...changes });
const ids = (products: { id: string }[]) => products.map((p) => p.id);

describe('search', () => {
  it('matches the name or the description, whatever the case', () => {
    expect(ids(applyShopFilters(ALL, filters({ q: 'ember' })))).toEqual(['ember', 'tote']);
    expect(ids(applyShopFilters(ALL, filters({ q: 'prussian blue' })))).toEqual(['tidal']);
    expect(ids(applyShopFilters(ALL, filters({ q: '  BLUE HOUR ' })))).toEqual(['blue-hour']);
  });

  it('finds nothing for text that is nowhere', () => {
    expect(applyShopFilters(ALL, filters({ q: 'sculpture' }))).toEqual([]);
  });
});

describe('filters', () => {
  it('keeps one category', () => {
    expect(ids(applyShopFilters(ALL, filters({ category: 'small-works' })))).toEqual(['study']);
  });

  it('keeps products that can be bought in a tier type; an original without tiers counts as Original', () => {
    expect(ids(applyShopFilters(ALL, filters({ type: 'canvas-print' })))).toEqual(['blue-hour', 'ember']);
    expect(ids(applyShopFilters(ALL, filters({ type: 'original' })))).toEqual(['ember', 'tidal', 'saltmarsh', 'study']);
  });

  it('filters by the price the card shows, both ends included', () => {
    // Ember Field shows its original ($4,800); Tidal Memory, sold, its prints from $250.
    expect(ids(applyShopFilters(ALL, filters({ minPrice: 200, maxPrice: 420 })))).toEqual(['blue-hour', 'tidal', 'study']);
    expect(ids(applyShopFilters(ALL, filters({ maxPrice: 32 })))).toEqual(['tote']);
    expect(ids(applyShopFilters(ALL, filters({ minPrice: 4000 })))).toEqual(['ember']);
  });

  it('follows the badges for availability: sold includes the sold originals with prints', () => {
    expect(ids(applyShopFilters(ALL, filters({ availability: 'sold' })))).toEqual(['tidal', 'saltmarsh']);
    expect(ids(applyShopFilters(ALL, filters({ availability: 'prints-available' })))).toEqual(['tidal']);
    expect(ids(applyShopFilters(ALL, filters({ availability: 'available' })))).toEqual(['blue-hour', 'ember', 'tote', 'study']);
  });

  it('counts an original another buyer is paying for as neither available nor sold; its prints are available', () => {
    const held = { ...tier('Original', '4800.00', 0), reservedUntil: '2026-11-27T18:42:00.000Z' };
    const reserved = product({ id: 'held', name: 'Held', isOriginal: true, pricingTiers: [held, tier('Print', '225.00', 25)] });
    const only = (availability: 'available' | 'sold' | 'prints-available') => ids(applyShopFilters([reserved], filters({ availability })));
    expect(only('available')).toEqual([]);
    expect(only('sold')).toEqual([]);
    expect(only('prints-available')).toEqual(['held']);
  });

  it('combines search and every filter', () => {
    expect(ids(applyShopFilters(ALL, filters({ q: 'e', category: 'originals', type: 'print', availability: 'available' })))).toEqual(['ember']);
  });

  it('counts the filters set, not search or sort', () => {
    expect(activeFilterCount(filters({ q: 'x', sort: 'name' }))).toBe(0);
    expect(activeFilterCount(filters({ category: 'prints', minPrice: 10, maxPrice: 20, availability: 'sold' }))).toBe(3);
  });
});

describe('sort', () => {
  it('puts the newest first by default', () => {
    expect(ids(applyShopFilters(ALL, filters({})))).toEqual(['blue-hour', 'ember', 'tidal', 'saltmarsh', 'tote', 'study']);
  });

  it('sorts by the card price both ways', () => {
    expect(ids(applyShopFilters(ALL, filters({ sort: 'price-asc' })))).toEqual(['tote', 'blue-hour', 'tidal', 'study', 'saltmarsh', 'ember']);
    expect(ids(applyShopFilters(ALL, filters({ sort: 'price-desc' })))).toEqual(['ember', 'saltmarsh', 'study', 'tidal', 'blue-hour', 'tote']);
  });

  it('sorts by name without regard to case', () => {
    expect(ids(applyShopFilters(ALL, filters({ sort: 'name' })))).toEqual(['blue-hour', 'ember', 'tote', 'saltmarsh', 'study', 'tidal']);
  });

  it('does not reorder the list it was given', () => {
    const given = [...ALL];
    applyShopFilters(given, filters({ sort: 'name' }));
    expect(given).toEqual(ALL);
  });
});

describe('the address', () => {
  it('reads every choice back from the query string', () => {
    const state = parseShopState(
      new URLSearchParams('q=gold&category=originals&type=print&min=100&max=500&availability=sold&sort=price-desc&view=list&page=3'),
    );
    expect(state).toEqual({
      q: 'gold',
      category: 'originals',
      type: 'print',
      minPrice: 100,
      maxPrice: 500,
      availability: 'sold',
      sort: 'price-desc',
      view: 'list',
      page: 3,
    });
    expect(parseShopState(shopSearchParams(state))).toEqual(state);
  });

  it('reads a screen’s page as the server takes it, the screen’s own rule first, in a fixed order', () => {
    const state = parseShopState(new URLSearchParams('sort=name&q=gold&availability=sold&min=100&category=small-works'));
    expect(productPagePath(SHOP_SCREENS.prints, state, 2)).toBe(
      '/api/products/page?q=gold&category=small-works&type=print&min=100&availability=sold&sort=name&page=2',
    );
    expect(productPagePath(SHOP_SCREENS.originals, DEFAULT_SHOP_STATE, 1)).toBe('/api/products/page?category=originals');
    expect(productPagePath(SHOP_SCREENS.all, DEFAULT_SHOP_STATE, 1)).toBe('/api/products/page');
  });

  it('ignores what it cannot read and swaps a reversed price range', () => {
    expect(parseShopState(new URLSearchParams('sort=cheapest&availability=maybe&view=table&min=-5&max=abc&category=<script>'))).toEqual(DEFAULT_SHOP_STATE);
    const reversed = parseShopState(new URLSearchParams('min=500&max=100'));
    expect([reversed.minPrice, reversed.maxPrice]).toEqual([100, 500]);
  });

  it('writes only what differs from the defaults', () => {
    expect(shopSearchParams(DEFAULT_SHOP_STATE).toString()).toBe('');
    expect(shopSearchParams({ ...DEFAULT_SHOP_STATE, q: 'tidal memory', sort: 'name' }).toString()).toBe('q=tidal+memory&sort=name');
  });
});

describe('screens and their filter options', () => {
  it('lists a category, or the products that have a Print tier', () => {
    expect(ids(ALL.filter(SHOP_SCREENS.originals.includes))).toEqual(['ember', 'tidal', 'saltmarsh']);
    expect(ids(ALL.filter(SHOP_SCREENS.accessories.includes))).toEqual(['tote']);
    expect(ids(ALL.filter(SHOP_SCREENS.prints.includes))).toEqual(['ember', 'tidal', 'blue-hour']);
    expect(ALL.filter(SHOP_SCREENS.all.includes)).toHaveLength(ALL.length);
  });

  it('offers the categories and tier types present, and the span of card prices in whole dollars', () => {
    const options = shopFilterOptions([...ALL, product({ id: 'pin', name: 'Pin', categoryId: 'cat-accessories', category: 'Accessories', price: '13.50' })]);
    expect(options.categories).toEqual([
      { value: 'accessories', label: 'Accessories' },
      { value: 'originals', label: 'Originals' },
      { value: 'prints', label: 'Prints' },
      { value: 'small-works', label: 'Small Works' },
    ]);
    expect(options.types).toEqual([
      { value: 'canvas-print', label: 'Canvas Print' },
      { value: 'original', label: 'Original' },
      { value: 'print', label: 'Print' },
    ]);
    expect(options.priceRange).toEqual({ min: 13, max: 4800 });
    expect(shopFilterOptions([]).priceRange).toBeNull();
  });
});

describe('the admin’s categories in the Filters panel', () => {
  // As GET /api/categories answers: by sortOrder, Small Works dragged to the top, Prints hidden from navigation.
  const category = (id: string, name: string, slug: string, sortOrder: number, isActive = true): ShopCategory => ({ id, name, slug, sortOrder, isActive });
  const CATEGORIES = [
    category('cat-small-works', 'Small Works', 'studies', 0),
    category('cat-accessories', 'Accessories', 'accessories', 1),
    category('cat-originals', 'Originals', 'originals', 2),
    category('cat-prints', 'Prints', 'prints', 3, false),
    category('cat-sculpture', 'Sculpture', 'sculpture', 4),
  ];
  const labels = (options: { label: string }[]) => options.map((option) => option.label);

  it('offers those shown in navigation, in the admin’s order, that have products on the screen', () => {
    expect(labels(shopFilterOptions(ALL, CATEGORIES).categories)).toEqual(['Small Works', 'Accessories', 'Originals']);
    expect(labels(shopFilterOptions(ALL.filter(SHOP_SCREENS.prints.includes), CATEGORIES).categories)).toEqual(['Originals']);
  });

  it('follows the sort order even when the list comes unsorted', () => {
    expect(labels(shopFilterOptions(ALL, [...CATEGORIES].reverse()).categories)).toEqual(['Small Works', 'Accessories', 'Originals']);
  });

  it('names each by its slug in the address and filters by it', () => {
    const options = shopFilterOptions(ALL, CATEGORIES);
    expect(options.categories[0]).toEqual({ value: 'studies', label: 'Small Works' });
    expect(ids(applyShopFilters(ALL, filters({ category: 'studies' }), CATEGORIES))).toEqual(['study']);
    // An address made from the name, before the slug was changed, still finds them.
    expect(ids(applyShopFilters(ALL, filters({ category: 'small-works' }), CATEGORIES))).toEqual(['study']);
  });

  it('keeps offering the hidden category the address already names, so the choice shows', () => {
    expect(labels(shopFilterOptions(ALL, CATEGORIES, 'prints').categories)).toEqual(['Small Works', 'Accessories', 'Originals', 'Prints']);
    // Prints has a screen of its own: the filter shows what /prints lists (the originals' prints too), as its header link and home card count.
    expect(ids(applyShopFilters(ALL, filters({ category: 'prints' }), CATEGORIES))).toEqual(['blue-hour', 'ember', 'tidal']);
  });
});
