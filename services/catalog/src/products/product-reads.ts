import type { EntityManager } from 'typeorm';
import type { Caller, Product as ProductDto } from '@artshop/contracts';
import { queryPrepared, run } from '@artshop/persistence';
import { RawJson } from '@artshop/service-kit';
import { SELLABLE_PRODUCTS, type SellableProduct } from './products.sql.js';

export type { SellableProduct } from './products.sql.js';

/** Who reads: the admin's reads carry what only the artist sees. */
type Reader = Pick<Caller, 'role'>;

/**
 * A timestamptz as Date.toISOString() writes it (UTC, milliseconds truncated, as pg's Date had them):
 * parsing 36 timestamps into Dates per list only to print them again was a tenth of what the
 * catalog allocated per request.
 */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whole cents as the API writes money ('24.00'), as centsToDecimal does. */
const decimal = (cents: string) => `(${cents} / 100.0)::numeric(14, 2)::text`;

/**
 * When the last of a stock comes back on sale if its buyer does not pay: the earliest end of the
 * active holds on it, read only for a stock that is empty (so a list of products in stock pays
 * nothing for it; the few active holds are found through their partial index).
 */
const reservedUntil = (stock: string, holds: string) =>
  `CASE WHEN ${stock} <= 0 THEN (SELECT ${isoTimestamp('min(r.expires_at)')} FROM stock_reservations r WHERE r.status = 'active' AND ${holds}) END`;

/**
 * Products as the API shows them, newest first, as the JSON text of the answer: one SQL query
 * whatever their number, PostgreSQL writing the JSON.
 *
 * Reads do not hydrate entities: joining products × tiers × tags gave one row per combination
 * (about 150 rows of every product column for 18 products), which TypeORM then grouped back into
 * entities; that was most of the catalog's CPU time on GET /api/products. Then PostgreSQL answered
 * one row per product, which the catalog parsed into objects to serialize them again; now the
 * list's text goes to the gateway as PostgreSQL wrote it (RawJson), and the catalog allocates next
 * to nothing per list. Tiers keep the admin's order, tag ids a fixed order (their own: sorting them
 * by name cost a join). Tags and tiers are read per product (LATERAL), through their product's
 * index: grouping every tier of the catalogue to keep a page's two dozen cost 40 ms at 10,000 works.
 * `where` is a constant of the caller's on `p` (products) or `category`, with $1… placeholders, never a value.
 * A tier's low-stock threshold is the artist's own business: only the admin's reads carry it. `drop` is the
 * drop that still holds the product back (as WAITING_DROP_OF_PRODUCT), so a list's cards say "Coming …".
 */
const productsJson = (where: string, reader: Reader, order = 'p.created_at DESC, p.name ASC') => `
  SELECT coalesce(json_agg(
           (SELECT product FROM (SELECT p.id, p.name, p.slug, p.description, p.short_description AS "shortDescription", ${decimal('p.price_cents')} AS price,
                                        p.category_id AS "categoryId", category.name AS category, p.sku, p.status, p.is_featured AS "isFeatured",
                                        p.stock, p.images, p.dimensions, p.medium, p.year, p.is_original AS "isOriginal", p.rarity, p.frame,
                                        p.packaging, p.authenticity, coalesce(tags.ids, '[]') AS tags, coalesce(tiers.list, '[]') AS "pricingTiers",
                                        ${reservedUntil('p.stock', 'r.product_id = p.id AND r.tier_id IS NULL')} AS "reservedUntil", waiting."drop",
                                        ${isoTimestamp('p.created_at')} AS "createdAt", ${isoTimestamp('p.updated_at')} AS "updatedAt") product)
           ORDER BY ${order})::text, '[]') AS json
    FROM products p
    LEFT JOIN categories category ON category.id = p.category_id
    LEFT JOIN LATERAL (SELECT json_agg(tag_id ORDER BY tag_id) AS ids FROM product_tags WHERE product_id = p.id) tags ON true
    LEFT JOIN LATERAL (SELECT json_agg((SELECT pricing_tier FROM (SELECT tier.id, tier.size, ${decimal('tier.price_cents')} AS price, tier.type, tier.stock,
                                                                 tier.description, tier.edition_size AS "editionSize", ${reader.role === 'admin' ? 'tier.low_stock_threshold AS "lowStockThreshold",' : ''}
                                                                 ${reservedUntil('tier.stock', 'r.product_id = tier.product_id AND r.tier_id = tier.id')} AS "reservedUntil") pricing_tier)
                               ORDER BY tier.position) AS list
                 FROM pricing_tiers tier
                WHERE tier.product_id = p.id) tiers ON true
    LEFT JOIN LATERAL (SELECT json_build_object('slug', d.slug, 'name', d.name, 'releaseAt', ${isoTimestamp('d.release_at')},
                                                'earlyAccessAt', ${isoTimestamp('(d.release_at - make_interval(hours => d.early_access_hours))')}) AS "drop"
                         FROM drop_products dp JOIN drops d ON d.id = dp.drop_id
                        WHERE dp.product_id = p.id AND d.status = 'scheduled' AND d.release_at > now()) waiting ON true
   WHERE ${where}`;

/** The products matching an SQL condition (see productsJson) as the JSON text of the API's answer. */
export async function readProductsJson(manager: EntityManager, where: string, parameters: unknown[], reader: Reader): Promise<RawJson<ProductDto[]>> {
  const [row] = await queryPrepared<{ json: string }>(manager, productsJson(where, reader), parameters);
  return new RawJson(row!.json);
}

/** These products, in this order, as the JSON text of a list (a page whose ids were chosen first). */
export async function readProductsInOrder(manager: EntityManager, ids: string[], reader: Reader): Promise<RawJson<ProductDto[]>> {
  const [row] = await queryPrepared<{ json: string }>(manager, productsJson('p.id = ANY($1::uuid[])', reader, 'array_position($1::uuid[], p.id)'), [ids]);
  return new RawJson(row!.json);
}

/** The same as objects, for a caller that reads them. Runs on the given manager, so a transaction reads its own writes. */
export async function readProducts(manager: EntityManager, where: string, parameters: unknown[], reader: Reader): Promise<ProductDto[]> {
  return (await readProductsJson(manager, where, parameters, reader)).parse();
}

/** The products of cart lines, one query for a whole cart (checkout and every cart read start here). */
export async function readSellableProducts(manager: EntityManager, ids: string[]): Promise<SellableProduct[]> {
  return run(manager, SELLABLE_PRODUCTS, { ids });
}
