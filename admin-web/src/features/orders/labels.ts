import type { OrderStatus, PaymentStatus } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const STATUS_BADGE: Record<OrderStatus, BadgeVariant> = {
  pending: 'secondary',
  processing: 'info',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'outline',
};

export const PAYMENT_LABEL: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  failed: 'Payment failed',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const PAYMENT_BADGE: Record<PaymentStatus, BadgeVariant> = {
  awaiting_payment: 'outline',
  failed: 'destructive',
  paid: 'success',
  partially_refunded: 'secondary',
  refunded: 'destructive',
};
