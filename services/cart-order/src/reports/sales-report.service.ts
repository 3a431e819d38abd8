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
import { run } from '@artshop/persistence';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import {
  DISCOUNTS_IN_PERIOD,
  REFUNDS_IN_PERIOD,
  SALES_BUCKETS,
  SALES_BY_TIER_TYPE,
  SALES_TOTALS,
  TOP_WORKS_BY_REVENUE,
  TOP_WORKS_BY_UNITS,
} from './reports.sql.js';

function figures(revenueCents: number, orders: number): SalesFigures {
  return { revenue: centsToDecimal(revenueCents), orders, averageOrderValue: centsToDecimal(orders ? Math.round(revenueCents / orders) : 0) };
}

const work = (row: { productId: string; name: string; units: number; revenueCents: number }): WorkSales => ({
  productId: row.productId,
  name: row.name,
  units: row.units,
  revenue: centsToDecimal(row.revenueCents),
});

/** The types a tier's label can start with, longest first ('Canvas Print' before 'Print'). */
const TYPES_LONGEST_FIRST = [...TIER_TYPES].sort((a, b) => b.length - a.length);

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
    // Asked now, not the few seconds' copy checkout prices by: a report read just after the artist changed the time zone counts in the new one.
    const settings = await this.businessSettings.readNow(ctx);
    const period = { from, to, timeZone: settings.timeZone };
    const [[totals], buckets, byRevenue, byUnits, tiers, [refunds], [discounts]] = await Promise.all([
      run(this.dataSource, SALES_TOTALS, { ...period, previousFrom: previous.from }),
      run(this.dataSource, SALES_BUCKETS, { ...period, granularity }),
      run(this.dataSource, TOP_WORKS_BY_REVENUE, period),
      run(this.dataSource, TOP_WORKS_BY_UNITS, period),
      run(this.dataSource, SALES_BY_TIER_TYPE, { ...period, types: TYPES_LONGEST_FIRST }),
      run(this.dataSource, REFUNDS_IN_PERIOD, period),
      run(this.dataSource, DISCOUNTS_IN_PERIOD, period),
    ]);
    const now = figures(totals!.revenueCents, totals!.orders);
    const before = figures(totals!.previousRevenueCents, totals!.previousOrders);
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    return {
      currency: settings.currency,
      from,
      to,
      granularity,
      timeZone: settings.timeZone,
      totals: now,
      previous: { ...previous, ...before },
      change: {
        revenue: changePercent(cents(now.revenue), cents(before.revenue)),
        orders: changePercent(now.orders, before.orders),
        averageOrderValue: changePercent(cents(now.averageOrderValue), cents(before.averageOrderValue)),
      },
      buckets: buckets.map((bucket) => ({ start: bucket.start, ...figures(bucket.revenueCents, bucket.orders) })),
      topWorksByRevenue: byRevenue.map(work),
      topWorksByUnits: byUnits.map(work),
      tiers: tiers.map((tier) => ({ type: tier.type, units: tier.units, revenue: centsToDecimal(tier.revenueCents) })),
      refunds: { amount: centsToDecimal(refunds!.cents), count: refunds!.count },
      discounts: { amount: centsToDecimal(discounts!.cents), count: discounts!.count },
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
      ['Discounts', `${report.from} to ${report.to}`, report.discounts.count, report.discounts.amount],
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
