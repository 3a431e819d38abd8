import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { centsToDecimal, changePercent, type OrderFigures, type OrderStatus, type RequestContext } from '@artshop/contracts';
import { BusinessSettingsReader } from '../checkout/business-settings.js';
import { KEPT_CENTS_SQL, PAID_STATUSES_SQL } from '../customers/paid-orders.js';

/**
 * Revenue (what was paid and kept, refunds taken off) and paid orders, all time and for this and last
 * calendar month in the shop's time zone ($1), counted by when the money came in.
 */
const TOTALS_SQL = `
  SELECT coalesce(sum(kept), 0)::bigint AS revenue,
         count(*)::int AS orders,
         coalesce(sum(kept) FILTER (WHERE at >= this_month), 0)::bigint AS revenue_this_month,
         coalesce(sum(kept) FILTER (WHERE at >= last_month AND at < this_month), 0)::bigint AS revenue_last_month,
         count(*) FILTER (WHERE at >= this_month)::int AS orders_this_month,
         count(*) FILTER (WHERE at >= last_month AND at < this_month)::int AS orders_last_month
    FROM (SELECT ${KEPT_CENTS_SQL} AS kept, coalesce(o.paid_at, o.created_at) AS at
            FROM orders o WHERE o.payment_status IN (${PAID_STATUSES_SQL})) paid,
         (SELECT date_trunc('month', now() AT TIME ZONE $1::text) AT TIME ZONE $1::text AS this_month,
                 (date_trunc('month', now() AT TIME ZONE $1::text) - interval '1 month') AT TIME ZONE $1::text AS last_month) months`;

const RECENT_SQL = `
  SELECT o.id, o.order_number, o.customer_name, o.total_cents, o.status, o.created_at
    FROM orders o WHERE o.payment_status IN (${PAID_STATUSES_SQL})
   ORDER BY o.created_at DESC, o.order_number DESC LIMIT 3`;

interface Totals {
  revenue: string;
  orders: number;
  revenue_this_month: string;
  revenue_last_month: string;
  orders_this_month: number;
  orders_last_month: number;
}

interface RecentOrder {
  id: string;
  order_number: string;
  customer_name: string;
  total_cents: number;
  status: OrderStatus;
  created_at: Date;
}

/** cart-order's figures for the dashboard, which the gateway assembles. */
@Injectable()
export class OrderFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businessSettings: BusinessSettingsReader,
  ) {}

  async figures(ctx: RequestContext): Promise<OrderFigures> {
    const settings = await this.businessSettings.read(ctx);
    const [[totals], recent] = await Promise.all([
      this.dataSource.query<Totals[]>(TOTALS_SQL, [settings.timeZone]),
      this.dataSource.query<RecentOrder[]>(RECENT_SQL),
    ]);
    const revenueThisMonth = Number(totals!.revenue_this_month);
    const revenueLastMonth = Number(totals!.revenue_last_month);
    return {
      currency: settings.currency,
      totalRevenue: centsToDecimal(Number(totals!.revenue)),
      totalOrders: totals!.orders,
      revenue: {
        thisMonth: centsToDecimal(revenueThisMonth),
        lastMonth: centsToDecimal(revenueLastMonth),
        changePercent: changePercent(revenueThisMonth, revenueLastMonth),
      },
      orders: {
        thisMonth: totals!.orders_this_month,
        lastMonth: totals!.orders_last_month,
        changePercent: changePercent(totals!.orders_this_month, totals!.orders_last_month),
      },
      recentOrders: recent.map((order) => ({
        id: order.id,
        orderNumber: String(order.order_number),
        customerName: order.customer_name,
        totalAmount: centsToDecimal(order.total_cents),
        status: order.status,
        createdAt: order.created_at.toISOString(),
      })),
    };
  }
}
