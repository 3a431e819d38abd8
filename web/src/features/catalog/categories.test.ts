import { describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '@artshop/contracts';
import { categoryShopPath, homeCategories } from './categories';
import { parseShopState } from './shop';

const category = (fields: Partial<CategoryWithCount> & Pick<CategoryWithCount, 'name' | 'slug'>): CategoryWithCount => ({
  id: fields.slug,
  description: null,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  productCount: 3,
  ...fields,
});

describe('the home page’s categories', () => {
  it('are those flagged Feature on Home Page that have products, in the admin’s order', () => {
    const list = [
      category({ name: 'Prints', slug: 'prints', isFeatured: true, sortOrder: 2 }),
      category({ name: 'Originals', slug: 'originals', isFeatured: true, sortOrder: 1 }),
      category({ name: 'Accessories', slug: 'accessories', sortOrder: 0 }),
      category({ name: 'Sculpture', slug: 'sculpture', isFeatured: true, productCount: 0, sortOrder: 3 }),
    ];
    expect(homeCategories(list).map((entry) => entry.name)).toEqual(['Originals', 'Prints']);
  });

  it('are none while loading or when none is featured', () => {
    expect(homeCategories(undefined)).toEqual([]);
    expect(homeCategories([category({ name: 'Prints', slug: 'prints' })])).toEqual([]);
  });

  it('link to Shop All filtered by the category, as the Filters panel writes it', () => {
    const path = categoryShopPath({ slug: 'small-works' });
    expect(path).toBe('/shop-all?category=small-works');
    expect(parseShopState(new URL(path, 'http://shop.test').searchParams).category).toBe('small-works');
  });
});
