import { statement } from '@artshop/persistence';

/*
 * The sales report's statements. A period is [from, to], both days counted, days in the shop's time zone
 * (an IANA name, given with the period). An order counts when its
 * money came in (paid_at; a buyer refunded at once, sold out, was never marked paid: when it was made), if
 * it was paid ('paid', 'partially_refunded', 'refunded': PAID_STATUSES), for the cents the shop kept: none
 * of an order refunded in full, its total less the refunds done of one refunded in part.
 */

/** A report's period. */
interface Period {
  from: string;
  to: string;
  timeZone: string;
}

const period = ({ from, to, timeZone }: Period) => [from, to, timeZone];

/** Revenue and orders of the period and of the period before it (from previousFrom). */
export const SALES_TOTALS = statement({
  name: 'reports.totals',
  values: (totals: Period & { previousFrom: string }) => [totals.from, totals.to, totals.previousFrom, totals.timeZone],
  text: `SELECT coalesce(sum(kept) FILTER (WHERE at >= $1::date), 0)::bigint AS revenue,
                count(*) FILTER (WHERE at >= $1::date)::int AS orders,
                coalesce(sum(kept) FILTER (WHERE at < $1::date), 0)::bigint AS previous_revenue,
                count(*) FILTER (WHERE at < $1::date)::int AS previous_orders
           FROM (SELECT CASE WHEN o.payment_status = 'refunded' THEN 0
                             WHEN o.payment_status = 'partially_refunded'
                             THEN o.total_cents - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done')
                             ELSE o.total_cents END AS kept,
                        (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) AS at
                   FROM orders o
                  WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded')
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) >= $3::date
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) < $2::date + 1) paid`,
  map: (row: { revenue: string; orders: number; previous_revenue: string; previous_orders: number }) => ({
    revenueCents: Number(row.revenue),
    orders: row.orders,
    previousRevenueCents: Number(row.previous_revenue),
    previousOrders: row.previous_orders,
  }),
});

/** One row per day, week (from Monday) or month of the period, empty ones included. */
export const SALES_BUCKETS = statement({
  name: 'reports.buckets',
  values: (buckets: Period & { granularity: 'day' | 'week' | 'month' }) => [buckets.from, buckets.to, buckets.granularity, buckets.timeZone],
  text: `SELECT to_char(bucket.start, 'YYYY-MM-DD') AS start, coalesce(sum(paid.kept), 0)::bigint AS revenue, count(paid.kept)::int AS orders
           FROM generate_series(date_trunc($3::text, $1::date::timestamp), $2::date::timestamp, ('1 ' || $3::text)::interval) AS bucket (start)
           LEFT JOIN (SELECT CASE WHEN o.payment_status = 'refunded' THEN 0
                                  WHEN o.payment_status = 'partially_refunded'
                                  THEN o.total_cents - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done')
                                  ELSE o.total_cents END AS kept,
                             (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) AS at
                        FROM orders o
                       WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded')
                         AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) >= $1::date
                         AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) < $2::date + 1) paid
             ON date_trunc($3::text, paid.at) = bucket.start
          GROUP BY bucket.start ORDER BY bucket.start`,
  map: (row: { start: string; revenue: string; orders: number }) => ({ start: row.start, revenueCents: Number(row.revenue), orders: row.orders }),
});

/** A work's sales: the pieces its buyers kept (none of an order refunded in full) and their money, as paid (less their share of a discount). */
const workSales = (row: { product_id: string; name: string; units: number; revenue: string }) => ({
  productId: row.product_id,
  name: row.name,
  units: row.units,
  revenueCents: Number(row.revenue),
});

/** The ten works that brought the most money in the period (by their latest name). */
export const TOP_WORKS_BY_REVENUE = statement({
  name: 'reports.top-works-by-revenue',
  values: period,
  text: `SELECT product_id, (array_agg(product_name ORDER BY created_at DESC))[1] AS name, sum(units)::int AS units,
                sum(units * unit_price_cents - round(discount_cents::numeric * units / quantity))::bigint AS revenue
           FROM (SELECT l.product_id, l.product_name, o.created_at,
                        CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE l.quantity - l.refunded_quantity END AS units, l.unit_price_cents,
                        l.discount_cents, l.quantity
                   FROM order_lines l JOIN orders o ON o.id = l.order_id
                  -- A manual order's custom line (a commission) is no catalog work.
                  WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded') AND l.product_id IS NOT NULL
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) >= $1::date
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) < $2::date + 1) line
          GROUP BY product_id HAVING sum(units) > 0
          ORDER BY revenue DESC, units DESC, name LIMIT 10`,
  map: workSales,
});

