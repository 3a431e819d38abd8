import type { Category, Product } from './catalog.js';
import { SHOP_SCREEN_RULES } from './shop-screens.js';

/*
 * One rule for what a category is on the storefront, so the header, the home page's category cards,
 * the shop's Filters panel and the admin's categories screen agree: where a category's page is, which
 * products it holds (the ones that page lists), and which categories the header names. Free of zod:
 * the storefront's first load uses it.
 */

type ShopScreenRule = (typeof SHOP_SCREEN_RULES)[keyof typeof SHOP_SCREEN_RULES];

/** The shop screen a category is (the demo's Originals, Prints and Accessories): the one at /{slug}. */
function categoryScreen(slug: string): ShopScreenRule | undefined {
  return Object.values(SHOP_SCREEN_RULES).find((screen) => screen.path === `/${slug}`);
}

/**
 * A category's storefront address: its own shop screen when it has one (/originals), else Shop All
 * filtered by it (/shop-all?category=small-works), as the Filters panel writes that choice.
 */
export function categoryPath(category: Pick<Category, 'slug'>): string {
  return categoryScreen(category.slug)?.path ?? `/shop-all?${new URLSearchParams({ category: category.slug }).toString()}`;
}

/**
 * Whether a product is in a category as its page shows it: a category that is a shop screen holds
 * what that screen lists (Prints: every product sold as a print, the originals' prints too), any
 * other holds the products the artist put in it.
 */
export function inCategory(product: Product, category: Pick<Category, 'id' | 'slug'>): boolean {
  const screen = categoryScreen(category.slug);
  return screen ? screen.includes(product) : product.categoryId === category.id;
}

/** How many of these products the category's page lists (give it the visitor's, active, products). */
export function categoryProductCount(category: Pick<Category, 'id' | 'slug'>, products: readonly Product[]): number {
  return products.filter((product) => inCategory(product, category)).length;
}

/** The artist's order (the admin's drag and drop), then by name; a new array. */
export function inArtistOrder<T extends Pick<Category, 'sortOrder' | 'name'>>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The header's shop links: the categories marked Show in Navigation, in the artist's order. */
export function navigationCategories<T extends Pick<Category, 'isActive' | 'sortOrder' | 'name'>>(categories: readonly T[] | undefined): T[] {
  return inArtistOrder((categories ?? []).filter((category) => category.isActive));
}
