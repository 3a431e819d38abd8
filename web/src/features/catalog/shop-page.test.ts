import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_STATE, clearedFilters, resultCountText, withShopChanges, type ShopState } from './shop';

const state: ShopState = { ...DEFAULT_SHOP_STATE, q: 'blue', category: 'landscapes', sort: 'name', view: 'list', page: 3 };

describe("the shopper's changes", () => {
  it('start a new search, filter or sort at the first page', () => {
    expect(withShopChanges(state, { q: 'red' })).toMatchObject({ q: 'red', page: 1 });
    expect(withShopChanges(state, { sort: 'price-asc' })).toMatchObject({ sort: 'price-asc', page: 1, category: 'landscapes' });
  });

  it('keep the pages shown when only the layout changes, or when the page itself is asked for', () => {
    expect(withShopChanges(state, { view: 'grid' })).toMatchObject({ view: 'grid', page: 3 });
    expect(withShopChanges(state, { page: 4 })).toMatchObject({ page: 4 });
  });

  it('clear the filters keeping the search, sort and layout, or everything but the layout', () => {
    expect(clearedFilters(state, true)).toEqual({ ...DEFAULT_SHOP_STATE, q: 'blue', sort: 'name', view: 'list' });
    expect(clearedFilters(state, false)).toEqual({ ...DEFAULT_SHOP_STATE, view: 'list' });
  });

  it('count the products found, nothing while unknown', () => {
    expect(resultCountText(1)).toBe('1 product');
    expect(resultCountText(0)).toBe('0 products');
    expect(resultCountText(undefined)).toBe('');
  });
});
