import { statement } from '@artshop/persistence';
import { sellableProduct, type SellableProductRow } from '../products/products.sql.js';

/*
 * The stock's statements: pricing tiers' and tierless products' stock, the holds of orders
 * (stock_reservations), the refunds' restocks and the numbers of limited editions (edition_numbers).
 * A tier's statement and its tierless product's twin differ in their table; both are written out.
 */

/** One stock to take from or give back to: a pricing tier, or a product without tiers (tierId null). */
export interface StockLine {
  productId: string;
  tierId: string | null;
  quantity: number;
}

/** An order's hold on what a taking took, for holdSeconds. */
export interface Hold {
  orderId: string;
  holdSeconds: number;
}

const tierTaking = (line: StockLine) => [line.productId, line.tierId, line.quantity];
const productTaking = (line: StockLine) => [line.productId, line.quantity];
const stockLeft = (row: { stock: number }) => row.stock;

/** Takes some of a tier of a product on sale if enough is left; answers what is left. */
export const TAKE_FROM_TIER = statement({
  name: 'stock.take-from-tier',
  values: tierTaking,
  text: `UPDATE pricing_tiers t SET stock = t.stock - $3 FROM products p
          WHERE t.id = $2 AND t.product_id = $1 AND p.id = t.product_id AND p.status = 'active' AND t.stock >= $3
         RETURNING t.stock`,
  map: stockLeft,
});

/** Takes some of a product on sale that has no tiers if enough is left; answers what is left. */
export const TAKE_FROM_PRODUCT = statement({
  name: 'stock.take-from-product',
  values: productTaking,
  text: `UPDATE products SET stock = stock - $2, updated_at = now()
          WHERE id = $1 AND status = 'active' AND stock >= $2 AND NOT EXISTS (SELECT 1 FROM pricing_tiers WHERE product_id = $1)
         RETURNING stock`,
  map: stockLeft,
});

/**
 * TAKE_FROM_TIER and, in the same statement, the order's hold on what it took; answers what is left. The
 * stock row's lock is released one round trip sooner than with the hold written apart.
 */
export const TAKE_FROM_TIER_AND_HOLD = statement({
  name: 'stock.take-from-tier-and-hold',
  values: (line: StockLine & Hold) => [line.productId, line.tierId, line.quantity, line.orderId, line.holdSeconds],
  text: `WITH taken AS (UPDATE pricing_tiers t SET stock = t.stock - $3 FROM products p
                        WHERE t.id = $2 AND t.product_id = $1 AND p.id = t.product_id AND p.status = 'active' AND t.stock >= $3
                       RETURNING t.stock, t.product_id, t.id AS tier_id),
          held AS (INSERT INTO stock_reservations (order_id, product_id, tier_id, quantity, expires_at)
                   SELECT $4::uuid, product_id, tier_id, $3, now() + make_interval(secs => $5) FROM taken)
        SELECT stock FROM taken`,
  map: stockLeft,
});

/** TAKE_FROM_PRODUCT and, in the same statement, the order's hold on what it took; answers what is left. */
export const TAKE_FROM_PRODUCT_AND_HOLD = statement({
  name: 'stock.take-from-product-and-hold',
  values: (line: StockLine & Hold) => [line.productId, line.quantity, line.orderId, line.holdSeconds],
  text: `WITH taken AS (UPDATE products SET stock = stock - $2, updated_at = now()
                        WHERE id = $1 AND status = 'active' AND stock >= $2 AND NOT EXISTS (SELECT 1 FROM pricing_tiers WHERE product_id = $1)
                       RETURNING stock, id AS product_id),
          held AS (INSERT INTO stock_reservations (order_id, product_id, tier_id, quantity, expires_at)
                   SELECT $3::uuid, product_id, NULL, $2, now() + make_interval(secs => $4) FROM taken)
        SELECT stock FROM taken`,
  map: stockLeft,
});

