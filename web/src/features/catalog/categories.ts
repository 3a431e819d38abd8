import { inArtistOrder, type CategoryWithCount } from '@artshop/contracts';

export interface HomeCategory {
  category: CategoryWithCount;
  /** How many artworks the card's link opens on (the server counts what the category's page lists). */
  count: number;
}

/**
 * The home page's categories: flagged Feature on Home Page, in the artist's order, each with the
 * number of artworks its page lists (the header's link and the Filters panel name the same ones),
 * and none that would open on an empty page.
 */
export function homeCategories(categories: readonly CategoryWithCount[] | undefined): HomeCategory[] {
  return inArtistOrder((categories ?? []).filter((category) => category.isFeatured))
    .map((category) => ({ category, count: category.productCount }))
    .filter((entry) => entry.count > 0);
}

/** '1 artwork', '12 artworks'. */
export function artworkCount(count: number): string {
  return `${count} ${count === 1 ? 'artwork' : 'artworks'}`;
}
