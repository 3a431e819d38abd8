/**
 * What counts as an order for the artist's books: one that was paid, whatever went back since. An
 * unpaid or failed checkout is not an order.
 */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

/** SQL for the `IN (…)` of PAID_STATUSES (fixed words, no input). */
export const PAID_STATUSES_SQL = PAID_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * SQL: the cents the shop kept of the order `o`. A refunded order gave everything back; a partially
 * refunded one counts whole here until refunds are recorded with their amounts.
 */
export const KEPT_CENTS_SQL = `CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE o.total_cents END`;
