import type { EntityManager } from 'typeorm';
import type { Caller, ProductPage, ProductPageQuery, ProductSort } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { RawJson } from '@artshop/service-kit';
import { readProductsInOrder } from './product-reads.js';
import { FUZZY_WORD_SIMILARITY } from './products.sql.js';

/**
 * Each sort's ORDER BY, always ending on the id: products with the same price, name or time keep
 * one order, so page 2 continues page 1 exactly. Products without a price go last either way.
 */
const ORDER_BY: Record<ProductSort, string> = {
  featured: 'p.shop_position, p.created_at DESC, p.id',
  newest: 'p.created_at DESC, p.id',
  'price-asc': 'p.listing_price_cents ASC NULLS LAST, p.id',
  'price-desc': 'p.listing_price_cents DESC NULLS LAST, p.id',
  name: 'lower(p.name), p.id',
};

/** A category's address form (the storefront's toParam): 'Small Works' → 'small-works'. */
const CATEGORY_PARAM = `regexp_replace(lower(trim(category.name)), '\\s+', '-', 'g')`;

/** An active hold on the original (its tier, or the product's own stock): it is Reserved, not Sold. */
const ORIGINAL_HELD = `EXISTS (SELECT 1 FROM stock_reservations r WHERE r.status = 'active' AND r.product_id = p.id
                               AND r.tier_id IS NOT DISTINCT FROM p.original_tier_id)`;

/** LIKE's own characters in a visitor's search are meant literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

interface Conditions {
  /** Every filter but the price: the price range the Filters panel offers is read over these. */
  base: string[];
  /** The price filter. */
  price: string[];
  values: unknown[];
}

function conditionsOf(query: ProductPageQuery, caller: Caller, fuzzy: boolean): Conditions {
  const values: unknown[] = [];
  const value = (given: unknown) => `$${values.push(given)}`;
  const base: string[] = [];
  if (caller.role !== 'admin') base.push(`p.status = 'active'`);
  else if (query.status) base.push(`p.status = ${value(query.status)}`);
  if (query.q) {
    const q = value(query.q);
    // Whole words (stemmed) in the name or description, or a part of the name; when nothing is
    // found so, a name with a word a letter or two off (a typo).
    base.push(
      fuzzy
        ? `lower(${q}) <% lower(p.name)`
        : `(p.search_document @@ websearch_to_tsquery('english', ${q}) OR lower(p.name) LIKE ${value(`%${likeLiteral(query.q.toLowerCase())}%`)})`,
    );
  }
  if (query.category) {
    const category = value(query.category);
    // The Prints screen's rule is what the category 'prints' holds: everything sold as a print.
    base.push(`(CASE WHEN ${category} = 'prints' THEN 'print' = ANY (p.listing_kinds)
                     ELSE category.slug = ${category} OR ${CATEGORY_PARAM} = ${category} END)`);
  }
  if (query.type) base.push(`${value(query.type)} = ANY (p.listing_kinds)`);
  if (query.availability === 'available') base.push('NOT p.original_gone');
  else if (query.availability === 'sold') base.push(`p.original_gone AND NOT ${ORIGINAL_HELD}`);
  else if (query.availability === 'prints-available') base.push(`p.original_gone AND 'print' = ANY (p.listing_kinds)`);
  if (query.featured) base.push(query.featured === 'true' ? 'p.is_featured' : 'NOT p.is_featured');
  const price: string[] = [];
  if (query.min !== undefined) price.push(`p.listing_price_cents >= ${value(query.min * 100)}`);
  if (query.max !== undefined) price.push(`p.listing_price_cents <= ${value(query.max * 100)}`);
  return { base, price, values };
}

const FROM = 'products p LEFT JOIN categories category ON category.id = p.category_id';
const where = (conditions: string[]) => (conditions.length ? conditions.join(' AND ') : 'true');

/**
 * One page of products as the JSON text of the answer. Two statements: the page's ids with the
 * count and price span (one pass over the matching rows, through the indexes), then those
 * products as the API writes them. Drafts and archived products are the admin's only.
 */
export async function readProductPage(manager: EntityManager, query: ProductPageQuery, caller: Caller): Promise<RawJson<ProductPage>> {
  if (!query.q) return (await readPage(manager, query, caller, false)).json;
  // Typos are matched only when the words as typed find nothing: 'tidal' should not bring 'Tide'.
  const exact = await readPage(manager, query, caller, false);
  if (exact.total > 0) return exact.json;
  return manager.transaction(async (transaction) => {
    await run(transaction, FUZZY_WORD_SIMILARITY);
    return (await readPage(transaction, query, caller, true)).json;
  });
}

async function readPage(
  manager: EntityManager,
  query: ProductPageQuery,
  caller: Caller,
  fuzzy: boolean,
): Promise<{ json: RawJson<ProductPage>; total: number }> {
  const { base, price, values } = conditionsOf(query, caller, fuzzy);
  const offset = (query.page - 1) * query.pageSize;
  const priced = price.length ? where(price) : 'true';
  const [[figures], ids] = await Promise.all([
    manager.query<Array<{ total: number; low: number | null; high: number | null }>>(
      `SELECT count(*) FILTER (WHERE ${priced})::int AS total, min(p.listing_price_cents) AS low, max(p.listing_price_cents) AS high
         FROM ${FROM} WHERE ${where(base)}`,
      values,
    ),
    manager.query<Array<{ id: string }>>(
      `SELECT p.id FROM ${FROM} WHERE ${where([...base, ...price])}
        ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.pageSize} OFFSET ${offset}`,
      values,
    ),
  ]);
  const products = ids.length
    ? (
        await readProductsInOrder(
          manager,
          ids.map((row) => row.id),
          caller,
        )
      ).text
    : '[]';
  const priceRange = figures!.low === null || figures!.high === null ? null : { min: Math.floor(figures!.low / 100), max: Math.ceil(figures!.high / 100) };
  const json = new RawJson<ProductPage>(
    `{"products":${products},"total":${figures!.total},"page":${query.page},"pageSize":${query.pageSize},"priceRange":${JSON.stringify(priceRange)}}`,
  );
  return { json, total: figures!.total };
}
