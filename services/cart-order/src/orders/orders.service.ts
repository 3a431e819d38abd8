import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { In, type DataSource, type EntityManager } from 'typeorm';
import {
  ORDER_FILTERS,
  SHIPPING_CARRIERS,
  centsToDecimal,
  trackingUrl,
  type FileAnswer,
  type OrderFilter,
  type OrderListQuery,
  type OrderPage,
  type OrderStatus,
  type OrderStatusStep,
  type OrderView,
  type CertificateRef,
  ORDER_NOT_FOUND_MESSAGE,
} from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { certificatesByLine } from '../certificates/certificates.service.js';
import { PAID_STATUSES } from '../customers/paid-orders.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';

type OrderFilters = Pick<OrderListQuery, 'q' | 'since' | 'customer'> & { status?: OrderFilter };

@Injectable()
export class OrdersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /** The filtered list as CSV, one row per order line, for a spreadsheet or the accountant. */
  async csv(query: OrderFilters): Promise<FileAnswer> {
    const filtered = orderFilters(query, query.status);
    const ids: Array<{ id: string }> = await this.dataSource.query(
      `SELECT o.id FROM orders o WHERE ${filtered.where} ORDER BY o.created_at DESC, o.order_number DESC`,
      filtered.params,
    );
    const orders = await readOrders(
      this.dataSource,
      ids.map((row) => row.id),
    );
    const body = stringify(
      orders.flatMap((order) =>
        order.lines.map((line) => [
          order.orderNumber,
          order.createdAt.toISOString(),
          order.status,
          order.paymentStatus,
          order.customerName,
          order.customerEmail,
          order.customerPhone ?? '',
          order.shippingAddress?.street ?? '',
          order.shippingAddress?.city ?? '',
          order.shippingAddress?.state ?? '',
          order.shippingAddress?.zipCode ?? '',
          order.shippingAddress?.country ?? '',
          line.productName,
          line.tierLabel ?? '',
          line.quantity,
          centsToDecimal(line.unitPriceCents),
          centsToDecimal(line.unitPriceCents * line.quantity),
          centsToDecimal(order.totalCents),
          order.currency,
          order.carrier ? carrierName(order.carrier) : '',
          order.trackingNumber ?? '',
        ]),
      ),
      {
        header: true,
        columns: [
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
          'Order total',
          'Currency',
          'Carrier',
          'Tracking number',
        ],
        // Excel reads UTF-8 (accented names) only with a byte order mark.
        bom: true,
        // A cell starting with = + - @ would run as a formula in a spreadsheet: names and addresses come from buyers.
        cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    return { contentType: 'text/csv; charset=utf-8', filename: `orders-${today}.csv`, body };
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
  const steps: Array<{ order_id: string; status: OrderStatus; note: string | null; at: Date }> = await db.query(
    `SELECT order_id, status, note, at FROM order_status_history WHERE order_id = ANY($1::uuid[]) ORDER BY at, id`,
    [ids],
  );
  const refunds: Array<{ order_id: string; cents: number }> = await db.query(
    `SELECT order_id, sum(amount_cents)::int AS cents FROM order_refunds WHERE order_id = ANY($1::uuid[]) AND status = 'done' GROUP BY order_id`,
    [ids],
  );
  const history = new Map<string, OrderStatusStep[]>();
  for (const step of steps)
    history.set(step.order_id, [...(history.get(step.order_id) ?? []), { status: step.status, at: step.at.toISOString(), note: step.note }]);
  const refunded = new Map(refunds.map((row) => [row.order_id, row.cents]));
  const certificates = await certificatesByLine(
    db,
    orders.flatMap((order) => order.lines.map((line) => line.id)),
  );
  return orders.map((order) => toOrderView(order, { history: history.get(order.id) ?? [], refundedCents: refunded.get(order.id) ?? 0, certificates }));
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
      refundedQuantity: line.refundedQuantity,
      certificates: extras.certificates.get(line.id) ?? [],
    })),
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    history: extras.history,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** A step of the order's status history, in the transaction of the change. */
export async function recordStatusStep(manager: EntityManager, orderId: string, status: OrderStatus, note: string | null = null): Promise<void> {
  await manager.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)`, [orderId, status, note]);
}