/**
 * Most orders' whole reservation, in one statement: takes some of a tier and holds it for the order, only
 * when some stock is left after the taking (the last pieces take the way that records a sell-out) and the
 * order holds nothing yet (a retried call); answers the product as pricing reads it (none: nothing taken).
 */
export const HOLD_FROM_TIER_LEAVING_SOME = statement({
  name: 'stock.hold-from-tier-leaving-some',
  values: (line: StockLine & Hold) => [line.productId, line.tierId, line.quantity, line.orderId, line.holdSeconds],
  text: `WITH taken AS (UPDATE pricing_tiers t SET stock = t.stock - $3 FROM products p
                        WHERE t.id = $2 AND t.product_id = $1 AND p.id = t.product_id AND p.status = 'active' AND t.stock > $3
                          AND NOT EXISTS (SELECT 1 FROM stock_reservations WHERE order_id = $4)
                       RETURNING t.product_id, t.id AS tier_id),
          held AS (INSERT INTO stock_reservations (order_id, product_id, tier_id, quantity, expires_at)
                   SELECT $4::uuid, product_id, tier_id, $3, now() + make_interval(secs => $5) FROM taken)
        SELECT p.id, p.name, p.status, p.stock, p.price_cents AS "priceCents", p.images->>0 AS image,
               coalesce((SELECT json_agg(json_build_array(t.id, t.size, t.price_cents, t.type, t.stock) ORDER BY t.position)
                           FROM pricing_tiers t WHERE t.product_id = p.id), '[]') AS tiers
          FROM taken JOIN products p ON p.id = taken.product_id`,
  map: (row: SellableProductRow) => sellableProduct(row),
});

/** HOLD_FROM_TIER_LEAVING_SOME for a product without tiers. */
export const HOLD_FROM_PRODUCT_LEAVING_SOME = statement({
  name: 'stock.hold-from-product-leaving-some',
  values: (line: StockLine & Hold) => [line.productId, line.quantity, line.orderId, line.holdSeconds],
  text: `WITH taken AS (UPDATE products SET stock = stock - $2, updated_at = now()
                        WHERE id = $1 AND status = 'active' AND stock > $2 AND NOT EXISTS (SELECT 1 FROM pricing_tiers WHERE product_id = $1)
                          AND NOT EXISTS (SELECT 1 FROM stock_reservations WHERE order_id = $3)
                       RETURNING id AS product_id),
          held AS (INSERT INTO stock_reservations (order_id, product_id, tier_id, quantity, expires_at)
                   SELECT $3::uuid, product_id, NULL, $2, now() + make_interval(secs => $4) FROM taken)
        SELECT p.id, p.name, p.status, p.stock, p.price_cents AS "priceCents", p.images->>0 AS image,
               coalesce((SELECT json_agg(json_build_array(t.id, t.size, t.price_cents, t.type, t.stock) ORDER BY t.position)
                           FROM pricing_tiers t WHERE t.product_id = p.id), '[]') AS tiers
          FROM taken JOIN products p ON p.id = taken.product_id`,
  map: (row: SellableProductRow) => sellableProduct(row),
});

/** Gives back some of a tier (a released hold, a refund's return); answers the stock now. */
export const RESTOCK_TIER = statement({
  name: 'stock.restock-tier',
  values: (line: StockLine) => [line.tierId, line.quantity],
  text: `UPDATE pricing_tiers SET stock = stock + $2 WHERE id = $1 RETURNING stock`,
  map: stockLeft,
});

/** Gives back some of a product without tiers; answers the stock now. */
export const RESTOCK_PRODUCT = statement({
  name: 'stock.restock-product',
  values: (line: StockLine) => [line.productId, line.quantity],
  text: `UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 RETURNING stock`,
  map: stockLeft,
});

/**
 * Gives back prints of a limited edition, never above the numbers still free (its size less the numbers
 * taken and the prints held), nor lowering what is there; answers the stock now.
 */
