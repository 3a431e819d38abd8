import type { EntityManager } from 'typeorm';
import { centsToDecimal, type Product as ProductDto, type ProductStatus } from '@artshop/contracts';
import { queryPrepared } from '@artshop/persistence';

/**
 * A timestamptz as Date.toISOString() writes it (UTC, milliseconds truncated, as pg's Date had them):
 * parsing 36 timestamps into Dates per list only to print them again was a tenth of what the
 * catalog allocated per request.
 */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Products as the API shows them, read with one SQL query whatever their number.
 *
 * Reads do not hydrate entities: joining products × tiers × tags gave one row per combination
 * (about 150 rows of every product column for 18 products), which TypeORM then grouped back into
 * entities; that was most of the catalog's CPU time on GET /api/products. Here PostgreSQL returns
 * one row per product, with its tags and tiers already gathered into JSON arrays.
 */
const PRODUCT_SELECT = `
  SELECT p.id, p.name, p.slug, p.description, p.short_description AS "shortDescription", p.price_cents AS "priceCents",
         p.category_id AS "categoryId", category.name AS category, p.sku, p.status, p.is_featured AS "isFeatured",
         p.stock, p.images, p.dimensions, p.medium, p.year, p.is_original AS "isOriginal", p.rarity, p.frame,
         p.packaging, p.authenticity, coalesce(tags.ids, '[]') AS tags, coalesce(tiers.list, '[]') AS tiers,
         ${isoTimestamp('p.created_at')} AS "createdAt", ${isoTimestamp('p.updated_at')} AS "updatedAt"
    FROM products p
    LEFT JOIN categories category ON category.id = p.category_id
    LEFT JOIN (SELECT product_id, json_agg(tag_id ORDER BY tag_id) AS ids
                 FROM product_tags
                GROUP BY product_id) tags ON tags.product_id = p.id
    LEFT JOIN (SELECT tier.product_id,
                      json_agg(json_build_array(tier.id, tier.size, tier.price_cents, tier.type, tier.stock, tier.description, tier.edition_size)
                               ORDER BY tier.position) AS list
                 FROM pricing_tiers tier
                GROUP BY tier.product_id) tiers ON tiers.product_id = p.id`;

/** A tier as [id, size, price_cents, type, stock, description, edition_size]: json_build_array costs PostgreSQL less than json_build_object. */
type TierRow = [id: string, size: string, priceCents: number, type: string, stock: number, description: string, editionSize: number | null];

interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  priceCents: number;
  categoryId: string | null;
  category: string | null;
  sku: string | null;
  status: ProductStatus;
  isFeatured: boolean;
  stock: number;
  images: string[];
  dimensions: string | null;
  medium: string | null;
  year: number | null;
  isOriginal: boolean;
  rarity: string | null;
  frame: string | null;
  packaging: string | null;
  authenticity: string | null;
  tags: string[];
  tiers: TierRow[];
  createdAt: string;
  updatedAt: string;
}

/**
 * The products matching an SQL condition on `p` (products) or `category`, newest first; tiers in the
 * admin's order, tag ids in a fixed order (their own: sorting them by name cost a join). `where` is
 * a constant of the caller's with $1… placeholders, never a value. Runs on the given manager, so a
 * transaction reads its own writes.
 */
export async function readProducts(manager: EntityManager, where: string, parameters: unknown[]): Promise<ProductDto[]> {
  const rows = await queryPrepared<ProductRow>(manager, `${PRODUCT_SELECT} WHERE ${where} ORDER BY p.created_at DESC, p.name ASC`, parameters);
  return rows.map(toProductDto);
}

function toProductDto(row: ProductRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.shortDescription,
    price: centsToDecimal(row.priceCents),
    categoryId: row.categoryId,
    category: row.category,
    sku: row.sku,
    status: row.status,
    isFeatured: row.isFeatured,
    stock: row.stock,
    images: row.images,
    dimensions: row.dimensions,
    medium: row.medium,
    year: row.year,
    isOriginal: row.isOriginal,
    rarity: row.rarity,
    frame: row.frame,
    packaging: row.packaging,
    authenticity: row.authenticity,
    tags: row.tags,
    pricingTiers: row.tiers.map(([id, size, priceCents, type, stock, description, editionSize]) => ({
      id,
      size,
      price: centsToDecimal(priceCents),
      type,
      stock,
      description,
      editionSize,
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What pricing a cart line needs of a product: no category, tags, texts or dates. */
export interface SellableProduct {
  id: string;
  name: string;
  status: ProductStatus;
  stock: number;
  priceCents: number;
  image: string | null;
  pricingTiers: Array<{ id: string; size: string; priceCents: number; type: string; stock: number }>;
}

/**
 * Sellable products as one statement's answer: `from` is an SQL FROM clause (a constant of the
 * caller's) that names the products `p`.
 */
export const sellableProductsFrom = (from: string) => `SELECT p.id, p.name, p.status, p.stock, p.price_cents AS "priceCents", p.images->>0 AS image,
       coalesce((SELECT json_agg(json_build_array(t.id, t.size, t.price_cents, t.type, t.stock) ORDER BY t.position)
                   FROM pricing_tiers t WHERE t.product_id = p.id), '[]') AS tiers
  FROM ${from}`;

/** The products of cart lines, one query for a whole cart (checkout and every cart read start here). */
export async function readSellableProducts(manager: EntityManager, ids: string[]): Promise<SellableProduct[]> {
  return sellableProducts(manager, sellableProductsFrom('products p WHERE p.id = ANY($1::uuid[])'), [ids]);
}

/** Runs a statement answering sellableProductsFrom's columns. */
export async function sellableProducts(manager: EntityManager, text: string, values: unknown[]): Promise<SellableProduct[]> {
  const rows = await queryPrepared<Omit<SellableProduct, 'pricingTiers'> & { tiers: Array<[string, string, number, string, number]> }>(manager, text, values);
  return rows.map(({ tiers, ...product }) => ({
    ...product,
    pricingTiers: tiers.map(([id, size, priceCents, type, stock]) => ({ id, size, priceCents, type, stock })),
  }));
}
