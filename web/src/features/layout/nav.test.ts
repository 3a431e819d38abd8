import { describe, expect, it } from 'vitest';
import type { Category } from '@artshop/contracts';
import { activeNavLink, mainNav, shopNav } from './nav';

const category = (name: string, slug: string, sortOrder: number, isActive = true): Pick<Category, 'name' | 'slug' | 'isActive' | 'sortOrder'> => ({
  name,
  slug,
  sortOrder,
  isActive,
});

describe('the header’s links', () => {
  const categories = [
    category('Accessories', 'accessories', 3),
    category('Originals', 'originals', 0),
    category('Small Works', 'small-works', 1),
    category('Prints', 'prints', 2, false),
  ];

  it('name the categories marked Show in Navigation, in the artist’s order, between Shop All and Mail Club', () => {
    expect(mainNav(categories).map((item) => item.label)).toEqual(['Home', 'Shop All', 'Originals', 'Small Works', 'Accessories', 'Mail Club', 'Contact']);
  });

  it('lead each category to the page it is shown on', () => {
    expect(shopNav(categories).map((item) => item.to)).toEqual(['/shop-all', '/originals', '/shop-all?category=small-works', '/accessories']);
  });

  it('follow a new order', () => {
    const reordered = [category('Accessories', 'accessories', 0), category('Originals', 'originals', 1), category('Small Works', 'small-works', 2)];
    expect(shopNav(reordered).map((item) => item.label)).toEqual(['Shop All', 'Accessories', 'Originals', 'Small Works']);
  });

  it('are Shop All alone without categories', () => {
    expect(shopNav(undefined).map((item) => item.label)).toEqual(['Shop All']);
  });
});

describe('the link marked as the current page', () => {
  const items = shopNav([category('Originals', 'originals', 0), category('Small Works', 'small-works', 1)]);

  it('is the category on Shop All filtered by it, and Shop All otherwise', () => {
    expect(activeNavLink(items, '/shop-all', '?category=small-works&sort=name')).toBe('/shop-all?category=small-works');
    expect(activeNavLink(items, '/shop-all', '')).toBe('/shop-all');
    expect(activeNavLink(items, '/shop-all', '?category=elsewhere')).toBe('/shop-all');
  });

  it('is the screen’s own link, whatever the case or a trailing slash', () => {
    expect(activeNavLink(items, '/Originals/', '')).toBe('/originals');
    expect(activeNavLink([{ label: 'Home', to: '/' }, ...items], '/', '')).toBe('/');
    expect(activeNavLink(items, '/contact', '')).toBeUndefined();
  });
});
