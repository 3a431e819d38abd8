import { describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '@artshop/contracts';
import { artworkCount, homeCategories } from './categories';
import { applyShopFilters, DEFAULT_SHOP_STATE, shopFilterOptions } from './shop';
import { product, tier } from './test-products';

const category = (fields: Partial<CategoryWithCount> & Pick<CategoryWithCount, 'name' | 'slug'>): CategoryWithCount => ({
  id: fields.slug,
  description: null,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  // The server's figure (products assigned): the storefront counts by the shared rule instead.
  productCount: 99,
  ...fields,
});

const originals = category({ name: 'Originals', slug: 'originals', isFeatured: true, sortOrder: 1 });
const prints = category({ name: 'Prints', slug: 'prints', isFeatured: true, sortOrder: 2 });
const smallWorks = category({ name: 'Small Works', slug: 'small-works', isFeatured: true, sortOrder: 0 });
const sculpture = category({ name: 'Sculpture', slug: 'sculpture', isFeatured: true, sortOrder: 3 });
const accessories = category({ name: 'Accessories', slug: 'accessories', sortOrder: 4 });
const categories = [prints, originals, accessories, sculpture, smallWorks];

const products = [
  product({
    id: 'ember',
    name: 'Ember Field',
    categoryId: 'originals',
    category: 'Originals',
    isOriginal: true,
    pricingTiers: [tier('Original', '4800.00', 0), tier('Print', '225.00', 4)],
  }),
  product({
    id: 'meridian',
    name: 'Quiet Meridian',
    categoryId: 'originals',
    category: 'Originals',
    isOriginal: true,
    pricingTiers: [tier('Original', '2900.00', 1)],
  }),
  product({ id: 'tide', name: 'Low Tide Gold', categoryId: 'prints', category: 'Prints', pricingTiers: [tier('Print', '300.00', 3)] }),
  product({
    id: 'study',
    name: 'Ember Study I',
    categoryId: 'small-works',
    category: 'Small Works',
    isOriginal: true,
    pricingTiers: [tier('Original', '650.00', 1)],
  }),
  product({ id: 'tote', name: 'Tote', categoryId: 'accessories', category: 'Accessories' }),
];

describe('the home page’s categories', () => {
  it('are those flagged Feature on Home Page that have products, in the artist’s order', () => {
    expect(homeCategories(categories, products).map((entry) => entry.category.name)).toEqual(['Small Works', 'Originals', 'Prints']);
  });

  it('count what their link opens on: Prints counts the originals’ prints too', () => {
    const counts = Object.fromEntries(homeCategories(categories, products).map((entry) => [entry.category.slug, entry.count]));
    expect(counts).toEqual({ 'small-works': 1, originals: 2, prints: 2 });
    expect(artworkCount(1)).toBe('1 artwork');
    expect(artworkCount(2)).toBe('2 artworks');
  });

  it('are none while loading or when none is featured', () => {
    expect(homeCategories(undefined, products)).toEqual([]);
    expect(homeCategories(categories, undefined)).toEqual([]);
    expect(homeCategories([accessories], products)).toEqual([]);
  });
});

describe('the Filters panel agrees with the home page’s count', () => {
  it('shows as many artworks for a category as its card says', () => {
    for (const { category: chosen, count } of homeCategories(categories, products)) {
      expect(applyShopFilters(products, { ...DEFAULT_SHOP_STATE, category: chosen.slug }, categories), chosen.slug).toHaveLength(count);
    }
  });

  it('offers the categories shown in navigation that hold products, in the artist’s order', () => {
    const hidden = { ...smallWorks, isActive: false };
    expect(shopFilterOptions(products, [prints, originals, accessories, sculpture, hidden]).categories.map((option) => option.label)).toEqual([
      'Originals',
      'Prints',
      'Accessories',
    ]);
  });
});
