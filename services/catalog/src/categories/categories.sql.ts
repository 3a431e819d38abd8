import { statement } from '@artshop/persistence';

/** The categories' and tags' statements. */

/** How many products each category holds: every product for the admin, the active ones for visitors. */
export const CATEGORY_PRODUCT_COUNTS = statement({
  name: 'categories.product-counts',
  values: (counting: { everyStatus: boolean }) => [counting.everyStatus],
  text: `SELECT category_id AS id, count(*)::int AS count FROM products
          WHERE category_id IS NOT NULL AND ($1 OR status = 'active') GROUP BY category_id`,
  map: (row: { id: string; count: number }) => row,
});

/** How many active products are sold as prints (what the Prints category's page lists). */
export const ACTIVE_PRINTS_COUNT = statement({
  name: 'categories.active-prints-count',
  text: `SELECT count(*)::int AS count FROM products WHERE status = 'active' AND 'print' = ANY (listing_kinds)`,
  map: (row: { count: number }) => row.count,
});

/** The sort order after the last category's. */
export const NEXT_CATEGORY_SORT_ORDER = statement({
  name: 'categories.next-sort-order',
  text: `SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM categories`,
  map: (row: { next: number }) => row.next,
});

/** Every category id in the new order becomes sortOrder 0, 1, 2… */
export const REORDER_CATEGORIES = statement({
  name: 'categories.reorder',
  values: (order: { categoryIds: readonly string[] }) => [order.categoryIds],
  text: `UPDATE categories SET sort_order = ordered.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS ordered (id, position)
          WHERE categories.id = ordered.id`,
});

/** The products of a category. */
export const CATEGORY_PRODUCT_IDS = statement({
  name: 'categories.product-ids',
  values: (category: { categoryId: string }) => [category.categoryId],
  text: `SELECT id FROM products WHERE category_id = $1`,
  map: (row: { id: string }) => row.id,
});

/** How many products each tag is on: every product for the admin, the active ones for visitors. */
export const TAG_PRODUCT_COUNTS = statement({
  name: 'tags.product-counts',
  values: (counting: { everyStatus: boolean }) => [counting.everyStatus],
  text: `SELECT link.tag_id AS id, count(*)::int AS count FROM product_tags link
           JOIN products ON products.id = link.product_id
          WHERE $1 OR products.status = 'active' GROUP BY link.tag_id`,
  map: (row: { id: string; count: number }) => row,
});

/** The products a tag is on. */
export const TAG_PRODUCT_IDS = statement({
  name: 'tags.product-ids',
  values: (tag: { tagId: string }) => [tag.tagId],
  text: `SELECT product_id AS id FROM product_tags WHERE tag_id = $1`,
  map: (row: { id: string }) => row.id,
});

/** How many products a tag is on. */
export const TAG_PRODUCT_COUNT = statement({
  name: 'tags.product-count',
  values: (tag: { tagId: string }) => [tag.tagId],
  text: `SELECT count(*)::int AS count FROM product_tags WHERE tag_id = $1`,
  map: (row: { count: number }) => row.count,
});
