import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_STATE, SHOP_SCREENS, activeFilterCount, productPagePath, parseShopState, shopSearchParams, type ShopFilters } from './shop';
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

describe('the Filters button', () => {
  it('counts the filters set, not search or sort', () => {
    expect(activeFilterCount(filters({ q: 'x', sort: 'name' }))).toBe(0);
    expect(activeFilterCount(filters({ category: 'prints', minPrice: 10, maxPrice: 20, availability: 'sold' }))).toBe(3);
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

  it("opens on the artist's shop order ('Featured'), and keeps Newest as a choice in the address", () => {
    expect(DEFAULT_SHOP_STATE.sort).toBe('featured');
    expect(parseShopState(new URLSearchParams('sort=newest')).sort).toBe('newest');
    expect(shopSearchParams({ ...DEFAULT_SHOP_STATE, sort: 'newest' }).toString()).toBe('sort=newest');
    expect(productPagePath(SHOP_SCREENS.all, { ...DEFAULT_SHOP_STATE, sort: 'newest' }, 1)).toBe('/api/products/page?sort=newest');
  });
});

describe('the screens', () => {
  it('lists a category, or the products that have a Print tier', () => {
    expect(ids(ALL.filter(SHOP_SCREENS.originals.includes))).toEqual(['ember', 'tidal', 'saltmarsh']);
    expect(ids(ALL.filter(SHOP_SCREENS.accessories.includes))).toEqual(['tote']);
    expect(ids(ALL.filter(SHOP_SCREENS.prints.includes))).toEqual(['ember', 'tidal', 'blue-hour']);
    expect(ALL.filter(SHOP_SCREENS.all.includes)).toHaveLength(ALL.length);
  });
});
