import type { Currency, ReservedLine, ShippingAddress, ShippingMethod } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * Checkout's statements: a start's locks and reads, the order it places awaiting payment (with its lines,
 * in one statement), and the unpaid orders whose hold ran out. An order awaits payment while its
 * payment_status is 'awaiting_payment' or 'failed' (a declined card may be tried again) and it is not
 * cancelled.
 */

/** Held until the transaction ends: one start of a cart (its owner key) at a time, across replicas. */
export const LOCK_CART_START = statement({
  name: 'checkout.lock-cart-start',
  values: (cart: { owner: string }) => [`checkout:${cart.owner}`],
  text: `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`,
});

/** Held until the transaction ends: one client's starts (in any cart) counted one at a time, across replicas. */
export const LOCK_CLIENT_START = statement({
  name: 'checkout.lock-client-start',
  values: (start: { client: string }) => [`checkout-client:${start.client}`],
  text: `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`,
});

/** An order of the cart still waiting for payment, with what it takes to answer it again. */
export interface OpenOrder {
  id: string;
  orderNumber: string;
  paymentIntentId: string | null;
  checkoutKey: string | null;
  /** Enough of its hold left to be paid. */
  fresh: boolean;
  currency: Currency;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethod;
}

/** A line of the cart as a start reserves it. */
export interface CartLineToReserve {
  productId: string;
  tierId: string | null;
  quantity: number;
}

/**
 * One read under the cart's lock: the cart's unpaid orders whose hold runs (newest first; fresh with more
 * than minSecondsLeft of it), and the cart's lines in the order they were added.
 */
export const CART_AT_START = statement({
  name: 'checkout.cart-at-start',
  values: (cart: { owner: string; minSecondsLeft: number }) => [cart.owner, cart.minSecondsLeft],
  text: `SELECT coalesce((SELECT json_agg(json_build_object('id', id, 'orderNumber', order_number::text, 'paymentIntentId', payment_intent_id,
                                                          'checkoutKey', checkout_key, 'fresh', reserved_until > now() + make_interval(secs => $2),
                                                          'currency', currency, 'subtotalCents', subtotal_cents, 'discountCents', discount_cents,
                                                          'discountCode', discount_code, 'shippingCents', shipping_cents,
                                                          'taxCents', tax_cents, 'totalCents', total_cents, 'shippingMethod', shipping_method)
                                        ORDER BY created_at DESC)
                          FROM orders
                         WHERE owner_key = $1 AND payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled' AND reserved_until > now()), '[]') AS open_orders,
              coalesce((SELECT json_agg(json_build_object('productId', product_id, 'tierId', tier_id, 'quantity', quantity) ORDER BY created_at, id)
                          FROM cart_items WHERE owner_key = $1), '[]') AS cart_lines`,
  map: (row: { open_orders: OpenOrder[]; cart_lines: CartLineToReserve[] }) => ({ openOrders: row.open_orders, cartLines: row.cart_lines }),
});

/** Ends the hold of these orders now: the expiry sweep closes them. */
export const END_HOLDS = statement({
  name: 'checkout.end-holds',
  values: (orders: { orderIds: readonly string[] }) => [orders.orderIds],
  text: `UPDATE orders SET reserved_until = now() WHERE id = ANY($1::uuid[])`,
});

/** The next order number, as text (a bigint). */
export const NEXT_ORDER_NUMBER = statement({
  name: 'checkout.next-order-number',
  text: `SELECT nextval('order_numbers')::text AS order_number`,
  map: (row: { order_number: string }) => row.order_number,
});

/** What one client holds unpaid now: its checkouts, their pieces, and the seconds until the first hold ends (null: none). */
export const CLIENT_HOLDS = statement({
  name: 'checkout.client-holds',
  values: (holder: { client: string }) => [holder.client],
  text: `SELECT count(DISTINCT o.id)::int AS checkouts, coalesce(sum(l.quantity), 0)::int AS pieces,
                extract(epoch FROM min(o.reserved_until) - now())::int AS seconds_left
           FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.client_key = $1 AND o.payment_status IN ('awaiting_payment', 'failed') AND o.status <> 'cancelled' AND o.reserved_until > now()`,
  map: (row: { checkouts: number; pieces: number; seconds_left: number | null }) => ({
    checkouts: row.checkouts,
    pieces: row.pieces,
    secondsLeft: row.seconds_left,
  }),
});

/** A line of an order as placed: what catalog reserved and priced, at its place in the order, with its share of the discount. */
export type PlacedLine = Omit<ReservedLine, 'productId'> & {
  /** Null for a manual order's custom line (a commission): no catalog work, no stock. */
  productId: string | null;
  position: number;
  discountCents: number;
};

/** An order awaiting payment, as a checkout start or the artist (a manual order) places it. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  /** The cart that checked out; null for a manual order. */
  owner: string | null;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  shippingAddress: ShippingAddress;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  /** The code applied (as the shop has it) and its id; null without one. */
  discountCode: string | null;
  discountCodeId: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethod | null;
  paymentProvider: string;
  paymentId: string;
  holdSeconds: number;
  lines: readonly PlacedLine[];
  client: string | null;
  checkoutKey: string | null;
  source: 'checkout' | 'manual';
  /** A manual order's payment link token; null for a checkout. */
  payToken: string | null;
}

/** The order awaiting payment and its lines, in one statement (one round trip, atomic); held for holdSeconds from now. */
export const PLACE_ORDER = statement({
  name: 'checkout.place-order',
  values: (order: PlacedOrder) => [
    order.orderId,
    order.orderNumber,
    order.owner,
    order.userId,
    order.customerName,
    order.customerEmail,
    JSON.stringify(order.shippingAddress),
    order.currency,
    order.subtotalCents,
    order.shippingCents,
    order.taxCents,
    order.totalCents,
    order.shippingMethod,
    order.paymentProvider,
    order.paymentId,
    order.holdSeconds,
    JSON.stringify(order.lines),
    order.client,
    order.checkoutKey,
    order.discountCents,
    order.discountCode,
    order.discountCodeId,
    order.source,
    order.payToken,
  ],
  text: `WITH placed AS (
           INSERT INTO orders (id, order_number, owner_key, user_id, customer_name, customer_email, shipping_address, currency, subtotal_cents,
                               shipping_cents, tax_cents, total_cents, shipping_method, payment_provider, payment_intent_id, reserved_until,
                               client_key, checkout_key, discount_cents, discount_code, discount_code_id, source, pay_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + make_interval(secs => $16), $18, $19, $20, $21, $22,
                   $23, $24)
         )
         INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, image, unit_price_cents, quantity, position, discount_cents)
         SELECT $1, line."productId", line."tierId", line."productName", line."tierDisplayName", line.image, line."unitPriceCents", line.quantity, line.position,
                line."discountCents"
           FROM jsonb_to_recordset($17::jsonb) AS line ("productId" uuid, "tierId" uuid, "productName" text, "tierDisplayName" text, image text,
                                                        "unitPriceCents" integer, quantity integer, position integer, "discountCents" integer)`,
});

/** Unpaid orders whose hold ran out, the longest expired first, at most 100. */
export const EXPIRED_CHECKOUTS = statement({
  name: 'checkout.expired',
  text: `SELECT id FROM orders
          WHERE payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled' AND reserved_until < now()
          ORDER BY reserved_until LIMIT 100`,
  map: (row: { id: string }) => row.id,
});