export const RESTOCK_LIMITED_TIER = statement({
  name: 'stock.restock-limited-tier',
  values: (line: StockLine) => [line.tierId, line.quantity],
  text: `UPDATE pricing_tiers t SET stock = LEAST(t.stock + $2, GREATEST(t.stock, t.edition_size
                                    - (SELECT count(*) FROM edition_numbers e WHERE e.tier_id = t.id)
                                    - (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.tier_id = t.id AND r.status = 'active')))
          WHERE t.id = $1
         RETURNING t.stock`,
  map: stockLeft,
});

/** Locks a tier of a product before a refund's restock; answers its stock and whether it is a limited edition's print. */
export const LOCK_TIER_TO_RESTOCK = statement({
  name: 'stock.lock-tier-to-restock',
  values: (line: StockLine) => [line.productId, line.tierId],
  text: `SELECT stock, edition_size IS NOT NULL AND type <> 'Original' AS limited FROM pricing_tiers WHERE id = $2 AND product_id = $1 FOR UPDATE`,
  map: (row: { stock: number; limited: boolean }) => row,
});

/** Records a refund's restock by its key; answers a row only the first time. */
export const RECORD_RESTOCK = statement({
  name: 'stock.record-restock',
  values: (restock: { key: string; lines: readonly StockLine[] }) => [restock.key, JSON.stringify(restock.lines)],
  text: `INSERT INTO stock_restocks (key, lines) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
  map: (row: { key: string }) => row.key,
});

/** Whether an order holds any stock (held, committed or released). */
export const ORDER_HOLDS_SOME = statement({
  name: 'stock.order-holds-some',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT 1 FROM stock_reservations WHERE order_id = $1 LIMIT 1`,
});

