import { describe, expect, it } from 'vitest';
import { DomainError, ORDER_STATUSES, PAYMENT_STATUSES, orderMoves, type OrderStatus, type PaymentStatus } from '@artshop/contracts';
import { toErrorPayload } from '@artshop/service-kit';
import { ORDER_MOVES, PAYMENT_PROGRESS, allows, checkMove, fulfilmentMove, refundMove, type OrderMove } from './order-lifecycle.js';

const STATES = PAYMENT_STATUSES.flatMap((paymentStatus) => ORDER_STATUSES.map((status) => ({ status, paymentStatus })));
const order = (paymentStatus: PaymentStatus, status: OrderStatus) => ({ paymentStatus, status, orderNumber: '1062' });

/** What `refuse` threw: a DomainError, else the test fails. */
function refusal(refuse: () => unknown): DomainError {
  try {
    refuse();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('The move was allowed');
}

describe('the moves an order can make', () => {
  it('are exactly these, from each state (payment/status) to the one it leaves', () => {
    const allowed = (Object.keys(ORDER_MOVES) as OrderMove[]).flatMap((move) =>
      STATES.filter((state) => allows(move, state)).map((state) => {
        const to = checkMove(move, { ...state, orderNumber: '1' });
        return `${move}: ${state.paymentStatus}/${state.status} → ${to.paymentStatus}/${to.status}`;
      }),
    );
    expect(allowed).toEqual([
      // The buyer's payment, while the order is a checkout (a payment after the hold ran out still counts).
      'markPaid: awaiting_payment/pending → paid/pending',
      'markPaid: awaiting_payment/cancelled → paid/pending',
      'markPaid: failed/pending → paid/pending',
      'markPaid: failed/cancelled → paid/pending',
      'decline: awaiting_payment/pending → failed/pending',
      'decline: failed/pending → failed/pending',
      'close: awaiting_payment/pending → failed/cancelled',
      'close: failed/pending → failed/cancelled',
      'refundSoldOut: awaiting_payment/pending → refunded/cancelled',
      'refundSoldOut: awaiting_payment/cancelled → refunded/cancelled',
      'refundSoldOut: failed/pending → refunded/cancelled',
      'refundSoldOut: failed/cancelled → refunded/cancelled',
      // Refunds after payment, whatever the artist has done with the order.
      ...(['paid', 'partially_refunded'] as const).flatMap((from) =>
        ORDER_STATUSES.map((status) => `refundInPart: ${from}/${status} → partially_refunded/${status}`),
      ),
      ...(['paid', 'partially_refunded'] as const).flatMap((from) => ORDER_STATUSES.map((status) => `refundInFull: ${from}/${status} → refunded/${status}`)),
      // The artist's fulfilment: packing and shipping only while money was kept.
      'pack: paid/pending → paid/processing',
      'pack: partially_refunded/pending → partially_refunded/processing',
      'ship: paid/processing → paid/shipped',
      'ship: partially_refunded/processing → partially_refunded/shipped',
      'deliver: paid/shipped → paid/delivered',
      'deliver: partially_refunded/shipped → partially_refunded/delivered',
      'deliver: refunded/shipped → refunded/delivered',
      'cancel: paid/pending → paid/cancelled',
      'cancel: paid/processing → paid/cancelled',
      'cancel: partially_refunded/pending → partially_refunded/cancelled',
      'cancel: partially_refunded/processing → partially_refunded/cancelled',
      'cancel: refunded/pending → refunded/cancelled',
      'cancel: refunded/processing → refunded/cancelled',
    ]);
  });

  it('only ever move the payment forward: a late failure never undoes a payment', () => {
    for (const move of Object.keys(ORDER_MOVES) as OrderMove[])
      for (const state of STATES.filter((candidate) => allows(move, candidate)))
        expect(PAYMENT_PROGRESS[checkMove(move, { ...state, orderNumber: '1' }).paymentStatus], `${move} from ${state.paymentStatus}`).toBeGreaterThanOrEqual(
          PAYMENT_PROGRESS[state.paymentStatus],
        );
  });

  it('refuse a move of the payment the table does not list: refunding an unpaid checkout, paying an order twice', () => {
    for (const [move, paymentStatus, status] of [
      ['refundInPart', 'failed', 'cancelled'],
      ['markPaid', 'paid', 'pending'],
      ['close', 'failed', 'cancelled'],
      ['decline', 'paid', 'pending'],
    ] as const)
      expect(refusal(() => checkMove(move, order(paymentStatus, status))).code, move).toBe('OrderStepNotAllowed');
    const refused = refusal(() => checkMove('refundInFull', order('awaiting_payment', 'pending')));
    expect(refused).toMatchObject({
      code: 'OrderStepNotAllowed',
      data: { orderNumber: '1062', step: 'refundInFull', paymentStatus: 'awaiting_payment', status: 'pending' },
    });
    expect(toErrorPayload(refused)).toMatchObject({
      status: 409,
      message: 'Order #1062 cannot take this step now: its payment is awaiting payment and it is pending.',
    });
  });
});

describe("the artist's status moves", () => {
  it('refuse shipping a cancelled order with a 400 saying it cannot change any more', () => {
    const refused = refusal(() => fulfilmentMove(order('paid', 'cancelled'), 'shipped'));
    expect(refused).toMatchObject({ code: 'OrderMoveNotAllowed', data: { from: 'cancelled', to: 'shipped' } });
    expect(toErrorPayload(refused)).toMatchObject({ status: 400, message: 'An order that was cancelled cannot change any more.' });
  });

  it('refuse packing or shipping an open order refunded in full with a 409 naming it, whichever status was asked', () => {
    for (const [from, to] of [
      ['pending', 'processing'],
      ['processing', 'shipped'],
      ['pending', 'shipped'],
    ] as const) {
      const refused = refusal(() => fulfilmentMove(order('refunded', from), to));
      expect(refused).toMatchObject({ code: 'OrderRefundedInFull', data: { orderNumber: '1062' } });
      expect(toErrorPayload(refused)).toMatchObject({ status: 409, message: 'Order #1062 was refunded in full, so it cannot be packed or shipped.' });
    }
  });

  it("take an order to exactly the statuses the admin's menu offers (the contracts' orderMoves), for every paid order", () => {
    for (const paymentStatus of ['paid', 'partially_refunded', 'refunded'] as const)
      for (const from of ORDER_STATUSES) {
        const accepted = ORDER_STATUSES.filter((to) => {
          try {
            fulfilmentMove(order(paymentStatus, from), to);
            return true;
          } catch (error) {
            if (!(error instanceof DomainError && ['OrderMoveNotAllowed', 'OrderRefundedInFull'].includes(error.code))) throw error;
            return false;
          }
        });
        expect(accepted, `${paymentStatus}/${from}`).toEqual(orderMoves(from, paymentStatus));
      }
  });

  it('name the move each asked status makes', () => {
    expect(fulfilmentMove(order('paid', 'pending'), 'processing')).toBe('pack');
    expect(fulfilmentMove(order('partially_refunded', 'processing'), 'shipped')).toBe('ship');
    expect(fulfilmentMove(order('refunded', 'shipped'), 'delivered')).toBe('deliver');
    expect(fulfilmentMove(order('refunded', 'processing'), 'cancelled')).toBe('cancel');
    expect(toErrorPayload(refusal(() => fulfilmentMove(order('paid', 'processing'), 'pending')))).toMatchObject({
      status: 400,
      message: 'An order that is processing can only be marked shipped or cancelled, not pending.',
    });
  });
});

describe('the payment move of a refund', () => {
  it('is in full once everything paid went back, in part before, and none when the payment stays as it is', () => {
    const paid = { status: 'pending', paymentStatus: 'paid' } as const;
    expect(refundMove(paid, 0, 2500, 10_000)).toBe('refundInPart');
    expect(refundMove(paid, 0, 10_000, 10_000)).toBe('refundInFull');
    expect(refundMove({ ...paid, paymentStatus: 'partially_refunded' }, 7500, 2500, 10_000)).toBe('refundInFull');
    expect(refundMove({ ...paid, paymentStatus: 'partially_refunded' }, 2500, 2500, 10_000)).toBeNull();
    // The pieces of an order refunded in full, put back on sale at its cancellation: no money, no move.
    expect(refundMove({ ...paid, paymentStatus: 'refunded' }, 10_000, 0, 10_000)).toBeNull();
  });
});
