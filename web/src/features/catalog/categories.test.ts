import { describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '@artshop/contracts';
import { artworkCount, homeCategories } from './categories';
import { categoryFilterOptions } from './shop';

const category = (fields: Partial<CategoryWithCount> & Pick<CategoryWithCount, 'name' | 'slug'>): CategoryWithCount => ({
  id: fields.slug,
  description: null,
  isActive: true,
  isFeatured: false,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  // The server's count of what the category's page lists (Prints: everything sold as a print).
  productCount: 2,
  ...fields,
});

const originals = category({ name: 'Originals', slug: 'originals', isFeatured: true, sortOrder: 1 });
const prints = category({ name: 'Prints', slug: 'prints', isFeatured: true, sortOrder: 2 });
const smallWorks = category({ name: 'Small Works', slug: 'small-works', isFeatured: true, sortOrder: 0, productCount: 1 });
const sculpture = category({ name: 'Sculpture', slug: 'sculpture', isFeatured: true, sortOrder: 3, productCount: 0 });
const accessories = category({ name: 'Accessories', slug: 'accessories', sortOrder: 4 });
const categories = [prints, originals, accessories, sculpture, smallWorks];

describe('the home page’s categories', () => {
  it('are those flagged Feature on Home Page that have products, in the artist’s order', () => {
    expect(homeCategories(categories).map((entry) => entry.category.name)).toEqual(['Small Works', 'Originals', 'Prints']);
  });

  it('count what the server counts for their page', () => {
    const counts = Object.fromEntries(homeCategories(categories).map((entry) => [entry.category.slug, entry.count]));
    expect(counts).toEqual({ 'small-works': 1, originals: 2, prints: 2 });
    expect(artworkCount(1)).toBe('1 artwork');
    expect(artworkCount(2)).toBe('2 artworks');
  });

  it('are none while loading or when none is featured', () => {
    expect(homeCategories(undefined)).toEqual([]);
    expect(homeCategories([accessories])).toEqual([]);
  });
});

describe('the Filters panel’s categories', () => {
  it('are those shown in navigation that hold products, in the artist’s order, and the one the address names', () => {
    const hidden = { ...smallWorks, isActive: false };
    const offered = (selected: string | null) =>
      categoryFilterOptions([prints, originals, accessories, sculpture, hidden], selected).map((option) => option.label);
    expect(offered(null)).toEqual(['Originals', 'Prints', 'Accessories']);
    expect(offered('small-works')).toEqual(['Small Works', 'Originals', 'Prints', 'Accessories']);
  });
});
