import type { DataSource } from 'typeorm';
import { run } from '@artshop/persistence';
import { INVOICES_OF_ORDERS, ISSUE_INVOICES, LOCK_LAST_INVOICE_NUMBER, SET_LAST_INVOICE_NUMBER } from './order-papers.sql.js';

export interface IssuedInvoice {
  number: number;
  issuedAt: Date;
}

/**
 * The invoices of these orders, each numbered the first time it is issued: new numbers follow the
 * last one given, in the order of `orderIds`, with no gap and no repeat. The one counter row is
 * locked first, so requests issuing at the same time take their turn (and a second request for the
 * same order finds the number the first one gave); the numbers and the counter commit together.
 */
export async function issueInvoices(dataSource: DataSource, orderIds: readonly string[]): Promise<Map<string, IssuedInvoice>> {
  return dataSource.transaction(async (manager) => {
    const [lastGiven] = await run(manager, LOCK_LAST_INVOICE_NUMBER);
    let last = lastGiven!;
    const issued = new Map((await run(manager, INVOICES_OF_ORDERS, { orderIds })).map(({ orderId, ...invoice }) => [orderId, invoice]));
    const fresh = [...new Set(orderIds)].filter((id) => !issued.has(id));
    if (fresh.length === 0) return issued;
    const numbers = fresh.map(() => ++last);
    const inserted = await run(manager, ISSUE_INVOICES, { orderIds: fresh, numbers });
    await run(manager, SET_LAST_INVOICE_NUMBER, { last });
    for (const { orderId, ...invoice } of inserted) issued.set(orderId, invoice);
    return issued;
  });
}