/** An order's holds, locked, in one order (every taker's). */
export const LOCK_ORDER_HOLDS = statement({
  name: 'stock.lock-order-holds',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT product_id AS "productId", tier_id AS "tierId", quantity, status FROM stock_reservations WHERE order_id = $1 ORDER BY id FOR UPDATE`,
  map: (row: StockLine & { status: 'active' | 'committed' | 'released' }) => row,
});

/** The order is paid: its holds are sold for good. */
export const COMMIT_ORDER_HOLDS = statement({
  name: 'stock.commit-order-holds',
  values: (order: { orderId: string }) => [order.orderId],
  text: `UPDATE stock_reservations SET status = 'committed', updated_at = now() WHERE order_id = $1 AND status <> 'committed'`,
});

/** Ends an order's active holds; answers what they held (to give back). */
export const RELEASE_ORDER_HOLDS = statement({
  name: 'stock.release-order-holds',
  values: (order: { orderId: string }) => [order.orderId],
  text: `UPDATE stock_reservations SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'active'
         RETURNING product_id AS "productId", tier_id AS "tierId", quantity`,
  map: (row: StockLine) => row,
});

/** Orders with a hold past its expiry, at most `limit`. */
export const EXPIRED_HOLD_ORDERS = statement({
  name: 'stock.expired-hold-orders',
  values: (page: { limit: number }) => [page.limit],
  text: `SELECT DISTINCT order_id FROM stock_reservations WHERE status = 'active' AND expires_at < now() LIMIT $1`,
  map: (row: { order_id: string }) => row.order_id,
});

/** How many orders hold stock now. */
export const ACTIVE_HOLD_ORDERS = statement({
  name: 'stock.active-hold-orders',
  text: `SELECT count(DISTINCT order_id)::int AS orders FROM stock_reservations WHERE status = 'active'`,
  map: (row: { orders: number }) => row.orders,
});

/**
 * Marks a tier's alert sent when it is at or under its threshold, or sold out, and was not alerted yet;
 * answers what the alert says (none: nothing to tell).
 */
export const MARK_RUNNING_OUT = statement({
  name: 'stock.mark-running-out',
  values: (tier: { tierId: string }) => [tier.tierId],
  text: `UPDATE pricing_tiers t
            SET low_stock_alerted = t.low_stock_alerted OR coalesce(t.stock <= t.low_stock_threshold, false), sold_out_alerted = t.sold_out_alerted OR t.stock <= 0
           FROM products p
          WHERE t.id = $1 AND p.id = t.product_id
            AND ((t.stock <= 0 AND NOT t.sold_out_alerted) OR (t.stock > 0 AND t.stock <= t.low_stock_threshold AND NOT t.low_stock_alerted))
      RETURNING p.id AS "productId", p.name AS "productName", t.type, t.size, greatest(t.stock, 0) AS "left", t.low_stock_threshold AS threshold`,
  map: (row: { productId: string; productName: string; type: string; size: string; left: number; threshold: number | null }) => row,
});

/** A tier's stock. */
export const TIER_STOCK = statement({
  name: 'stock.tier-stock',
  values: (line: StockLine) => [line.tierId],
  text: `SELECT stock FROM pricing_tiers WHERE id = $1`,
  map: stockLeft,
});

/** A product's own stock, while it is on sale. */
export const PRODUCT_STOCK = statement({
  name: 'stock.product-stock',
  values: (line: StockLine) => [line.productId],
  text: `SELECT stock FROM products WHERE id = $1 AND status = 'active'`,
  map: stockLeft,
});

/** When the first active hold on a stock ends (null: none). */
export const FIRST_HOLD_END = statement({
  name: 'stock.first-hold-end',
  values: (line: StockLine) => [line.productId, line.tierId],
  text: `SELECT min(expires_at) AS until FROM stock_reservations WHERE status = 'active' AND product_id = $1 AND tier_id IS NOT DISTINCT FROM $2`,
  map: (row: { until: Date | null }) => row.until,
});

/** A product's name and the type and size of its tier (null without one). */
export const ITEM_NAME = statement({
  name: 'stock.item-name',
  values: (line: StockLine) => [line.productId, line.tierId],
  text: `SELECT p.name, t.type, t.size FROM products p LEFT JOIN pricing_tiers t ON t.id = $2 WHERE p.id = $1`,
  map: (row: { name: string; type: string | null; size: string | null }) => row,
});

/** What a certificate says of each piece an order holds: its product, tier and edition numbers. */
export const ORDER_ARTWORKS = statement({
  name: 'stock.order-artworks',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT r.product_id AS "productId", r.tier_id AS "tierId", p.name AS title, p.year, p.medium, p.dimensions, p.is_original AS "isOriginal",
                t.type AS "tierType", t.size AS "tierSize", t.edition_size AS "editionSize",
                coalesce((SELECT array_agg(e.number ORDER BY e.number) FROM edition_numbers e WHERE e.order_id = $1 AND e.tier_id = r.tier_id), '{}') AS "editionNumbers"
           FROM (SELECT DISTINCT product_id, tier_id FROM stock_reservations WHERE order_id = $1) r
           JOIN products p ON p.id = r.product_id
           LEFT JOIN pricing_tiers t ON t.id = r.tier_id`,
  map: (row: {
    productId: string;
    tierId: string | null;
    title: string;
    year: number | null;
    medium: string | null;
    dimensions: string | null;
    isOriginal: boolean;
    tierType: string | null;
    tierSize: string | null;
    editionSize: number | null;
    editionNumbers: number[];
  }) => row,
});

