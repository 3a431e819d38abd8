import type { ShippingAddress, ShippingMethod } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * Manual orders' statements: the order the artist enters, placed awaiting payment with its payment
 * link's token and held for as long as the link is valid (the expiry sweep closes it when that runs out).
 */

/** A line of a manual order as placed: a catalog work (productId) or a custom line (productId null). */
export interface ManualLine {
  productId: string | null;
  tierId: string | null;
  productName: string;
  tierDisplayName: string | null;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  position: number;
}

export interface PlacedManualOrder {
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  shippingAddress: ShippingAddress;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethod;
  paymentProvider: string;
  paymentId: string;
  validSeconds: number;
  payToken: string;
  lines: readonly ManualLine[];
}

/** The manual order awaiting payment and its lines, in one statement; its link valid for validSeconds from now. */
export const PLACE_MANUAL_ORDER = statement({
  name: 'manual-orders.place',
  values: (order: PlacedManualOrder) => [
    order.orderId,
    order.orderNumber,
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
    order.validSeconds,
    JSON.stringify(order.lines),
    order.payToken,
  ],
  text: `WITH placed AS (
           INSERT INTO orders (id, order_number, customer_name, customer_email, shipping_address, currency, subtotal_cents, shipping_cents,
                               tax_cents, total_cents, shipping_method, payment_provider, payment_intent_id, reserved_until, source, pay_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() + make_interval(secs => $14), 'manual', $16)
         )
         INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, image, unit_price_cents, quantity, position)
         SELECT $1, line."productId", line."tierId", line."productName", line."tierDisplayName", line.image, line."unitPriceCents", line.quantity, line.position
           FROM jsonb_to_recordset($15::jsonb) AS line ("productId" uuid, "tierId" uuid, "productName" text, "tierDisplayName" text, image text,
                                                        "unitPriceCents" integer, quantity integer, position integer)`,
});

/**
 * The back office's manual orders: those awaiting payment, and those paid, expired or cancelled in the
 * last `recentDays` (so the artist sees what became of a link), newest first, at most 100.
 */
export const MANUAL_ORDERS = statement({
  name: 'manual-orders.list',
  values: (query: { recentDays: number }) => [query.recentDays],
  text: `SELECT id FROM orders
          WHERE source = 'manual'
            AND ((payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled') OR updated_at > now() - make_interval(days => $1))
          ORDER BY created_at DESC LIMIT 100`,
  map: (row: { id: string }) => row.id,
});
