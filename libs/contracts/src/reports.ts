import { z } from 'zod';

// ── Sales reports: the back office's Reports screen ──────────────────────────────────────────────

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest period each granularity may cover, in days: a chart past it has too many bars to read. */
export const REPORT_MAX_DAYS: Record<ReportGranularity, { days: number; words: string }> = {
  day: { days: 400, words: '400 days' },
  week: { days: 1830, words: '5 years' },
  month: { days: 3660, words: '10 years' },
};

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted ('2026-01-01'..'2026-01-07' is 7). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `date` moved by `days` (negative: earlier), as YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period of the same length just before [from, to], which the report compares with. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = reportDays(from, to);
  return { from: shiftDate(from, -days), to: shiftDate(from, -1) };
}

const reportDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/**
 * GET /api/reports/sales?from=&to=&granularity=: the shop's days (the time zone of its business
 * settings), `to` included.
 */
export const salesReportQuerySchema = z
  .object({
    from: reportDate('From'),
    to: reportDate('To'),
    granularity: z.enum(REPORT_GRANULARITIES, { error: `Group by must be one of ${REPORT_GRANULARITIES.join(', ')}` }).default('day'),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
      return;
    }
    const limit = REPORT_MAX_DAYS[query.granularity];
    if (reportDays(query.from, query.to) > limit.days)
      ctx.addIssue({
        code: 'custom',
        path: ['granularity'],
        message: `By ${query.granularity} a report covers at most ${limit.words}: choose a shorter period or group by ${query.granularity === 'day' ? 'week or month' : 'month'}`,
      });
  });
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** Revenue is what the shop kept of paid orders (discounts and refunds taken off), by the day the money came in. */
export interface SalesFigures {
  revenue: string;
  orders: number;
  /** Revenue over orders; '0.00' without orders. */
  averageOrderValue: string;
}

export interface SalesBucket extends SalesFigures {
  /** The first day of the day, week (Monday) or month; only days inside the period are counted. */
  start: string;
}

export interface WorkSales {
  productId: string;
  name: string;
  /** Pieces sold and not refunded. */
  units: number;
  /** Their price (before shipping and tax). */
  revenue: string;
}

export interface TierSales {
  /** 'Original', 'Print', 'Canvas Print', 'Framed', or 'No tier' for a work sold without tiers. */
  type: string;
  units: number;
  revenue: string;
}

export interface SalesReport {
  currency: string;
  from: string;
  to: string;
  granularity: ReportGranularity;
  /** The IANA zone the days are counted in: the shop's. */
  timeZone: string;
  totals: SalesFigures;
  previous: SalesFigures & { from: string; to: string };
  /** Percent change against the previous period; null when it had nothing to compare with. */
  change: { revenue: number | null; orders: number | null; averageOrderValue: number | null };
  buckets: SalesBucket[];
  topWorksByRevenue: WorkSales[];
  topWorksByUnits: WorkSales[];
  tiers: TierSales[];
  /** Money that went back to buyers in the period (by the day it went back), and how many refunds. */
  refunds: { amount: string; count: number };
  /** Discount codes' money off the period's paid orders (revenue is already net of it), and how many orders had one. */
  discounts: { amount: string; count: number };
}

/** GET /api/reports/mail-club?from=&to=: days in the shop's time zone, `to` included; at most 10 years. */
export const mailClubReportQuerySchema = z.object({ from: reportDate('From'), to: reportDate('To') }).superRefine((query, ctx) => {
  if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
  else if (reportDays(query.from, query.to) > REPORT_MAX_DAYS.month.days)
    ctx.addIssue({ code: 'custom', path: ['from'], message: `A report covers at most ${REPORT_MAX_DAYS.month.words}: choose a shorter period` });
});
export type MailClubReportQuery = z.output<typeof mailClubReportQuerySchema>;

/** Mail Club members over a period, from the subscription service's members. */
export interface MailClubReport {
  from: string;
  to: string;
  /** The IANA zone the days are counted in: the shop's. */
  timeZone: string;
  /** Members whose first payment went through in the period (a checkout never paid is not a member). */
  started: number;
  /** Members whose subscription ended in the period. */
  cancelled: number;
  /** Members at the start and at the end of the period. */
  activeAtStart: number;
  activeAtEnd: number;
  /** Cancelled over members at the start, in percent (one decimal); null without members at the start. */
  churnPercent: number | null;
  /**
   * Revenue of the invoices paid in the period: null, as the service keeps only each member's latest
   * invoice (no amounts or dates of earlier ones).
   */
  revenue: null;
}
