import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_TIME_ZONE,
  ORDER_FILTERS,
  SHIPPING_CARRIERS,
  centsToDecimal,
  dayIn,
  timestampIn,
  trackingUrl,
  type FileAnswer,
  type OrderFilter,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
  type OrderStatusStep,
  type OrderView,
  type OrderExportRows,
  type OrderReceipt,
  type OrderDiscount,
  type ReceiptCertificate,
  type TaxReportPeriod,
  type TaxReportQuery,
  type CertificateRef,
  type RequestContext,
  ORDER_NOT_FOUND_MESSAGE,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { certificatesByLine } from '../certificates/certificates.service.js';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import { PAID_STATUSES } from '../customers/paid-orders.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';
import { DONE_REFUNDS_OF_ORDERS, REFUNDED_CENTS_OF_ORDERS, STATUS_HISTORIES } from './orders.sql.js';

type OrderFilters = Pick<OrderListQuery, 'q' | 'since' | 'customer'> & { status?: OrderFilter };

@Injectable()
export class OrdersService {
  private readonly logger = new Logger('orders');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businessSettings: BusinessSettingsReader,
  ) {}

  /** Has any order (in any status) bought this product? */
  hasOrdered(productId: string): Promise<boolean> {
    return this.dataSource.getRepository(OrderLine).existsBy({ productId });
  }

  /** The admin's Orders screen: filtered, counted and paged in SQL, newest first. */
  async list(query: OrderListQuery): Promise<OrderPage> {
    const base = orderFilters(query);
    const rows: Array<{ status: OrderStatus; count: number }> = await this.dataSource.query(
      `SELECT o.status, count(*)::int AS count FROM orders o WHERE ${base.where} GROUP BY o.status`,
      base.params,
    );
    const counts = Object.fromEntries(ORDER_FILTERS.map((filter) => [filter, 0])) as Record<OrderFilter, number>;
    for (const row of rows) {
      counts[row.status] = row.count;
      counts.all += row.count;
    }
    const filtered = orderFilters(query, query.status);
    const offset = (query.page - 1) * query.pageSize;
    const page: Array<{ id: string }> = await this.dataSource.query(
      `SELECT o.id FROM orders o WHERE ${filtered.where} ORDER BY o.created_at DESC, o.order_number DESC LIMIT ${query.pageSize} OFFSET ${offset}`,
      filtered.params,
    );
    const orders = await readOrders(
      this.dataSource,
      page.map((row) => row.id),
    );
    return { orders: await loadOrderViews(this.dataSource, orders), total: counts[query.status], page: query.page, pageSize: query.pageSize, counts };
  }

  /**
   * The filtered list as CSV for a spreadsheet or the accountant: one row per order line (rows=lines)
   * or one per order (rows=orders), with the order's subtotal, shipping, tax, total, what was refunded
   * and when. Amounts are the server's cents written as decimals: the columns add up to the books. Dates
   * are the shop's (its time zone), times with their offset.
   */
  async csv(query: OrderFilters & { rows: OrderExportRows }, ctx: RequestContext): Promise<FileAnswer> {
    const timeZone = await this.exportTimeZone(ctx);
    const filtered = orderFilters(query, query.status);
    const ids: Array<{ id: string }> = await this.dataSource.query(
      `SELECT o.id FROM orders o WHERE ${filtered.where} ORDER BY o.created_at DESC, o.order_number DESC`,
      filtered.params,
    );
    const orders = await readOrders(
      this.dataSource,
      ids.map((row) => row.id),
    );
    const refunds = await refundsOf(
      this.dataSource,
      orders.map((order) => order.id),
      timeZone,
    );
    const columns = query.rows === 'orders' ? ORDER_ROW_COLUMNS : LINE_ROW_COLUMNS;
    const rows =
      query.rows === 'orders'
        ? orders.map((order) => orderRow(order, refunds.get(order.id), timeZone))
        : orders.flatMap((order) => order.lines.map((line) => lineRow(order, line, refunds.get(order.id), timeZone)));
    const today = dayIn(new Date(), timeZone);
    return { contentType: 'text/csv; charset=utf-8', filename: `orders-${query.rows === 'orders' ? 'by-order-' : ''}${today}.csv`, body: toCsv(columns, rows) };
  }

  /**
   * The shop's time zone for an export's dates. The books can be exported while content does not answer:
   * the dates are then UTC's, which each time's offset shows.
   */
  private async exportTimeZone(ctx: RequestContext): Promise<string> {
    try {
      return (await this.businessSettings.readNow(ctx)).timeZone;
    } catch (error) {
      this.logger.warn({ msg: 'business settings unavailable; the export is dated in UTC', error: String((error as Error)?.message ?? error) });
      return DEFAULT_TIME_ZONE;
    }
  }

  /**
   * The tax report: per period (the shop's days) and currency, the paid orders (counted on the day
   * they were paid) with their subtotal, discount codes' money off, shipping, tax and total, and the money refunded (on the day
   * it went back), then the totals.
   */
  async taxReport(query: TaxReportQuery, ctx: RequestContext): Promise<FileAnswer> {
    const { timeZone } = await this.businessSettings.readNow(ctx);
    const label = PERIOD_LABELS[query.period];
    const params: unknown[] = [[...PAID_STATUSES], query.period, timeZone];
    const range = (column: string) => {
      const clauses: string[] = [];
      if (query.from) {
        params.push(query.from);
        clauses.push(`${column} >= $${params.length}::date`);
      }
      if (query.to) {
        params.push(query.to);
        clauses.push(`${column} < $${params.length}::date + 1`);
      }
      return clauses.map((clause) => ` AND ${clause}`).join('');
    };
    // A buyer refunded at once (sold out) was never marked paid: their order counts on the day it was made.
    const soldOn = `(coalesce(o.paid_at, o.created_at) AT TIME ZONE $3::text)`;
    const refundedOn = `(r.completed_at AT TIME ZONE $3::text)`;
    const sales: Array<{ period: string; currency: string; orders: number; subtotal: string; discount: string; shipping: string; tax: string; total: string }> =
      await this.dataSource.query(
        `SELECT to_char(date_trunc($2, ${soldOn}), 'YYYY-MM-DD') AS period, o.currency, count(*)::int AS orders, sum(o.subtotal_cents)::text AS subtotal,
                sum(o.discount_cents)::text AS discount, sum(o.shipping_cents)::text AS shipping, sum(o.tax_cents)::text AS tax, sum(o.total_cents)::text AS total
           FROM orders o WHERE o.payment_status = ANY($1::text[])${range(soldOn)} GROUP BY 1, 2`,
        params,
      );
    params.splice(3);
    const refunded: Array<{ period: string; currency: string; refunded: string }> = await this.dataSource.query(
      `SELECT to_char(date_trunc($2, ${refundedOn}), 'YYYY-MM-DD') AS period, o.currency, sum(r.amount_cents)::text AS refunded
         FROM order_refunds r JOIN orders o ON o.id = r.order_id
        WHERE r.status = 'done' AND o.payment_status = ANY($1::text[])${range(refundedOn)} GROUP BY 1, 2`,
      params,
    );
    const periods = new Map<string, TaxReportRow>();
    const rowOf = (period: string, currency: string) => {
      const key = `${label(period)}|${currency}`;
      let row = periods.get(key);
      if (!row) periods.set(key, (row = { period: label(period), currency, orders: 0, subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0, refunded: 0 }));
      return row;
    };
    for (const sale of sales)
      Object.assign(rowOf(sale.period, sale.currency), {
        orders: sale.orders,
        subtotal: Number(sale.subtotal),
        discount: Number(sale.discount),
        shipping: Number(sale.shipping),
        tax: Number(sale.tax),
        total: Number(sale.total),
      });
    for (const refund of refunded) rowOf(refund.period, refund.currency).refunded = Number(refund.refunded);
    const rows = [...periods.values()].sort((a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency));
    const totals = new Map<string, TaxReportRow>();
    for (const row of rows) {
      const total = totals.get(row.currency) ?? {
        period: 'Total',
        currency: row.currency,
        orders: 0,
        subtotal: 0,
        discount: 0,
        shipping: 0,
        tax: 0,
        total: 0,
        refunded: 0,
      };
      for (const field of ['orders', 'subtotal', 'discount', 'shipping', 'tax', 'total', 'refunded'] as const) total[field] += row[field];
      totals.set(row.currency, total);
    }
    const cells = (row: TaxReportRow) => [
      row.period,
      row.currency,
      row.orders,
      centsToDecimal(row.subtotal),
      centsToDecimal(row.discount),
      centsToDecimal(row.shipping),
      centsToDecimal(row.tax),
      centsToDecimal(row.total),
      centsToDecimal(row.refunded),
      centsToDecimal(row.total - row.refunded),
    ];
    const body = toCsv(
      ['Period', 'Currency', 'Orders', 'Subtotal', 'Discounts', 'Shipping', 'Tax', 'Total', 'Refunded', 'Net'],
      [...rows.map(cells), ...[...totals.values()].map(cells)],
    );
    const span = [query.from, query.to].filter(Boolean).join('-to-');
    return { contentType: 'text/csv; charset=utf-8', filename: `tax-report-${query.period}${span ? `-${span}` : ''}.csv`, body };
  }

  /** The customer's own paid orders, newest first: only those placed with their account (a guest's order joins it at sign-in). */
  async ownOrders(userId: string): Promise<OrderView[]> {
    const orders = await this.dataSource.getRepository(Order).find({
      where: { userId, paymentStatus: In([...PAID_STATUSES]) },
      relations: { lines: true },
      order: { createdAt: 'DESC', lines: { position: 'ASC' } },
    });
    return loadOrderViews(this.dataSource, orders);
  }

  /** One of them; another customer's order, an unpaid checkout or an unknown id all read as not found. */
  async ownOrder(userId: string, orderId: string): Promise<OrderView> {
    const order = await this.dataSource.getRepository(Order).findOne({
      where: { id: orderId, userId, paymentStatus: In([...PAID_STATUSES]) },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    const [view] = await loadOrderViews(this.dataSource, [order]);
    return view!;
  }
}

/** The WHERE clause of paid orders matching the search, time filter, customer and (when given) status. */
function orderFilters(query: OrderFilters, status: OrderFilter = 'all'): { where: string; params: unknown[] } {
  const params: unknown[] = [[...PAID_STATUSES]];
  const clauses = [`o.payment_status = ANY($1::text[])`];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.q) {
    const pattern = param(`%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const byPerson = `o.customer_name ILIKE ${pattern} OR o.customer_email ILIKE ${pattern}`;
    // 'Order #1042' is found by '1042', '#1042' or 'Order #1042'.
    const orderNumber = /^(?:order\s*)?#?\s*(\d{1,15})$/i.exec(query.q)?.[1];
    clauses.push(orderNumber ? `(o.order_number = ${param(orderNumber)}::bigint OR ${byPerson})` : `(${byPerson})`);
  }
  // As a Date: PostgreSQL refuses the year 0000 that ISO allows, the driver writes it 1 BC.
  if (query.since) clauses.push(`o.created_at >= ${param(new Date(query.since))}::timestamptz`);
  if (query.customer) clauses.push(`lower(o.customer_email) = ${param(query.customer.toLowerCase())}`);
  if (status !== 'all') clauses.push(`o.status = ${param(status)}`);
  return { where: clauses.join(' AND '), params };
}

interface TaxReportRow {
  period: string;
  currency: string;
  orders: number;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  refunded: number;
}

/** How a period, by its first day ('2026-10-01'), is named in the tax report: 2026-10, 2026-Q4, 2026. */
const PERIOD_LABELS: Record<TaxReportPeriod, (start: string) => string> = {
  month: (start) => start.slice(0, 7),
  quarter: (start) => `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`,
  year: (start) => start.slice(0, 4),
};

/** The refunds done for each order: how much went back, and the days it did (in the time zone), oldest first. */
async function refundsOf(db: DataSource | EntityManager, orderIds: string[], timeZone: string): Promise<Map<string, { cents: number; dates: string[] }>> {
  const rows = orderIds.length ? await run(db, DONE_REFUNDS_OF_ORDERS, { orderIds }) : [];
  const refunds = new Map<string, { cents: number; dates: string[] }>();
  for (const row of rows) {
    const refund = refunds.get(row.orderId) ?? { cents: 0, dates: [] };
    refund.cents += row.cents;
    refund.dates.push(dayIn(row.at, timeZone));
    refunds.set(row.orderId, refund);
  }
  return refunds;
}

const ORDER_ROW_COLUMNS = [
  'Order number',
  'Date',
  'Paid',
  'Status',
  'Payment status',
  'Customer name',
  'Email',
  'Phone',
  'Street',
  'City',
  'State',
  'ZIP code',
  'Country',
  'Shipping method',
  'Currency',
  'Subtotal',
  'Discount code',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Refunded',
  'Net',
  'Refund dates',
  'Carrier',
  'Tracking number',
];

/** Who bought and where it goes: the same eight cells in both kinds of row. */
function buyerCells(order: Order): unknown[] {
  const address = order.shippingAddress;
  return [
    order.customerName,
    order.customerEmail,
    order.customerPhone ?? '',
    address?.street ?? '',
    address?.city ?? '',
    address?.state ?? '',
    address?.zipCode ?? '',
    address?.country ?? '',
  ];
}

function orderRow(order: Order, refund: { cents: number; dates: string[] } | undefined, timeZone: string): unknown[] {
  const refundedCents = refund?.cents ?? 0;
  return [
    order.orderNumber,
    timestampIn(order.createdAt, timeZone),
    order.paidAt ? timestampIn(order.paidAt, timeZone) : '',
    order.status,
    order.paymentStatus,
    ...buyerCells(order),
    order.shippingMethod,
    order.currency,
    centsToDecimal(order.subtotalCents),
    order.discountCode ?? '',
    centsToDecimal(order.discountCents),
    centsToDecimal(order.shippingCents),
    centsToDecimal(order.taxCents),
    centsToDecimal(order.totalCents),
    centsToDecimal(refundedCents),
    centsToDecimal(order.totalCents - refundedCents),
    refund?.dates.join('; ') ?? '',
    order.carrier ? carrierName(order.carrier) : '',
    order.trackingNumber ?? '',
  ];
}

const LINE_ROW_COLUMNS = [
  'Order number',
  'Date',
  'Status',
  'Payment status',
  'Customer name',
  'Email',
  'Phone',
  'Street',
  'City',
  'State',
  'ZIP code',
  'Country',
  'Product',
  'Tier',
  'Quantity',
  'Unit price',
  'Line total',
  'Line discount',
  'Refunded quantity',
  'Order subtotal',
  'Order discount code',
  'Order discount',
  'Order shipping',
  'Order tax',
  'Order total',
  'Order refunded',
  'Refund dates',
  'Currency',
  'Carrier',
  'Tracking number',
];

function lineRow(order: Order, line: OrderLine, refund: { cents: number; dates: string[] } | undefined, timeZone: string): unknown[] {
  return [
    order.orderNumber,
    timestampIn(order.createdAt, timeZone),
    order.status,
    order.paymentStatus,
    ...buyerCells(order),
    line.productName,
    line.tierLabel ?? '',
    line.quantity,
    centsToDecimal(line.unitPriceCents),
    centsToDecimal(line.unitPriceCents * line.quantity),
    centsToDecimal(line.discountCents),
    line.refundedQuantity,
    centsToDecimal(order.subtotalCents),
    order.discountCode ?? '',
    centsToDecimal(order.discountCents),
    centsToDecimal(order.shippingCents),
    centsToDecimal(order.taxCents),
    centsToDecimal(order.totalCents),
    centsToDecimal(refund?.cents ?? 0),
    refund?.dates.join('; ') ?? '',
    order.currency,
    order.carrier ? carrierName(order.carrier) : '',
    order.trackingNumber ?? '',
  ];
}

/** CSV as spreadsheets read it: a header, UTF-8 with a byte order mark (Excel needs it for accented names), formulas defused. */
function toCsv(columns: string[], rows: unknown[][]): string {
  return stringify(rows, {
    header: true,
    columns,
    bom: true,
    // A cell starting with = + - @ would run as a formula in a spreadsheet: names and addresses come from buyers.
    // (A negative amount, such as a period's net after its refunds, is a number and stays one.)
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value) },
  });
}

export const carrierName = (carrier: string) => SHIPPING_CARRIERS.find((option) => option.id === carrier)?.name ?? carrier;

/** Orders with their lines, in the order of `ids`. */
export async function readOrders(db: DataSource | EntityManager, ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const found = await db.getRepository(Order).find({ where: { id: In([...ids]) }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });
  const byId = new Map(found.map((order) => [order.id, order]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What an order's view needs besides its row and lines. */
export interface OrderViewExtras {
  /** Oldest first. */
  history: OrderStatusStep[];
  refundedCents: number;
  /** The valid certificates of authenticity, by line id. */
  certificates: ReadonlyMap<string, CertificateRef[]>;
}

/** Views of many orders: their status history and refunds read in one query each (never one per order). */
export async function loadOrderViews(db: DataSource | EntityManager, orders: readonly Order[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const steps = await run(db, STATUS_HISTORIES, { orderIds: ids });
  const refunds = await run(db, REFUNDED_CENTS_OF_ORDERS, { orderIds: ids });
  const history = new Map<string, OrderStatusStep[]>();
  for (const step of steps)
    history.set(step.orderId, [...(history.get(step.orderId) ?? []), { status: step.status, at: step.at.toISOString(), note: step.note }]);
  const refunded = new Map(refunds.map((row) => [row.orderId, row.cents]));
  const certificates = await certificatesByLine(
    db,
    orders.flatMap((order) => order.lines.map((line) => line.id)),
  );
  return orders.map((order) => toOrderView(order, { history: history.get(order.id) ?? [], refundedCents: refunded.get(order.id) ?? 0, certificates }));
}

/** The order's discount code and amount off, or null. */
function discountOfOrder(order: Order): OrderDiscount | null {
  return order.discountCode ? { code: order.discountCode, amount: centsToDecimal(order.discountCents) } : null;
}

/** The one mapping of an order (with its lines) to what the admin and its buyer read. */
export function toOrderView(order: Order, extras: OrderViewExtras): OrderView {
  return {
    id: order.id,
    orderNumber: String(order.orderNumber),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    currency: order.currency,
    subtotal: centsToDecimal(order.subtotalCents),
    discount: discountOfOrder(order),
    shipping: centsToDecimal(order.shippingCents),
    tax: centsToDecimal(order.taxCents),
    totalAmount: centsToDecimal(order.totalCents),
    refundedAmount: centsToDecimal(extras.refundedCents),
    shippingMethod: order.shippingMethod,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMessage: order.paymentMessage,
    paidAt: order.paidAt?.toISOString() ?? null,
    tracking:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            carrierName: carrierName(order.carrier),
            trackingNumber: order.trackingNumber,
            url: trackingUrl(order.carrier, order.trackingNumber),
          }
        : null,
    items: order.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      tierId: line.tierId,
      productName: line.productName,
      tierDisplayName: line.tierLabel,
      image: line.image,
      quantity: line.quantity,
      price: centsToDecimal(line.unitPriceCents),
      lineTotal: centsToDecimal(line.unitPriceCents * line.quantity),
      lineDiscount: centsToDecimal(line.discountCents),
      refundedQuantity: line.refundedQuantity,
      certificates: extras.certificates.get(line.id) ?? [],
    })),
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    history: extras.history,
    source: order.source,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The receipt of an order; `certificates` only where its buyer is told of them (the confirmation and the success page). */
export function toReceipt(order: Order, certificates: ReceiptCertificate[] = []): OrderReceipt {
  return {
    orderId: order.id,
    orderNumber: String(order.orderNumber),
    paymentStatus: order.paymentStatus,
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress!,
    currency: order.currency,
    subtotal: centsToDecimal(order.subtotalCents),
    discount: discountOfOrder(order),
    shipping: centsToDecimal(order.shippingCents),
    tax: centsToDecimal(order.taxCents),
    total: centsToDecimal(order.totalCents),
    shippingMethod: order.shippingMethod,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      tierDisplayName: line.tierLabel,
      image: line.image,
      quantity: line.quantity,
      unitPrice: centsToDecimal(line.unitPriceCents),
      lineTotal: centsToDecimal(line.unitPriceCents * line.quantity),
      lineDiscount: centsToDecimal(line.discountCents),
    })),
    paymentMessage: order.paymentMessage,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    certificates,
  };
}
