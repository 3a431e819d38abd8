import type { DataSource } from 'typeorm';

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
    const [counter]: Array<{ last: string }> = await manager.query(`SELECT last_number AS last FROM invoice_numbers FOR UPDATE`);
    let last = Number(counter!.last);
    const rows: Array<{ orderId: string; number: string; issuedAt: Date }> = await manager.query(
      `SELECT order_id AS "orderId", invoice_number AS number, issued_at AS "issuedAt" FROM invoices WHERE order_id = ANY($1::uuid[])`,
      [orderIds],
    );
    const issued = new Map(rows.map((row) => [row.orderId, { number: Number(row.number), issuedAt: row.issuedAt }]));
    const fresh = [...new Set(orderIds)].filter((id) => !issued.has(id));
    if (fresh.length === 0) return issued;
    const numbers = fresh.map(() => ++last);
    const inserted: Array<{ orderId: string; number: string; issuedAt: Date }> = await manager.query(
      `INSERT INTO invoices (order_id, invoice_number)
       SELECT * FROM unnest($1::uuid[], $2::bigint[])
       RETURNING order_id AS "orderId", invoice_number AS number, issued_at AS "issuedAt"`,
      [fresh, numbers],
    );
    await manager.query(`UPDATE invoice_numbers SET last_number = $1`, [last]);
    for (const row of inserted) issued.set(row.orderId, { number: Number(row.number), issuedAt: row.issuedAt });
    return issued;
  });
}
