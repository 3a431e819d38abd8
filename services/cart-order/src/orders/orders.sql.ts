import type { OrderStatus } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * The orders' statements of fixed text: their status history and their refunds (order_refunds). The
 * admin's lists, exports and tax report filter by what the artist asks, and build their conditions.
 */

/** A step of an order's status history, in the transaction of the change. */
export const RECORD_STATUS_STEP = statement({
  name: 'orders.record-status-step',
  values: (step: { orderId: string; status: OrderStatus; note: string | null }) => [step.orderId, step.status, step.note],
  text: `INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)`,
});

/** The status history of these orders, oldest step first. */
export const STATUS_HISTORIES = statement({
  name: 'orders.status-histories',
  values: (orders: { orderIds: readonly string[] }) => [orders.orderIds],
  text: `SELECT order_id, status, note, at FROM order_status_history WHERE order_id = ANY($1::uuid[]) ORDER BY at, id`,
  map: (row: { order_id: string; status: OrderStatus; note: string | null; at: Date }) => ({
    orderId: row.order_id,
    status: row.status,
    note: row.note,
    at: row.at,
  }),
});

/** Every piece of an order refunded (the provider gave it all back). */
export const REFUND_EVERY_LINE = statement({
  name: 'orders.refund-every-line',
  values: (order: { orderId: string }) => [order.orderId],
  text: `UPDATE order_lines SET refunded_quantity = quantity WHERE order_id = $1`,
});

