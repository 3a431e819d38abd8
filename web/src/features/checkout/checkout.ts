import { CART_CHANGED_CODES, type CardPaymentResult, type CheckoutCustomer, type PaymentIntentAnswer } from '@artshop/contracts';
import { errorCode } from '@artshop/ui';

/*
 * The checkout's pure rules: where the server's messages go, what a card form's answer means, and
 * the payment kept for the way back from the 3-D Secure page. Nothing here computes a price.
 */

/** The shipping form's fields, as react-hook-form names them. */
export const CUSTOMER_FIELDS = [
  'customerName',
  'customerEmail',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.zipCode',
  'shippingAddress.country',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export interface CustomerErrors {
  /** Messages that belong under a field of the form. */
  fields: [CustomerField, string][];
  /** The shipping method was refused. */
  shippingMethod: string | null;
  /** Anything else the server named (shown above the button). */
  other: string[];
}

/**
 * A 400's `errors` of POST /api/create-payment-intent ('customerInfo.customerName': 'Name is
 * required', 'customerInfo.shippingAddress.city': …) sorted to the form's fields.
 */
export function customerErrors(errors: Record<string, string>): CustomerErrors {
  const result: CustomerErrors = { fields: [], shippingMethod: null, other: [] };
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^customerInfo\./, '');
    if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) result.fields.push([field as CustomerField, message]);
    else if (field === 'shippingMethod') result.shippingMethod = message;
    else result.other.push(message);
  }
  return result;
}

/** /checkout/success for a payment. */
export function successPath(paymentIntentId: string): string {
  return `/checkout/success?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}

/** What the checkout says about an exception while paying. */
export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_TEXT = 'An error occurred while processing your payment.';

export const CARD_DECLINED_FALLBACK = 'Your card was declined.';
export const PAYMENT_CANCELED_FALLBACK = 'This payment was canceled. Please check your details and start again.';

/** What the page does with the card form's answer (Stripe.js's confirmPayment, in this shape). */
export type PaymentOutcome =
  { kind: 'success'; path: string } | { kind: 'redirect'; url: string } | { kind: 'retry'; message: string } | { kind: 'canceled'; message: string };

export function paymentOutcome(result: CardPaymentResult, paymentIntentId: string): PaymentOutcome {
  switch (result.status) {
    case 'succeeded':
    case 'processing':
      // The success page confirms the order and waits while the provider is still processing.
      return { kind: 'success', path: successPath(paymentIntentId) };
    case 'requires_action':
      return result.redirectUrl ? { kind: 'redirect', url: result.redirectUrl } : { kind: 'retry', message: result.errorMessage ?? CARD_DECLINED_FALLBACK };
    case 'canceled':
      return { kind: 'canceled', message: result.errorMessage ?? PAYMENT_CANCELED_FALLBACK };
    case 'requires_payment_method':
    default:
      return { kind: 'retry', message: result.errorMessage ?? CARD_DECLINED_FALLBACK };
  }
}

/** 'Tax (8.25%)', from the server's rate. */
export function taxLabel(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return 'Tax';
  return `Tax (${Number(rate.toFixed(3))}%)`;
}

// ── The payment kept while the buyer is on the 3-D Secure page ──────────────────────────────────

/** The payment step as it was when the browser left for the challenge page. */
export interface SavedPayment {
  payment: PaymentIntentAnswer;
  customer: CheckoutCustomer;
}

const SAVED_PAYMENT_KEY = 'artshop.checkout.payment';

/** Keeps the payment step in this tab's session storage (never the card: it is not in it). */
export function savePayment(storage: Pick<Storage, 'setItem'> | undefined, saved: SavedPayment): void {
  try {
    storage?.setItem(SAVED_PAYMENT_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the way back then starts at the shipping step.
  }
}

/** The kept payment step, if it is this payment's. */
export function readSavedPayment(storage: Pick<Storage, 'getItem'> | undefined, paymentIntentId: string | null | undefined): SavedPayment | null {
  if (!storage || !paymentIntentId) return null;
  try {
    const saved = JSON.parse(storage.getItem(SAVED_PAYMENT_KEY) ?? 'null') as SavedPayment | null;
    return saved?.payment?.paymentIntentId === paymentIntentId && saved.customer ? saved : null;
  } catch {
    return null;
  }
}

export function forgetPayment(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(SAVED_PAYMENT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// ── The notice that an item has just been sold, kept over a reload ────────────────────────────────

/**
 * Whether a refused checkout start means the cart changed under the shopper (an item sold, held by
 * another buyer or no longer offered; an earlier checkout paid): the page reads the cart again and
 * keeps the reason. Read from the refusal's code, not its status: other refusals share the status.
 */
export function cartChanged(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && (CART_CHANGED_CODES as readonly string[]).includes(code);
}

const SOLD_NOTICE_KEY = 'artshop.checkout.sold-notice';

/**
 * Keeps the server's "… has just been sold" in this tab's session: the cart it emptied no longer
 * says what was in it, so a reload must not lose the reason.
 */
export function saveSoldNotice(storage: Pick<Storage, 'setItem'> | undefined, message: string): void {
  try {
    storage?.setItem(SOLD_NOTICE_KEY, message);
  } catch {
    // Storage full or refused: the notice lasts until the page is left.
  }
}

export function readSoldNotice(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(SOLD_NOTICE_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetSoldNotice(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(SOLD_NOTICE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** What the 3-D Secure page hands back to /checkout when the challenge did not succeed (router state). */
export interface PaymentReturnState {
  paymentIntentId: string;
  paymentError: string;
}

export function isPaymentReturnState(value: unknown): value is PaymentReturnState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PaymentReturnState).paymentIntentId === 'string' &&
    typeof (value as PaymentReturnState).paymentError === 'string'
  );
}
