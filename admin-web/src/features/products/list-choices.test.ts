import { describe, expect, it } from 'vitest';
import { choicesOf, linkedTabOf, shownText, statusLabel, withChoices, withoutLinkedDrawer } from './list-choices';

describe("Product Listings' address", () => {
  it('reads the choices, the page a whole number from 1', () => {
    expect(choicesOf(new URLSearchParams('q=blue&status=draft&sort=name&page=2.7'))).toEqual({
      q: 'blue',
      status: 'draft',
      category: '',
      sort: 'name',
      page: 2,
    });
    expect(choicesOf(new URLSearchParams('page=-3')).page).toBe(1);
  });

  it('starts a new choice at the first page and leaves out what is not chosen', () => {
    expect(withChoices(new URLSearchParams('q=blue&page=3'), { status: 'active' }).toString()).toBe('q=blue&status=active');
    expect(withChoices(new URLSearchParams('q=blue&status=active'), { q: '', status: '' }).toString()).toBe('');
    expect(withChoices(new URLSearchParams('q=blue'), { page: 2 }).toString()).toBe('q=blue&page=2');
  });

  it('opens the drawer from a link on its Content or Images tab, and closing it takes the link off', () => {
    expect(linkedTabOf(new URLSearchParams('new=1'))).toBe('content');
    expect(linkedTabOf(new URLSearchParams('new=1&tab=images'))).toBe('images');
    expect(linkedTabOf(new URLSearchParams('tab=images'))).toBeNull();
    expect(withoutLinkedDrawer(new URLSearchParams('q=blue&new=1&tab=images')).toString()).toBe('q=blue');
  });
});

describe("Product Listings' words", () => {
  it('capitalises a status and counts the products', () => {
    expect(statusLabel('archived')).toBe('Archived');
    expect(shownText(1, 1, 1)).toBe('1 product');
    expect(shownText(30, 2, 2)).toBe('30 products, page 2 of 2');
  });
});
