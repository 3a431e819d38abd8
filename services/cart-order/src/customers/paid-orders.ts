/**
 * What counts as an order for the artist's books: one that was paid, whatever went back since. An
 * unpaid or failed checkout is not an order.
 */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

/** SQL for the `IN (…)` of PAID_STATUSES (fixed words, no input). */
export const PAID_STATUSES_SQL = PAID_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * SQL: the cents the shop kept of the order `o`. A refunded order gave everything back; a partially
 * refunded one keeps its total less the refunds recorded for it (order_refunds).
 */
export const KEPT_CENTS_SQL = `CASE WHEN o.payment_status = 'refunded' THEN 0
  WHEN o.payment_status = 'partially_refunded' THEN o.total_cents - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done')
  ELSE o.total_cents END`;
