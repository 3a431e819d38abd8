import { DomainError, ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@artshop/contracts';

/*
 * The life of an order as a table: every move an order can make, from which states, to which. An
 * order has two statuses kept apart: its payment (the provider's money, which only moves forward) and
 * its fulfilment (the artist's work). OrderLifecycle makes every move through `checkMove`, so an order
 * takes no move the table does not list; a refused move is a DomainError (OrderStepNotAllowed,
 * OrderMoveNotAllowed, OrderRefundedInFull), answered with its status and words by service-kit.
 */

/** The state the moves read: the two statuses of an order. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

export type OrderMove =
  /** The provider took the buyer's money: the order is the artist's to fulfil. */
  | 'markPaid'
  /** The buyer's card was refused; they may try another until the hold runs out. */
  | 'decline'
  /** Nobody will pay (the hold ran out, the buyer started again, the provider cancelled the payment). */
  | 'close'
  /** Paid for a piece sold meanwhile to another buyer: the money goes straight back. */
  | 'refundSoldOut'
  /** Money given back after payment, some of it or the rest of it. */
  | 'refundInPart'
  | 'refundInFull'
  /** The artist's fulfilment. */
  | 'pack'
  | 'ship'
  | 'deliver'
  | 'cancel';

interface MoveRule {
  /** The payment statuses the move starts from, and the one it leaves (none: unchanged). */
  payment: { from: readonly PaymentStatus[]; to?: PaymentStatus };
  /** The fulfilment statuses the move starts from, and the one it leaves (none: unchanged). */
  status: { from: readonly OrderStatus[]; to?: OrderStatus };
}

/** A checkout waiting for its money: not an order for the artist yet. */
const UNPAID: readonly PaymentStatus[] = ['awaiting_payment', 'failed'];
/** Paid, and not all of it given back. */
const MONEY_KEPT: readonly PaymentStatus[] = ['paid', 'partially_refunded'];
/** Paid, whatever went back since: an order in the artist's books. */
const PAID: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * Every allowed move. A payment that succeeds after its order closed (the hold ran out) still takes
 * the pieces if they are there, so markPaid and refundSoldOut start from a cancelled checkout too.
 * The fulfilment moves are the contracts' ORDER_STATUS_MOVES (what the admin's menu offers), less
 * packing and shipping once the money went back in full (order-lifecycle.test.ts holds them together).
 */
export const ORDER_MOVES: Readonly<Record<OrderMove, MoveRule>> = {
  markPaid: { payment: { from: UNPAID, to: 'paid' }, status: { from: ['pending', 'cancelled'], to: 'pending' } },
  decline: { payment: { from: UNPAID, to: 'failed' }, status: { from: ['pending'] } },
  close: { payment: { from: UNPAID, to: 'failed' }, status: { from: ['pending'], to: 'cancelled' } },
  refundSoldOut: { payment: { from: UNPAID, to: 'refunded' }, status: { from: ['pending', 'cancelled'], to: 'cancelled' } },
  refundInPart: { payment: { from: MONEY_KEPT, to: 'partially_refunded' }, status: { from: ORDER_STATUSES } },
  refundInFull: { payment: { from: MONEY_KEPT, to: 'refunded' }, status: { from: ORDER_STATUSES } },
  pack: { payment: { from: MONEY_KEPT }, status: { from: ['pending'], to: 'processing' } },
  ship: { payment: { from: MONEY_KEPT }, status: { from: ['processing'], to: 'shipped' } },
  deliver: { payment: { from: PAID }, status: { from: ['shipped'], to: 'delivered' } },
  cancel: { payment: { from: PAID }, status: { from: ['pending', 'processing'], to: 'cancelled' } },
};

/** The artist's moves, by the status the admin asks for ('pending' is no move: nothing goes back to it). */
const FULFILMENT_MOVES: Readonly<Partial<Record<OrderStatus, OrderMove>>> = {
  processing: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** Payment statuses only move forward: a late 'failed' never undoes 'paid'. */
export const PAYMENT_PROGRESS: Readonly<Record<PaymentStatus, number>> = { awaiting_payment: 0, failed: 1, paid: 2, partially_refunded: 3, refunded: 4 };

/** Whether the order's money may still come in (it is a checkout, not an order yet). */
export const awaitsPayment = (order: OrderState) => PAYMENT_PROGRESS[order.paymentStatus] < PAYMENT_PROGRESS.paid;

export function allows(move: OrderMove, order: OrderState): boolean {
  const rule = ORDER_MOVES[move];
  return rule.payment.from.includes(order.paymentStatus) && rule.status.from.includes(order.status);
}

/** The state a move leaves the order in. */
export function after(move: OrderMove, order: OrderState): OrderState {
  const rule = ORDER_MOVES[move];
  return { status: rule.status.to ?? order.status, paymentStatus: rule.payment.to ?? order.paymentStatus };
}

/** Throws unless the table allows the move; answers the state it leaves. */
export function checkMove(move: OrderMove, order: OrderState & { orderNumber: string }): OrderState {
  if (!allows(move, order))
    throw new DomainError('OrderStepNotAllowed', { orderNumber: order.orderNumber, step: move, status: order.status, paymentStatus: order.paymentStatus });
  return after(move, order);
}

/**
 * The move that takes an order to the status the artist asked for, or why not. An open order
 * (not sent, not cancelled) refunded in full is told so first, whichever status was asked.
 */
export function fulfilmentMove(order: OrderState & { orderNumber: string }, to: OrderStatus): OrderMove {
  const move = FULFILMENT_MOVES[to];
  const open = ORDER_MOVES.cancel.status.from.includes(order.status);
  if (move && open && !ORDER_MOVES[move].payment.from.includes(order.paymentStatus))
    throw new DomainError('OrderRefundedInFull', { orderNumber: order.orderNumber });
  if (!move || !ORDER_MOVES[move].status.from.includes(order.status)) throw new DomainError('OrderMoveNotAllowed', { from: order.status, to });
  checkMove(move, order);
  return move;
}

/**
 * The payment move a refund makes: in full once everything paid has gone back (what went back
 * before, and this refund's amount), in part otherwise; none when the status stays as it is (a
 * refund of pieces without money, of an order already refunded in full).
 */
export function refundMove(order: OrderState, refundedBeforeCents: number, amountCents: number, totalCents: number): OrderMove | null {
  const to: PaymentStatus = refundedBeforeCents + amountCents >= totalCents ? 'refunded' : 'partially_refunded';
  if (to === order.paymentStatus) return null;
  return to === 'refunded' ? 'refundInFull' : 'refundInPart';
}
