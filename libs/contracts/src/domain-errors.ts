import type { PaymentStatus } from './checkout.js';
import type { OrderStatus } from './orders.js';
import type { ShippingMethod } from './shipping.js';

/*
 * The refusals of the shop's domain, by code: what each one carries. A service throws
 * `new DomainError('SoldOut', { item, left })` and names no HTTP status and writes no words for the
 * shopper: the status and the message are chosen once, where every error becomes an answer
 * (service-kit's toErrorPayload), and the answer carries the code, so a caller (the storefront)
 * branches on what happened rather than on a status. Free of zod: the storefront reads the codes.
 */
export interface DomainErrors {
  /** A piece of the order was sold to someone else meanwhile, or fewer are left than asked (`left`). */
  SoldOut: { item: string; left: number };
  /** Another buyer holds the last of a piece while they pay, until `reservedUntil` (ISO). */
  ItemReserved: { item: string; reservedUntil: string };
  /**
   * A work of a drop that has not opened: it goes on sale to everyone at `opensAt` (ISO); `membersOnly`
   * while Mail Club members' early access runs and the caller is not a member.
   */
  NotOnSaleYet: { item: string; drop: string; opensAt: string; membersOnly: boolean };
  /** A piece (or the tier asked) is no longer for sale. */
  ItemUnavailable: { item: string };
  /** Nothing is sent to this country, or the shop is not sending anything at the moment (`shippingPaused`). */
  ShippingNotOffered: { country: string; shippingPaused: boolean };
  /** The shipping method chosen is not offered for the address. */
  ShippingMethodNotOffered: { shippingMethod: ShippingMethod };
  /** The payment provider could not be reached, or refused to start a payment: nothing was charged. */
  PaymentProviderUnavailable: Record<string, never>;
  /** An earlier checkout of the same cart was paid meanwhile, so no new one was started. */
  CheckoutAlreadyPaid: { orderNumber: string };
  /** The cart's checkout was started again in another window while this one was starting. */
  CheckoutStartedElsewhere: Record<string, never>;
  /** One client may hold only so many checkouts waiting for payment; the first ends in `waitSeconds`. */
  TooManyCheckouts: { waiting: number; waitSeconds: number };
  /** One client may hold only so many pieces waiting for payment (`held` of them already). */
  TooManyPieces: { max: number; held: number; waitSeconds: number };
  /** A manual order's payment link that can no longer be paid (or, for the artist, sent or cancelled): paid, expired or cancelled. */
  PayLinkClosed: { state: 'paid' | 'expired' | 'cancelled' };
  /** The artist asked for a fulfilment status the order cannot take from where it is. */
  OrderMoveNotAllowed: { from: OrderStatus; to: OrderStatus };
  /** Packing or shipping an order whose money all went back. */
  OrderRefundedInFull: { orderNumber: string };
  /** A step of an order's life its statuses do not allow (refunding an unpaid checkout, paying an order twice). */
  OrderStepNotAllowed: { orderNumber: string; step: string; status: OrderStatus; paymentStatus: PaymentStatus };
  /** A refund of the order is still with the payment provider: the next change waits for it. */
  RefundInProgress: { orderNumber: string };
  /** Asked to refund more than is left of the order (`left`, a decimal; '0.00' when all of it went back). */
  RefundExceedsBalance: { orderNumber: string; left: string };
  /** Every piece of the order's line went back already. */
  LineRefundedInFull: { item: string };
  /** The order was not paid through the shop's payment provider, so the shop cannot send money back. */
  RefundNotPossible: { orderNumber: string };
  /** The provider did not make the refund: it refused (`kept` false, nothing recorded) or did not answer (`kept`, asked again later). */
  RefundNotMade: { reason: string; kept: boolean };
  /** The provider made the refund; the shop records it on its own a moment later. */
  RefundNotRecordedYet: Record<string, never>;
  /** No discount code by that name is in use (unknown, or deactivated by the artist). */
  DiscountCodeUnknown: { code: string };
  /** The code's time has not come (`startsAt`, ISO). */
  DiscountCodeNotStarted: { code: string; startsAt: string };
  /** The code's end time has passed. */
  DiscountCodeExpired: { code: string };
  /** Every use of the code is taken (paid, or held by a checkout waiting for payment). */
  DiscountCodeUsedUp: { code: string };
  /** This customer (account or e-mail address) has used the code as often as it allows. */
  DiscountCodeUsedByCustomer: { code: string; times: number };
  /** The goods in the cart come to less than the code asks (`minimum`, decimal text in `currency`). */
  DiscountCodeMinimumOrder: { code: string; minimum: string; currency: string };
  /** The code is for Mail Club members and the caller is not one (or not signed in). */
  DiscountCodeMembersOnly: { code: string };
  /** None of the cart's works is of the kinds or the drop the code is for. */
  DiscountCodeNotApplicable: { code: string };
  /** Too many wrong codes from this client: it may try again in `waitSeconds`. */
  TooManyDiscountCodeAttempts: { waitSeconds: number };
  /** Another discount code has this text already. */
  DiscountCodeTaken: { code: string };
  /** A tracking number to correct on an order not shipped yet. */
  NotShippedYet: { orderNumber: string };
}

export type DomainErrorCode = keyof DomainErrors;

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  constructor(
    readonly code: C,
    readonly data: DomainErrors[C],
  ) {
    // For logs: what happened and with what (the shopper's words are made where it is answered).
    super(`${code} ${JSON.stringify(data)}`);
    this.name = 'DomainError';
  }
}

/**
 * Refusals that mean the cart changed under the shopper: an item cannot be bought as it is now (the
 * checkout reads the cart again, which marks the line), or an earlier checkout was paid (its pieces left the cart).
 */
export const CART_CHANGED_CODES: readonly DomainErrorCode[] = ['SoldOut', 'ItemReserved', 'ItemUnavailable', 'CheckoutAlreadyPaid'];
