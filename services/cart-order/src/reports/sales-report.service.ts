import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import {
  TIER_TYPES,
  centsToDecimal,
  changePercent,
  previousPeriod,
  type FileAnswer,
  type RequestContext,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
  type WorkSales,
} from '@artshop/contracts';
import { BusinessSettingsReader } from '../checkout/business-settings.js';
import { KEPT_CENTS_SQL, PAID_STATUSES_SQL } from '../customers/paid-orders.js';

/** How many works each top list names. */
const TOP_WORKS = 10;

/**
 * When the money of an order came in, as a UTC day-time (the shop has no time zone setting). A buyer
 * refunded at once (sold out) was never marked paid: their order counts when it was made, as on the
 * dashboard and in the tax report.
 */
const PAID_ON = `(coalesce(o.paid_at, o.created_at) AT TIME ZONE 'UTC')`;

/** $1 from, $2 to (both days counted). */
const IN_PERIOD = (column: string) => `${column} >= $1::date AND ${column} < $2::date + 1`;

const PAID_IN_PERIOD = `o.payment_status IN (${PAID_STATUSES_SQL}) AND ${IN_PERIOD(PAID_ON)}`;

/** Revenue and orders of [$1, $2] and of the period before it, from $3. */
const TOTALS_SQL = `
  SELECT coalesce(sum(kept) FILTER (WHERE at >= $1::date), 0)::bigint AS revenue,
         count(*) FILTER (WHERE at >= $1::date)::int AS orders,
         coalesce(sum(kept) FILTER (WHERE at < $1::date), 0)::bigint AS previous_revenue,
         count(*) FILTER (WHERE at < $1::date)::int AS previous_orders
    FROM (SELECT ${KEPT_CENTS_SQL} AS kept, ${PAID_ON} AS at
            FROM orders o WHERE o.payment_status IN (${PAID_STATUSES_SQL}) AND ${PAID_ON} >= $3::date AND ${PAID_ON} < $2::date + 1) paid`;

/** One row per day, week (from Monday) or month ($3) of the period, empty ones included. */
const BUCKETS_SQL = `
  SELECT to_char(bucket.start, 'YYYY-MM-DD') AS start, coalesce(sum(paid.kept), 0)::bigint AS revenue, count(paid.kept)::int AS orders
    FROM generate_series(date_trunc($3::text, $1::date::timestamp), $2::date::timestamp, ('1 ' || $3::text)::interval) AS bucket (start)
    LEFT JOIN (SELECT ${KEPT_CENTS_SQL} AS kept, ${PAID_ON} AS at FROM orders o WHERE ${PAID_IN_PERIOD}) paid
      ON date_trunc($3::text, paid.at) = bucket.start
   GROUP BY bucket.start ORDER BY bucket.start`;

/** The pieces of each line kept by the buyer: none of an order refunded in full (sold out ones have no refunded quantity). */
const LINES_SQL = `
  SELECT l.product_id, l.product_name, l.tier_label, o.created_at,
         CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE l.quantity - l.refunded_quantity END AS units, l.unit_price_cents
    FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${PAID_IN_PERIOD}`;

const TOP_WORKS_SQL = (order: 'revenue' | 'units') => `
  SELECT product_id, (array_agg(product_name ORDER BY created_at DESC))[1] AS name, sum(units)::int AS units,
         sum(units * unit_price_cents)::bigint AS revenue
    FROM (${LINES_SQL}) line GROUP BY product_id HAVING sum(units) > 0
   ORDER BY ${order === 'revenue' ? 'revenue DESC, units DESC' : 'units DESC, revenue DESC'}, name LIMIT ${TOP_WORKS}`;

/** A line's tier is named 'Type Size' ('Canvas Print 18x24'): the longest type that starts it ('Canvas Print' before 'Print'). */
const TIER_TYPE_SQL = `CASE WHEN tier_label IS NULL THEN 'No tier' ${[...TIER_TYPES]
  .sort((a, b) => b.length - a.length)
  .map((type) => `WHEN tier_label ILIKE '${type} %' OR tier_label ILIKE '${type}' THEN '${type}'`)
  .join(' ')} ELSE 'Other' END`;

const TIERS_SQL = `
  SELECT ${TIER_TYPE_SQL} AS type, sum(units)::int AS units, sum(units * unit_price_cents)::bigint AS revenue
    FROM (${LINES_SQL}) line GROUP BY 1 ORDER BY revenue DESC, type`;

/** Money given back in the period, by the day it went back (as the tax report counts it). */
const REFUNDS_SQL = `
  SELECT coalesce(sum(r.amount_cents), 0)::bigint AS amount, count(*)::int AS count
    FROM order_refunds r JOIN orders o ON o.id = r.order_id
   WHERE r.status = 'done' AND o.payment_status IN (${PAID_STATUSES_SQL}) AND ${IN_PERIOD(`(r.completed_at AT TIME ZONE 'UTC')`)}`;

