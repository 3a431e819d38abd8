import type { OrderStatus } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * The dashboard's statements. An order counts if it was paid ('paid', 'partially_refunded', 'refunded':
 * PAID_STATUSES), for the cents the shop kept: none of an order refunded in full, its total less the
 * refunds done of one refunded in part.
 */

/**
 * Revenue and paid orders, all time and for this and last calendar month in the shop's time zone (an
 * IANA name), counted by when the money came in.
 */
export const ORDER_TOTALS = statement({
  name: 'dashboard.order-totals',
  values: (totals: { timeZone: string }) => [totals.timeZone],
  text: `SELECT coalesce(sum(kept), 0)::bigint AS revenue,
                count(*)::int AS orders,
                coalesce(sum(kept) FILTER (WHERE at >= this_month), 0)::bigint AS revenue_this_month,
                coalesce(sum(kept) FILTER (WHERE at >= last_month AND at < this_month), 0)::bigint AS revenue_last_month,
                count(*) FILTER (WHERE at >= this_month)::int AS orders_this_month,
                count(*) FILTER (WHERE at >= last_month AND at < this_month)::int AS orders_last_month
           FROM (SELECT CASE WHEN o.payment_status = 'refunded' THEN 0
                             WHEN o.payment_status = 'partially_refunded'
                             THEN o.total_cents - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'done')
                             ELSE o.total_cents END AS kept,
                        coalesce(o.paid_at, o.created_at) AS at
                   FROM orders o
                  WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded')) paid,
                (SELECT date_trunc('month', now() AT TIME ZONE $1::text) AT TIME ZONE $1::text AS this_month,
                        (date_trunc('month', now() AT TIME ZONE $1::text) - interval '1 month') AT TIME ZONE $1::text AS last_month) months`,
  map: (row: {
    revenue: string;
    orders: number;
    revenue_this_month: string;
    revenue_last_month: string;
    orders_this_month: number;
    orders_last_month: number;
  }) => ({
    revenueCents: Number(row.revenue),
    orders: row.orders,
    revenueThisMonthCents: Number(row.revenue_this_month),
    revenueLastMonthCents: Number(row.revenue_last_month),
    ordersThisMonth: row.orders_this_month,
    ordersLastMonth: row.orders_last_month,
  }),
});

/** The three latest paid orders, newest first. */
export const LATEST_ORDERS = statement({
  name: 'dashboard.latest-orders',
  text: `SELECT o.id, o.order_number, o.customer_name, o.total_cents, o.status, o.created_at
           FROM orders o
          WHERE o.payment_status IN ('paid', 'partially_refunded', 'refunded')
          ORDER BY o.created_at DESC, o.order_number DESC
          LIMIT 3`,
  map: (row: { id: string; order_number: string; customer_name: string; total_cents: number; status: OrderStatus; created_at: Date }) => ({
    id: row.id,
    orderNumber: String(row.order_number),
    customerName: row.customer_name,
    totalCents: row.total_cents,
    status: row.status,
    createdAt: row.created_at,
  }),
});
