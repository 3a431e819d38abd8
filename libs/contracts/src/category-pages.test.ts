import { describe, expect, it } from 'vitest';
import type { Category, PricingTier, Product } from './catalog.js';
import { categoryPath, categoryProductCount, inCategory, navigationCategories } from './category-pages.js';

const category = (slug: string, fields: Partial<Category> = {}): Category => ({
  id: `id-${slug}`,
  name: slug,
  slug,
  description: null,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const tier = (type: string): PricingTier => ({ id: `${type}-tier`, type, size: '18x24', price: '100.00', stock: 3, description: null, editionSize: null });

const product = (name: string, categoryOf: Category | null, tiers: string[] = [], isOriginal = false): Product =>
  ({
    id: name,
    name,
    categoryId: categoryOf?.id ?? null,
    category: categoryOf?.name ?? null,
    isOriginal,
    pricingTiers: tiers.map(tier),
  }) as Product;

const originals = category('originals', { name: 'Originals' });
const prints = category('prints', { name: 'Prints' });
const smallWorks = category('small-works', { name: 'Small Works' });
const accessories = category('accessories', { name: 'Accessories' });

const products = [
  product('Ember Field', originals, ['Original', 'Print'], true),
  product('Quiet Meridian', originals, ['Original'], true),
  product('Low Tide Gold', prints, ['Print', 'Framed']),
  product('Weathered Signal', prints, ['Canvas Print']),
  product('Ember Study I', smallWorks, ['Original'], true),
  product('Tote', accessories),
  product('Loose Sketch', null, ['Print']),
];

describe('a category’s storefront address', () => {
  it('is its own shop screen when it has one', () => {
    expect(categoryPath(originals)).toBe('/originals');
    expect(categoryPath(prints)).toBe('/prints');
    expect(categoryPath(accessories)).toBe('/accessories');
  });

  it('is Shop All filtered by it otherwise', () => {
    expect(categoryPath(smallWorks)).toBe('/shop-all?category=small-works');
  });
});

describe('the products a category holds', () => {
  it('are what its page lists: Prints holds every product sold as a print, the originals’ prints too', () => {
    const names = (entry: Category) => products.filter((one) => inCategory(one, entry)).map((one) => one.name);
    expect(names(prints)).toEqual(['Ember Field', 'Low Tide Gold', 'Loose Sketch']);
    expect(names(originals)).toEqual(['Ember Field', 'Quiet Meridian']);
    expect(names(smallWorks)).toEqual(['Ember Study I']);
    expect(names(accessories)).toEqual(['Tote']);
  });

  it('are counted the same way', () => {
    expect(categoryProductCount(prints, products)).toBe(3);
    expect(categoryProductCount(smallWorks, products)).toBe(1);
    expect(categoryProductCount(category('empty'), products)).toBe(0);
  });
});

describe('the header’s categories', () => {
  it('are those marked Show in Navigation, in the artist’s order', () => {
    const list = [
      category('accessories', { name: 'Accessories', sortOrder: 0 }),
      category('originals', { name: 'Originals', sortOrder: 2 }),
      category('hidden', { name: 'Hidden', sortOrder: 1, isActive: false }),
      category('prints', { name: 'Prints', sortOrder: 1 }),
    ];
    expect(navigationCategories(list).map((entry) => entry.name)).toEqual(['Accessories', 'Prints', 'Originals']);
  });

  it('are none before the categories are read', () => {
    expect(navigationCategories(undefined)).toEqual([]);
  });
});
