import { statement } from '@artshop/persistence';

/*
 * The papers' statements: the orders they are printed for, and the invoices' numbers (invoices, one per
 * order; invoice_numbers, the one counter row holding the last number given).
 */

/** The orders in these fulfilment statuses and payment statuses, the longest paid first. */
export const ORDERS_TO_PACK = statement({
  name: 'papers.orders-to-pack',
  values: (orders: { statuses: readonly string[]; paymentStatuses: readonly string[] }) => [orders.statuses, orders.paymentStatuses],
  text: `SELECT id FROM orders WHERE status = ANY($1::text[]) AND payment_status = ANY($2::text[]) ORDER BY paid_at, order_number`,
  map: (row: { id: string }) => row.id,
});

/** The orders in these payment statuses paid on the day (from its midnight to the next in the time zone, an IANA name), in the order they were paid. */
export const ORDERS_PAID_ON = statement({
  name: 'papers.orders-paid-on',
  values: (orders: { paymentStatuses: readonly string[]; day: string; timeZone: string }) => [orders.paymentStatuses, orders.day, orders.timeZone],
  text: `SELECT id FROM orders
          WHERE payment_status = ANY($1::text[])
            AND paid_at >= ($2::date)::timestamp AT TIME ZONE $3::text AND paid_at < ($2::date + 1)::timestamp AT TIME ZONE $3::text
          ORDER BY paid_at, order_number`,
  map: (row: { id: string }) => row.id,
});

/** The last invoice number given, its row locked until the transaction ends: invoices are numbered one request at a time. */
export const LOCK_LAST_INVOICE_NUMBER = statement({
  name: 'papers.lock-last-invoice-number',
  text: `SELECT last_number FROM invoice_numbers FOR UPDATE`,
  map: (row: { last_number: string }) => Number(row.last_number),
});

/** An invoice of an order, with its number and when it was first issued. */
export interface InvoiceRow {
  orderId: string;
  number: number;
  issuedAt: Date;
}

const invoiceRow = (row: { order_id: string; invoice_number: string; issued_at: Date }): InvoiceRow => ({
  orderId: row.order_id,
  number: Number(row.invoice_number),
  issuedAt: row.issued_at,
});

/** The invoices already issued for these orders. */
export const INVOICES_OF_ORDERS = statement({
  name: 'papers.invoices-of-orders',
  values: (orders: { orderIds: readonly string[] }) => [orders.orderIds],
  text: `SELECT order_id, invoice_number, issued_at FROM invoices WHERE order_id = ANY($1::uuid[])`,
  map: invoiceRow,
});

/** Issues the invoices of these orders, the nth order's with the nth number; answers them. */
export const ISSUE_INVOICES = statement({
  name: 'papers.issue-invoices',
  values: (invoices: { orderIds: readonly string[]; numbers: readonly number[] }) => [invoices.orderIds, invoices.numbers],
  text: `INSERT INTO invoices (order_id, invoice_number)
         SELECT issued.order_id, issued.invoice_number FROM unnest($1::uuid[], $2::bigint[]) AS issued (order_id, invoice_number)
         RETURNING order_id, invoice_number, issued_at`,
  map: invoiceRow,
});

/** The last invoice number given, in the transaction that gave it. */
export const SET_LAST_INVOICE_NUMBER = statement({
  name: 'papers.set-last-invoice-number',
  values: (counter: { last: number }) => [counter.last],
  text: `UPDATE invoice_numbers SET last_number = $1`,
});
