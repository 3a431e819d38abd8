import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { centsToDecimal, changePercent, type OrderFigures, type RequestContext } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import { LATEST_ORDERS, ORDER_TOTALS } from './dashboard.sql.js';

/** cart-order's figures for the dashboard, which the gateway assembles. */
@Injectable()
export class OrderFiguresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businessSettings: BusinessSettingsReader,
  ) {}

  async figures(ctx: RequestContext): Promise<OrderFigures> {
    const settings = await this.businessSettings.read(ctx);
    const [[totals], latest] = await Promise.all([run(this.dataSource, ORDER_TOTALS, { timeZone: settings.timeZone }), run(this.dataSource, LATEST_ORDERS)]);
    const { revenueCents, orders, revenueThisMonthCents, revenueLastMonthCents, ordersThisMonth, ordersLastMonth } = totals!;
    return {
      currency: settings.currency,
      totalRevenue: centsToDecimal(revenueCents),
      totalOrders: orders,
      revenue: {
        thisMonth: centsToDecimal(revenueThisMonthCents),
        lastMonth: centsToDecimal(revenueLastMonthCents),
        changePercent: changePercent(revenueThisMonthCents, revenueLastMonthCents),
      },
      orders: {
        thisMonth: ordersThisMonth,
        lastMonth: ordersLastMonth,
        changePercent: changePercent(ordersThisMonth, ordersLastMonth),
      },
      recentOrders: latest.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        totalAmount: centsToDecimal(order.totalCents),
        status: order.status,
        createdAt: order.createdAt.toISOString(),
      })),
    };
  }
}
