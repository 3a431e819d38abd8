import type { OrderSource } from './manual-orders.js';
import { z } from 'zod';
import type { Currency, PaymentStatus } from './checkout.js';
import type { OrderDiscount } from './discounts.js';
import type { ShippingMethod } from './shipping.js';
import type { ShippingAddress } from './cart.js';
import { moneyText, wholeNumber } from './fields.js';

/*
 * Orders after payment: the artist's fulfilment, refunds, certificates of authenticity, the
 * customers derived from orders, the dashboard figures and the customer's own order history. Money
 * is carried as decimal strings with two decimals, in the order's currency.
 */

// ── Fulfilment status ───────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves a real shop allows: forward along the parcel's way, or cancelled before it leaves. */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_MOVES[from].includes(to);
}

/** The moves that pack and send the pieces: an order whose money went back in full takes neither. */
const SENDING_MOVES: readonly OrderStatus[] = ['processing', 'shipped'];

/** The moves an order may take, given its payment: ORDER_STATUS_MOVES less packing and shipping once refunded in full. */
export function orderMoves(status: OrderStatus, paymentStatus: PaymentStatus): readonly OrderStatus[] {
  const moves = ORDER_STATUS_MOVES[status];
  return paymentStatus === 'refunded' ? moves.filter((to) => !SENDING_MOVES.includes(to)) : moves;
}

/** Whether an order still open (not sent, not cancelled) is refused packing or shipping because its money went back in full. */
export function refusedAsRefunded(from: OrderStatus, paymentStatus: PaymentStatus, to: OrderStatus): boolean {
  return paymentStatus === 'refunded' && canMoveOrder(from, 'cancelled') && SENDING_MOVES.includes(to);
}

/** e.g. 'Order #1062 was refunded in full, so it cannot be packed or shipped.' */
export function refundedOrderRefusal(orderNumber: string): string {
  return `Order #${orderNumber} was refunded in full, so it cannot be packed or shipped.`;
}

/** e.g. 'An order that was shipped cannot go back to processing.' */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `The order is already ${to}.`;
  const allowed = ORDER_STATUS_MOVES[from];
  if (!allowed.length) return `An order that was ${from} cannot change any more.`;
  return `An order that is ${from} can only be marked ${allowed.join(' or ')}, not ${to}.`;
}

// ── Shipping carriers and tracking ──────────────────────────────────────────────────────────────

