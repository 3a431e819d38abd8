import { statement } from '@artshop/persistence';

/*
 * The cart's statements of fixed text (cart_items, one line per owner, product and tier). An owner is a
 * signed-in customer (`user:<id>`) or a browser session (`guest:<hash>`); the owner's unpaid checkouts hold
 * stock for it.
 */

/** A line of the cart as the catalog prices it. */
export interface CartLineRow {
  id: string;
  productId: string;
  tierId: string | null;
  quantity: number;
}

/**
 * The owner's lines in the order they were added, and the ids of the owner's unpaid checkouts (whose holds
 * are its own), at most 50: one statement, since every cart read starts here. A new checkout closes the one
 * before, so there is hardly ever more than one.
 */
export const CART_LINES_AND_HOLDS = statement({
  name: 'cart.lines-and-holds',
  values: (cart: { owner: string }) => [cart.owner],
  text: `SELECT coalesce((SELECT json_agg(json_build_object('id', id, 'productId', product_id, 'tierId', tier_id, 'quantity', quantity) ORDER BY created_at, id)
                          FROM cart_items WHERE owner_key = $1), '[]') AS lines,
                coalesce((SELECT json_agg(id) FROM (SELECT id FROM orders WHERE owner_key = $1 AND payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled'
                                                     LIMIT 50) unpaid), '[]') AS holding_orders`,
  map: (row: { lines: CartLineRow[]; holding_orders: string[] }) => ({ lines: row.lines, holdingOrders: row.holding_orders }),
});

/**
 * Adds a quantity of a product (in a tier) to the cart: a new line, or more of the line already there,
 * as long as the line's total stays within the stock. Check and write in one statement, so two quick
 * clicks cannot both slip past it; answers the line (none: the total would be above the stock).
 */
export const ADD_TO_CART = statement({
  name: 'cart.add',
  values: (add: { owner: string; productId: string; tierId: string | null; quantity: number; stock: number }) => [
    add.owner,
    add.productId,
    add.tierId,
    add.quantity,
    add.stock,
  ],
  text: `INSERT INTO cart_items (owner_key, product_id, tier_id, quantity) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_key, product_id, tier_id)
         DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
           WHERE cart_items.quantity + EXCLUDED.quantity <= $5
         RETURNING id, quantity`,
  map: (row: { id: string; quantity: number }) => ({ id: row.id, quantity: row.quantity }),
});

/** A guest's lines join an account's cart: identical lines (same product and tier) add their quantities. Answers the ids of the lines written. */
export const MERGE_GUEST_LINES = statement({
  name: 'cart.merge-guest-lines',
  values: (merge: { guest: string; account: string }) => [merge.guest, merge.account],
  text: `INSERT INTO cart_items (owner_key, product_id, tier_id, quantity, created_at)
         SELECT $2, product_id, tier_id, quantity, created_at FROM cart_items WHERE owner_key = $1
         ON CONFLICT (owner_key, product_id, tier_id)
         DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
         RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/** A guest's orders become the signed-in account's (so they stay readable once the session is renewed). */
export const ADOPT_GUEST_ORDERS = statement({
  name: 'cart.adopt-guest-orders',
  values: (merge: { guest: string; account: string; userId: string }) => [merge.guest, merge.account, merge.userId],
  text: `UPDATE orders SET owner_key = $2, user_id = COALESCE(user_id, $3) WHERE owner_key = $1`,
});

/** What was bought leaves the cart: the owner's line of this product and tier (a tier of null matches null). */
export const REMOVE_BOUGHT_LINE = statement({
  name: 'cart.remove-bought-line',
  values: (line: { owner: string; productId: string; tierId: string | null }) => [line.owner, line.productId, line.tierId],
  text: `DELETE FROM cart_items WHERE owner_key = $1 AND product_id = $2 AND tier_id IS NOT DISTINCT FROM $3`,
});