/** Locks an order's row, whatever its status (alone: a row lock cannot cover an outer join). */
export const LOCK_ORDER = statement({
  name: 'orders.lock',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT id FROM orders WHERE id = $1 FOR UPDATE`,
});

/** Locks an order's row if it is paid (an unpaid checkout is not an order). */
export const LOCK_PAID_ORDER = statement({
  name: 'orders.lock-paid',
  values: (order: { orderId: string; paidStatuses: readonly string[] }) => [order.orderId, order.paidStatuses],
  text: `SELECT id FROM orders WHERE id = $1 AND payment_status = ANY($2::text[]) FOR UPDATE`,
});

/** A whole order's refund the provider already made for a piece sold meanwhile: recorded done. */
export const RECORD_SOLD_OUT_REFUND = statement({
  name: 'refunds.record-sold-out',
  values: (refund: { orderId: string; amountCents: number; reason: string; providerRefundId: string }) => [
    refund.orderId,
    refund.amountCents,
    refund.reason,
    refund.providerRefundId,
  ],
  text: `INSERT INTO order_refunds (order_id, amount_cents, return_to_stock, reason, provider_refund_id) VALUES ($1, $2, false, $3, $4)`,
});

/** A refund recorded before the provider is asked for it; answers its id. */
export const RECORD_PENDING_REFUND = statement({
  name: 'refunds.record-pending',
  values: (refund: {
    orderId: string;
    lineId: string | null;
    amountCents: number;
    returnToStock: boolean;
    reason: string;
    key: string;
    pieces: ReadonlyArray<{ lineId: string; quantity: number }>;
    cancelsOrder: boolean;
    statusNote: string | null;
  }) => [
    refund.orderId,
    refund.lineId,
    refund.amountCents,
    refund.returnToStock,
    refund.reason,
    refund.key,
    JSON.stringify(refund.pieces),
    refund.cancelsOrder,
    refund.statusNote,
  ],
  text: `INSERT INTO order_refunds (order_id, line_id, amount_cents, return_to_stock, reason, status, idempotency_key, pieces, cancels_order, status_note, completed_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, NULL)
         RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/** The artist's request that made a refund, so a retried request finds it. */
export const NAME_REFUND_REQUEST = statement({
  name: 'refunds.name-request',
  values: (refund: { refundId: string; requestKey: string }) => [refund.refundId, refund.requestKey],
  text: `UPDATE order_refunds SET request_key = $2 WHERE id = $1`,
});

/** What became of the refund a request key made (none: never made, or refused). */
export const REFUND_OF_REQUEST = statement({
  name: 'refunds.of-request',
  values: (request: { orderId: string; requestKey: string }) => [request.orderId, request.requestKey],
  text: `SELECT status FROM order_refunds WHERE order_id = $1 AND request_key = $2`,
  map: (row: { status: 'done' | 'pending' }) => row.status,
});

/** Whether a refund of the order is pending. */
export const PENDING_REFUND_OF_ORDER = statement({
  name: 'refunds.pending-of-order',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT 1 FROM order_refunds WHERE order_id = $1 AND status = 'pending'`,
});

/** The money an order's done refunds gave back. */
export const REFUNDED_CENTS = statement({
  name: 'refunds.refunded-cents',
  values: (order: { orderId: string }) => [order.orderId],
  text: `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE order_id = $1 AND status = 'done'`,
  map: (row: { cents: number }) => row.cents,
});

/** The money each of these orders' done refunds gave back (orders without one are left out). */
export const REFUNDED_CENTS_OF_ORDERS = statement({
  name: 'refunds.refunded-cents-of-orders',
  values: (orders: { orderIds: readonly string[] }) => [orders.orderIds],
  text: `SELECT order_id, sum(amount_cents)::int AS cents FROM order_refunds WHERE order_id = ANY($1::uuid[]) AND status = 'done' GROUP BY order_id`,
  map: (row: { order_id: string; cents: number }) => ({ orderId: row.order_id, cents: row.cents }),
});

/** These orders' done refunds, oldest first: how much, and when each was done. */
export const DONE_REFUNDS_OF_ORDERS = statement({
  name: 'refunds.done-of-orders',
  values: (orders: { orderIds: readonly string[] }) => [orders.orderIds],
  text: `SELECT order_id, amount_cents, completed_at, created_at FROM order_refunds
          WHERE order_id = ANY($1::uuid[]) AND status = 'done'
          ORDER BY coalesce(completed_at, created_at), id`,
  map: (row: { order_id: string; amount_cents: number; completed_at: Date | null; created_at: Date }) => ({
    orderId: row.order_id,
    cents: row.amount_cents,
    at: row.completed_at ?? row.created_at,
  }),
});

/** The order a refund is of (none: dropped). */
export const REFUND_ORDER = statement({
  name: 'refunds.order',
  values: (refund: { refundId: string }) => [refund.refundId],
  text: `SELECT order_id FROM order_refunds WHERE id = $1`,
  map: (row: { order_id: string }) => row.order_id,
});

/** A pending refund as recorded (none: finished or dropped). */
export const PENDING_REFUND = statement({
  name: 'refunds.pending',
  values: (refund: { refundId: string }) => [refund.refundId],
  text: `SELECT id, order_id, line_id, amount_cents, return_to_stock, reason, idempotency_key, pieces, cancels_order, status_note
           FROM order_refunds WHERE id = $1 AND status = 'pending'`,
  map: (row: {
    id: string;
    order_id: string;
    line_id: string | null;
    amount_cents: number;
    return_to_stock: boolean;
    reason: string | null;
    idempotency_key: string;
    pieces: Array<{ lineId: string; quantity: number }>;
    cancels_order: boolean;
    status_note: string | null;
  }) => ({
    id: row.id,
    orderId: row.order_id,
    lineId: row.line_id,
    amountCents: row.amount_cents,
    returnToStock: row.return_to_stock,
    reason: row.reason ?? 'Refund',
    key: row.idempotency_key,
    pieces: row.pieces,
    cancelsOrder: row.cancels_order,
    statusNote: row.status_note,
  }),
});

/** The pending refunds of a payment. */
export const PENDING_REFUNDS_OF_PAYMENT = statement({
  name: 'refunds.pending-of-payment',
  values: (payment: { paymentId: string }) => [payment.paymentId],
  text: `SELECT r.id FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.status = 'pending' AND o.payment_intent_id = $1`,
  map: (row: { id: string }) => row.id,
});

/** Pending refunds older than a few seconds (younger ones are still with their request), oldest first, at most 50. */
export const STALE_PENDING_REFUNDS = statement({
  name: 'refunds.stale-pending',
  text: `SELECT id FROM order_refunds WHERE status = 'pending' AND created_at < now() - interval '5 seconds' ORDER BY created_at LIMIT 50`,
  map: (row: { id: string }) => row.id,
});

/** The provider made the refund: done, once. */
export const FINISH_REFUND = statement({
  name: 'refunds.finish',
  values: (refund: { refundId: string; providerRefundId: string | null }) => [refund.refundId, refund.providerRefundId],
  text: `UPDATE order_refunds SET status = 'done', provider_refund_id = $2, completed_at = now(), last_error = NULL WHERE id = $1 AND status = 'pending'`,
});

/** The provider refused a pending refund: nothing was refunded, so nothing stays recorded. */
export const DROP_PENDING_REFUND = statement({
  name: 'refunds.drop-pending',
  values: (refund: { refundId: string }) => [refund.refundId],
  text: `DELETE FROM order_refunds WHERE id = $1 AND status = 'pending'`,
});

/** A pending refund's try that failed, counted with its error. */
export const NOTE_REFUND_FAILURE = statement({
  name: 'refunds.note-failure',
  values: (failure: { refundId: string; error: string }) => [failure.refundId, failure.error],
  text: `UPDATE order_refunds SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND status = 'pending'`,
});