/** The ten works that sold the most pieces in the period. */
export const TOP_WORKS_BY_UNITS = statement({
  name: 'reports.top-works-by-units',
  values: period,
  text: `SELECT product_id, (array_agg(product_name ORDER BY created_at DESC))[1] AS name, sum(units)::int AS units,
                sum(units * unit_price_cents - round(discount_cents::numeric * units / quantity))::bigint AS revenue
           FROM (SELECT l.product_id, l.product_name, o.created_at,
                        CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE l.quantity - l.refunded_quantity END AS units, l.unit_price_cents,
                        l.discount_cents, l.quantity
                   FROM order_lines l JOIN orders o ON o.id = l.order_id
                  -- A manual order's custom line (a commission) is no catalog work.
                  WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded') AND l.product_id IS NOT NULL
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) >= $1::date
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) < $2::date + 1) line
          GROUP BY product_id HAVING sum(units) > 0
          ORDER BY units DESC, revenue DESC, name LIMIT 10`,
  map: workSales,
});

/**
 * The period's sales by type of tier. A line's tier is named 'Type Size' ('Canvas Print 18x24'): its type
 * is the first of `types` that starts it (so the caller lists 'Canvas Print' before 'Print').
 */
export const SALES_BY_TIER_TYPE = statement({
  name: 'reports.by-tier-type',
  values: (tiers: Period & { types: readonly string[] }) => [tiers.from, tiers.to, tiers.types, tiers.timeZone],
  text: `SELECT CASE WHEN tier_label IS NULL THEN 'No tier'
                     ELSE coalesce((SELECT type FROM unnest($3::text[]) WITH ORDINALITY AS known (type, n)
                                     WHERE tier_label ILIKE type || ' %' OR tier_label ILIKE type ORDER BY n LIMIT 1), 'Other') END AS type,
                sum(units)::int AS units, sum(units * unit_price_cents - round(discount_cents::numeric * units / quantity))::bigint AS revenue
           FROM (SELECT l.tier_label,
                        CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE l.quantity - l.refunded_quantity END AS units, l.unit_price_cents,
                        l.discount_cents, l.quantity
                   FROM order_lines l JOIN orders o ON o.id = l.order_id
                  WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded')
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) >= $1::date
                    AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $4::text) < $2::date + 1) line
          GROUP BY 1 ORDER BY revenue DESC, type`,
  map: (row: { type: string; units: number; revenue: string }) => ({ type: row.type, units: row.units, revenueCents: Number(row.revenue) }),
});

/** Money given back in the period, by the day it went back (as the tax report counts it). */
export const REFUNDS_IN_PERIOD = statement({
  name: 'reports.refunds',
  values: period,
  text: `SELECT coalesce(sum(r.amount_cents), 0)::bigint AS amount, count(*)::int AS count
           FROM order_refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.status = 'done' AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
            AND (r.completed_at AT TIME ZONE $3::text) >= $1::date AND (r.completed_at AT TIME ZONE $3::text) < $2::date + 1`,
  map: (row: { amount: string; count: number }) => ({ cents: Number(row.amount), count: row.count }),
});

/** Discount codes' money off the orders paid in the period, and how many orders had one. */
export const DISCOUNTS_IN_PERIOD = statement({
  name: 'reports.discounts',
  values: period,
  text: `SELECT coalesce(sum(o.discount_cents), 0)::bigint AS amount, count(*)::int AS count
           FROM orders o
          WHERE o.discount_cents > 0 AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
            AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) >= $1::date
            AND (coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text) < $2::date + 1`,
  map: (row: { amount: string; count: number }) => ({ cents: Number(row.amount), count: row.count }),
});
