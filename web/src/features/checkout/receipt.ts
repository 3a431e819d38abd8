import type { OrderReceipt } from '@artshop/contracts';
import { errorStatus } from '@artshop/ui';

/*
 * What /checkout/success shows for the payment in its address and the server's answer about it.
 */

export const NO_ORDER_TEXT = "We couldn't find a paid order here. If you were charged, check your e-mail or contact us.";
export const ORDER_ERROR_TITLE = 'Order Error';
export const ORDER_ERROR_TEXT = 'Payment succeeded but there was an issue creating your order. Please contact support.';

export type ReceiptView = 'not-found' | 'error' | 'loading' | 'awaiting' | 'failed' | 'refunded' | 'paid';

/**
 * No payment named, or one the server does not know (404) or refuses (400): no order to show; any
 * other failure: the order could not be confirmed; else by the payment's status, once answered.
 */
export function receiptView(paymentIntentId: string | null, order: { isError: boolean; error: unknown; data: OrderReceipt | undefined }): ReceiptView {
  const status = order.isError ? errorStatus(order.error) : null;
  if (!paymentIntentId || status === 404 || status === 400) return 'not-found';
  if (order.isError) return 'error';
  const receipt = order.data;
  if (!receipt) return 'loading';
  if (receipt.paymentStatus === 'awaiting_payment') return 'awaiting';
  if (receipt.paymentStatus === 'failed') return 'failed';
  if (receipt.paymentStatus === 'refunded') return 'refunded';
  return 'paid';
}

/** While the bank confirms: the page updates by itself for a while, then says the buyer will be mailed. */
export function awaitingText(receipt: Pick<OrderReceipt, 'orderNumber' | 'customerEmail'>, stillPolling: boolean): string {
  return stillPolling
    ? `Order #${receipt.orderNumber}: your bank is still confirming the payment. This page updates by itself.`
    : `Order #${receipt.orderNumber}: the payment is taking longer than usual to confirm. We'll e-mail ${receipt.customerEmail} as soon as it does.`;
}
