import type { AuthUser, OrderStatus, OrderView, PaymentStatus } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/*
 * The account screens' rules: who is greeted, how an order's states read, and where its
 * certificates are. Nothing here computes money: every amount is the server's.
 */

/** The greeting: 'Welcome back, {first name, else e-mail, else 'there'}!'. */
export function greetingName(user: Pick<AuthUser, 'firstName' | 'email'> | null | undefined): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'there';
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUS_BADGES: Record<OrderStatus, BadgeVariant> = {
  pending: 'secondary',
  processing: 'accent',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'November 24, 2026'; an unreadable date gives ''. */
export function orderDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : '';
}

export function orderDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : '';
}

/** The order's page in the storefront. */
export function orderPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`;
}

/** A certificate's PDF and its public verification page (built by the certificates work). */
export function certificateLinks(code: string): { pdf: string; page: string } {
  const safe = encodeURIComponent(code);
  return { pdf: `/api/certificates/${safe}.pdf`, page: `/certificate/${safe}` };
}

/** Every certificate of an order, with the line it belongs to. */
export function orderCertificates(order: Pick<OrderView, 'items'>) {
  return order.items.flatMap((line) =>
    line.certificates.map((certificate) => ({ ...certificate, productName: line.productName, tierDisplayName: line.tierDisplayName })),
  );
}

/** Whether the order has a refund to show (partially or wholly). */
export function hasRefund(order: Pick<OrderView, 'refundedAmount'>): boolean {
  return Number(order.refundedAmount) > 0;
}
