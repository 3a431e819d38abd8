import type { ProductStatus } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * The products' statements of fixed text. The lists and pages of products are read by product-reads and
 * product-pages, whose conditions are the visitor's filters.
 */

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

/** A product as SELLABLE_PRODUCTS (and the stock's holds) select it: its tiers as [id, size, priceCents, type, stock] arrays. */
export type SellableProductRow = Omit<SellableProduct, 'pricingTiers'> & { tiers: Array<[string, string, number, string, number]> };

export function sellableProduct({ tiers, ...product }: SellableProductRow): SellableProduct {
  return { ...product, pricingTiers: tiers.map(([id, size, priceCents, type, stock]) => ({ id, size, priceCents, type, stock })) };
}

/** The products of cart lines, one statement for a whole cart (checkout and every cart read start here). */
export const SELLABLE_PRODUCTS = statement({
  name: 'products.sellable',
  values: (products: { ids: readonly string[] }) => [products.ids],
  text: `SELECT p.id, p.name, p.status, p.stock, p.price_cents AS "priceCents", p.images->>0 AS image,
                coalesce((SELECT json_agg(json_build_array(t.id, t.size, t.price_cents, t.type, t.stock) ORDER BY t.position)
                            FROM pricing_tiers t WHERE t.product_id = p.id), '[]') AS tiers
           FROM products p WHERE p.id = ANY($1::uuid[])`,
  map: sellableProduct,
});

/** The active holds on these products' stocks: the quantity these orders hold, and when the others' first end. */
export const ACTIVE_HOLDS_ON = statement({
  name: 'products.active-holds-on',
  values: (holds: { productIds: readonly string[]; holdingOrders: readonly string[] }) => [holds.productIds, holds.holdingOrders],
  text: `SELECT product_id AS "productId", tier_id AS "tierId",
                coalesce(sum(quantity) FILTER (WHERE order_id = ANY($2::uuid[])), 0)::int AS own,
                min(expires_at) FILTER (WHERE NOT order_id = ANY($2::uuid[])) AS "othersUntil"
           FROM stock_reservations
          WHERE status = 'active' AND product_id = ANY($1::uuid[])
          GROUP BY product_id, tier_id`,
  map: (row: { productId: string; tierId: string | null; own: number; othersUntil: Date | null }) => row,
});

/** The shop's products in the artist's order: each product given at its place (0, 1, 2…) in productIds. */
export const SET_SHOP_ORDER = statement({
  name: 'products.set-shop-order',
  values: (order: { productIds: readonly string[] }) => [order.productIds],
  text: `UPDATE products SET shop_position = ordered.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS ordered (id, position)
          WHERE products.id = ordered.id`,
});

/**
 * For the rest of the transaction, how alike (0 to 1) a searched word and a name's word must be for a typo
 * to match: 0.45, where pg_trgm's default (0.6) misses a short word with one letter left out ('bracen' for
 * 'bracken', 0.57). Set for the transaction only, so it holds behind a pooler that hands each transaction
 * any connection.
 */
export const FUZZY_WORD_SIMILARITY = statement({
  name: 'products.fuzzy-word-similarity',
  text: `SET LOCAL pg_trgm.word_similarity_threshold = 0.45`,
});