/** The products of an order's pieces whose stock is now empty. */
export const ORDER_EMPTIED_PRODUCTS = statement({
  name: 'stock.order-emptied-products',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT DISTINCT r.product_id AS "productId"
           FROM stock_reservations r
           JOIN products p ON p.id = r.product_id
           LEFT JOIN pricing_tiers t ON t.id = r.tier_id
          WHERE r.order_id = $1 AND (CASE WHEN r.tier_id IS NULL THEN p.stock ELSE t.stock END) <= 0`,
  map: (row: { productId: string }) => row.productId,
});

/** Locks a limited edition's print tier; answers its size (none: the tier is not a limited edition). */
export const LOCK_EDITION = statement({
  name: 'stock.lock-edition',
  values: (tier: { tierId: string }) => [tier.tierId],
  text: `SELECT edition_size AS "editionSize" FROM pricing_tiers WHERE id = $1 AND edition_size IS NOT NULL AND type <> 'Original' FOR UPDATE`,
  map: (row: { editionSize: number }) => row.editionSize,
});

/** Gives an order the lowest free numbers of an edition, at most `quantity`; answers them. */
export const TAKE_EDITION_NUMBERS = statement({
  name: 'stock.take-edition-numbers',
  values: (taking: { tierId: string; orderId: string; editionSize: number; quantity: number }) => [
    taking.tierId,
    taking.orderId,
    taking.editionSize,
    taking.quantity,
  ],
  text: `INSERT INTO edition_numbers (tier_id, number, order_id)
         SELECT $1, n, $2 FROM generate_series(1, $3::integer) n
          WHERE NOT EXISTS (SELECT 1 FROM edition_numbers e WHERE e.tier_id = $1 AND e.number = n)
          ORDER BY n LIMIT $4
         RETURNING number`,
  map: (row: { number: number }) => row.number,
});

/** Frees the highest `quantity` numbers an order holds of an edition. */
export const FREE_EDITION_NUMBERS = statement({
  name: 'stock.free-edition-numbers',
  values: (freeing: { orderId: string; tierId: string; quantity: number }) => [freeing.orderId, freeing.tierId, freeing.quantity],
  text: `DELETE FROM edition_numbers WHERE tier_id = $2 AND number IN
           (SELECT number FROM edition_numbers WHERE order_id = $1 AND tier_id = $2 ORDER BY number DESC LIMIT $3)`,
});

/** Locks these tiers of a product, in id order (as a hold takes them). */
export const LOCK_TIERS = statement({
  name: 'stock.lock-tiers',
  values: (tiers: { productId: string; tierIds: readonly string[] }) => [tiers.productId, tiers.tierIds],
  text: `SELECT id FROM pricing_tiers WHERE product_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
});

/** These tiers of a product with their editions' counts: numbers taken, the highest taken, prints held. */
export const EDITION_COUNTS = statement({
  name: 'stock.edition-counts',
  values: (tiers: { productId: string; tierIds: readonly string[] }) => [tiers.productId, tiers.tierIds],
  text: `SELECT t.id, t.stock, t.edition_size AS "editionSize",
                (SELECT count(*)::int FROM edition_numbers e WHERE e.tier_id = t.id) AS taken,
                (SELECT coalesce(max(e.number), 0)::int FROM edition_numbers e WHERE e.tier_id = t.id) AS highest,
                (SELECT coalesce(sum(r.quantity), 0)::int FROM stock_reservations r WHERE r.tier_id = t.id AND r.status = 'active') AS held
           FROM pricing_tiers t WHERE t.product_id = $1 AND t.id = ANY($2::uuid[])`,
  map: (row: { id: string; stock: number; editionSize: number | null; taken: number; highest: number; held: number }) => row,
});

/** The statements of a stock line's kind: a pricing tier's, or the product's own (a product without tiers). */
const OF_TIER = {
  take: TAKE_FROM_TIER,
  takeAndHold: TAKE_FROM_TIER_AND_HOLD,
  holdLeavingSome: HOLD_FROM_TIER_LEAVING_SOME,
  restock: RESTOCK_TIER,
  stock: TIER_STOCK,
};
const OF_PRODUCT = {
  take: TAKE_FROM_PRODUCT,
  takeAndHold: TAKE_FROM_PRODUCT_AND_HOLD,
  holdLeavingSome: HOLD_FROM_PRODUCT_LEAVING_SOME,
  restock: RESTOCK_PRODUCT,
  stock: PRODUCT_STOCK,
};
export const statementsOf = (line: StockLine) => (line.tierId ? OF_TIER : OF_PRODUCT);