export const SHIPPING_CARRIERS = [
  { id: 'usps', name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { id: 'ups', name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  { id: 'fedex', name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { id: 'dhl', name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}' },
  { id: 'other', name: 'Other carrier', trackingUrl: null },
] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number]['id'];
const CARRIER_IDS = SHIPPING_CARRIERS.map((carrier) => carrier.id) as [ShippingCarrier, ...ShippingCarrier[]];

/** The carrier's page for a parcel, or null for a carrier we have no link for. */
export function trackingUrl(carrier: ShippingCarrier, trackingNumber: string): string | null {
  const template = SHIPPING_CARRIERS.find((option) => option.id === carrier)?.trackingUrl;
  return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}

export interface OrderTracking {
  carrier: ShippingCarrier;
  /** The carrier's name for people, e.g. 'UPS'. */
  carrierName: string;
  trackingNumber: string;
  url: string | null;
}

// ── An order as the artist and its buyer read it ─────────────────────────────────────────────────

/** A certificate of authenticity issued for one piece of a line. */
export interface CertificateRef {
  code: string;
  /** '3/25' for a print of a limited edition; null for an original (one of one). */
  edition: string | null;
}

export interface OrderLineView {
  id: string;
  /** null: a custom line of a manual order (a commission), not a catalog work. */
  productId: string | null;
  tierId: string | null;
  productName: string;
  tierDisplayName: string | null;
  image: string | null;
  quantity: number;
  /** Unit price as paid. */
  price: string;
  lineTotal: string;
  /** The line's share of the order's discount ('0.00' without one): what was paid for it is lineTotal − this. */
  lineDiscount: string;
  /** How many of this line were refunded (0 to quantity). */
  refundedQuantity: number;
  certificates: CertificateRef[];
}

export interface OrderStatusStep {
  status: OrderStatus;
  at: string;
  /** e.g. 'UPS 1Z999…' when shipped, the reason when cancelled. */
  note: string | null;
}

/**
 * GET /api/orders (admin) and the customer's own orders. A paid order only: an unpaid checkout is
 * not an order yet. `totalAmount` is the API's name for the total.
 */
export interface OrderView {
  id: string;
  /** e.g. '1042', shown as 'Order #1042'. */
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  currency: Currency;
  subtotal: string;
  /** The discount code the order was placed with and its amount off the goods; null: none. */
  discount: OrderDiscount | null;
  shipping: string;
  tax: string;
  totalAmount: string;
  /** What has gone back to the buyer so far ('0.00' when nothing). */
  refundedAmount: string;
  shippingMethod: ShippingMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMessage: string | null;
  paidAt: string | null;
  tracking: OrderTracking | null;
  items: OrderLineView[];
  shippingAddress: ShippingAddress | null;
  notes: string | null;
  /** Oldest first, starting with 'pending' at payment. */
  history: OrderStatusStep[];
  /** 'manual': entered by the artist in the back office and paid through its payment link. */
  source: OrderSource;
  createdAt: string;
  updatedAt: string;
}

// ── The admin's Orders screen ───────────────────────────────────────────────────────────────────

const page = wholeNumber('The page must be a whole number from 1', 1, 10_000).default(1);
const pageSize = (fallback: number) => wholeNumber('The page size must be a whole number from 1 to 100', 1, 100).default(fallback);
const search = z
  .string({ error: 'The search must be text' })
  .trim()
  .max(200, 'The search is too long (at most 200 characters)')
  .optional()
  .transform((value) => value || undefined);

export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/**
 * GET /api/orders?q=&status=&since=&page=&pageSize=&customer=. `since` is the start of the time
 * filter as the admin's browser computes it (local midnight for 'today'); `customer` an e-mail (the
 * Customers screen's View).
 */
export const orderListQuerySchema = z.object({
  q: search,
  status: z.enum(ORDER_FILTERS, { error: `The status must be one of ${ORDER_FILTERS.join(', ')}` }).default('all'),
  since: z.iso.datetime({ offset: true, error: 'The time filter must be a date and time' }).optional(),
  customer: z.email({ error: 'The customer must be an e-mail address' }).trim().toLowerCase().optional(),
  page,
  pageSize: pageSize(20),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export interface OrderPage {
  orders: OrderView[];
  /** Orders matching every filter. */
  total: number;
  page: number;
  pageSize: number;
  /** For the six status cards: orders matching the search and time filter, by status, and all. */
  counts: Record<OrderFilter, number>;
}

/** PATCH /api/orders/{orderId}. Shipping needs the carrier and its tracking number. */
export const updateOrderStatusSchema = z
  .object({
    orderId: z.uuid({ error: 'Not a valid order' }),
    status: z.enum(ORDER_STATUSES, { error: `The status must be one of ${ORDER_STATUSES.join(', ')}` }),
    carrier: z.enum(CARRIER_IDS, { error: 'Please choose the carrier' }).optional(),
    trackingNumber: z.string({ error: 'The tracking number must be text' }).trim().max(100, 'The tracking number is too long').optional(),
    /** Told to the buyer, e.g. why it was cancelled. */
    note: z.string({ error: 'The note must be text' }).trim().max(1000, 'The note is too long (at most 1000 characters)').optional(),
    /** Cancelling: put the pieces not refunded yet back on sale (the default), or keep them off sale (damaged, kept by the studio). */
    returnToStock: z.boolean({ error: 'Put back on sale must be yes or no' }).optional(),
  })
  .superRefine((input, context) => {
    if (input.status !== 'shipped') return;
    if (!input.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: 'Please choose the carrier' });
    if (!input.trackingNumber) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Please enter the tracking number' });
  });
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

/** POST /api/orders/{orderId}/refunds: the whole order, or one line (lineId). */
export const refundOrderSchema = z
  .object({
    orderId: z.uuid({ error: 'Not a valid order' }),
    lineId: z.uuid({ error: 'Not a valid order line' }).optional(),
    /** Put the pieces back on sale (an original returned to the studio). */
    returnToStock: z.boolean({ error: 'Return to stock must be yes or no' }).default(false),
    reason: z.string({ error: 'The reason must be text' }).trim().max(1000, 'The reason is too long (at most 1000 characters)').optional(),
    /**
     * A custom amount of the order (shipping only, a goodwill gesture), e.g. '15.00': no pieces go back.
     * The server refuses more than is left to refund. Not with lineId.
     */
    amount: moneyText('The refund amount', 'The refund amount must be more than 0', { positive: true }).optional(),
    /** Made once per refund the artist means (the dialog makes it when it opens): the same request sent twice refunds once. */
    requestKey: z.uuid({ error: 'The refund request is not valid; please open the refund again' }).optional(),
  })
  .refine((input) => !(input.amount && input.lineId), { path: ['amount'], message: 'Refund either a line or an amount, not both' })
  .refine((input) => !input.amount || input.requestKey, {
    path: ['requestKey'],
    message: 'A refund of an amount needs its request key, so a second click cannot refund twice',
  });
export type RefundOrderInput = z.output<typeof refundOrderSchema>;

/** PUT /api/orders/{orderId}/tracking: corrects the carrier and tracking number of a shipped order (the buyer is mailed the correction). */
export const correctTrackingSchema = z.object({
  orderId: z.uuid({ error: 'Not a valid order' }),
  carrier: z.enum(CARRIER_IDS, { error: 'Please choose the carrier' }),
  trackingNumber: z
    .string({ error: 'Please enter the tracking number' })
    .trim()
    .min(1, 'Please enter the tracking number')
    .max(100, 'The tracking number is too long'),
});
export type CorrectTrackingInput = z.output<typeof correctTrackingSchema>;

// ── The books: the orders export and the tax report ─────────────────────────────────────────────

/** GET /api/orders.csv?rows=lines|orders: one row per order line (the default), or one per order with its money. */
export const ORDER_EXPORT_ROWS = ['lines', 'orders'] as const;
export type OrderExportRows = (typeof ORDER_EXPORT_ROWS)[number];

export const TAX_REPORT_PERIODS = ['month', 'quarter', 'year'] as const;
export type TaxReportPeriod = (typeof TAX_REPORT_PERIODS)[number];

const reportDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional();

/**
 * GET /api/orders/tax-report.csv?period=&from=&to=: per period, the paid orders' subtotal, shipping,
 * tax and total (by the day they were paid) and the money refunded (by the day it went back). The
 * shop's days (the time zone of its business settings); `to` is included.
 */
export const taxReportQuerySchema = z
  .object({
    period: z.enum(TAX_REPORT_PERIODS, { error: `The period must be one of ${TAX_REPORT_PERIODS.join(', ')}` }).default('month'),
    from: reportDate('From'),
    to: reportDate('To'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'To must not be before From' });
export type TaxReportQuery = z.output<typeof taxReportQuerySchema>;

// ── Customers, derived by the server from paid orders (and accounts) ─────────────────────────────

export const customerListQuerySchema = z.object({ q: search, page, pageSize: pageSize(24) });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export interface CustomerSummary {
  name: string;
  email: string;
  /** First letters of up to two name words, e.g. 'AB'. */
  initials: string;
  orderCount: number;
  totalSpent: string;
  lastOrderDate: string;
}

export interface CustomerPage {
  customers: CustomerSummary[];
  /** Customers matching the search ('Showing X of Y': X is customers.length over pages, Y `totalCustomers`). */
  total: number;
  totalCustomers: number;
  page: number;
  pageSize: number;
}

// ── The dashboard ───────────────────────────────────────────────────────────────────────────────

export interface MonthFigure {
  thisMonth: string | number;
  lastMonth: string | number;
  /** Percent change against last month, rounded; null when last month was 0. */
  changePercent: number | null;
}

/** GET /api/dashboard/stats: totalRevenue, totalOrders and activeProducts as the API names them, and the rest. */
export interface DashboardStats {
  currency: Currency;
  /** Paid money kept (refunds taken off), all time. */
  totalRevenue: string;
  totalOrders: number;
  activeProducts: number;
  revenue: MonthFigure;
  orders: MonthFigure;
  /** Distinct visitors of the storefront (no cookies: a daily-rotated hash). */
  visitors: { today: number; thisWeek: number; lastWeek: number; changePercent: number | null };
  unreadMessages: number;
  recentOrders: Array<{ id: string; orderNumber: string; customerName: string; totalAmount: string; status: OrderStatus; createdAt: string }>;
  recentProducts: Array<{ id: string; name: string; price: string }>;
}

/** cart-order's part of the dashboard (an internal call of the gateway, which assembles DashboardStats). */
export type OrderFigures = Pick<DashboardStats, 'currency' | 'totalRevenue' | 'totalOrders' | 'revenue' | 'orders' | 'recentOrders'>;

/** catalog's part of the dashboard. */
export type ProductFigures = Pick<DashboardStats, 'activeProducts' | 'recentProducts'>;

/** The gateway's own part: distinct storefront visitors, counted without cookies. */
export type VisitorFigures = DashboardStats['visitors'];

/** Percent change from `before` to `now`, rounded; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / before) * 100);
}