interface Totals {
  revenue: string;
  orders: number;
  previous_revenue: string;
  previous_orders: number;
}
interface Row {
  revenue: string;
  units: number;
}

function figures(revenueCents: number, orders: number): SalesFigures {
  return { revenue: centsToDecimal(revenueCents), orders, averageOrderValue: centsToDecimal(orders ? Math.round(revenueCents / orders) : 0) };
}

const work = (row: Row & { product_id: string; name: string }): WorkSales => ({
  productId: row.product_id,
  name: row.name,
  units: row.units,
  revenue: centsToDecimal(Number(row.revenue)),
});

/** The artist's sales figures over a chosen period, against the same length of time just before it. */
@Injectable()
export class SalesReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businessSettings: BusinessSettingsReader,
  ) {}

  async report(query: SalesReportQuery, ctx: RequestContext): Promise<SalesReport> {
    const { from, to, granularity } = query;
    const previous = previousPeriod(from, to);
    const period = [from, to];
    const [[totals], buckets, byRevenue, byUnits, tiers, [refunds], settings] = await Promise.all([
      this.dataSource.query<Totals[]>(TOTALS_SQL, [...period, previous.from]),
      this.dataSource.query<Array<{ start: string; revenue: string; orders: number }>>(BUCKETS_SQL, [...period, granularity]),
      this.dataSource.query<Array<Row & { product_id: string; name: string }>>(TOP_WORKS_SQL('revenue'), period),
      this.dataSource.query<Array<Row & { product_id: string; name: string }>>(TOP_WORKS_SQL('units'), period),
      this.dataSource.query<Array<Row & { type: string }>>(TIERS_SQL, period),
      this.dataSource.query<Array<{ amount: string; count: number }>>(REFUNDS_SQL, period),
      this.businessSettings.read(ctx),
    ]);
    const now = figures(Number(totals!.revenue), totals!.orders);
    const before = figures(Number(totals!.previous_revenue), totals!.previous_orders);
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    return {
      currency: settings.currency,
      from,
      to,
      granularity,
      timeZone: 'UTC',
      totals: now,
      previous: { ...previous, ...before },
      change: {
        revenue: changePercent(cents(now.revenue), cents(before.revenue)),
        orders: changePercent(now.orders, before.orders),
        averageOrderValue: changePercent(cents(now.averageOrderValue), cents(before.averageOrderValue)),
      },
      buckets: buckets.map((bucket) => ({ start: bucket.start, ...figures(Number(bucket.revenue), bucket.orders) })),
      topWorksByRevenue: byRevenue.map(work),
      topWorksByUnits: byUnits.map(work),
      tiers: tiers.map((tier) => ({ type: tier.type, units: tier.units, revenue: centsToDecimal(Number(tier.revenue)) })),
      refunds: { amount: centsToDecimal(Number(refunds!.amount)), count: refunds!.count },
    };
  }

  /** The same figures as CSV, one section after another: Section, Label, Orders or units, Amount. */
  async csv(query: SalesReportQuery, ctx: RequestContext): Promise<FileAnswer> {
    const report = await this.report(query, ctx);
    const rows: unknown[][] = [
      ...report.buckets.map((bucket) => [`By ${report.granularity}`, bucket.start, bucket.orders, bucket.revenue]),
      ['Total', `${report.from} to ${report.to}`, report.totals.orders, report.totals.revenue],
      ['Average order value', `${report.from} to ${report.to}`, report.totals.orders, report.totals.averageOrderValue],
      ['Previous period', `${report.previous.from} to ${report.previous.to}`, report.previous.orders, report.previous.revenue],
      ...report.topWorksByRevenue.map((work) => ['Top works by revenue', work.name, work.units, work.revenue]),
      ...report.topWorksByUnits.map((work) => ['Top works by units', work.name, work.units, work.revenue]),
      ...report.tiers.map((tier) => ['Tier type', tier.type, tier.units, tier.revenue]),
      ['Refunds', `${report.from} to ${report.to}`, report.refunds.count, report.refunds.amount],
    ];
    const body = stringify(rows, {
      header: true,
      columns: ['Section', 'Label', 'Orders or units', `Amount (${report.currency})`],
      bom: true,
      // A work's name starting with = + - @ would run as a formula in a spreadsheet.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value) },
    });
    return { contentType: 'text/csv; charset=utf-8', filename: `sales-report-${report.granularity}-${report.from}-to-${report.to}.csv`, body };
  }
}
