import { statement } from '@artshop/persistence';

/*
 * The customers' statements. A customer is one e-mail address whatever its case, named as on their latest
 * paid order, with what they spent (refunds taken off), kept from the orders by triggers (the migration's
 * refresh_customer). `search` is a LIKE pattern for name or e-mail, or null for every customer.
 */

/** The customers matching a search, biggest spenders first; `limit` of them (null: all) from `offset`. */
export const CUSTOMERS = statement({
  name: 'customers.page',
  values: (page: { search: string | null; limit: number | null; offset: number }) => [page.search, page.limit, page.offset],
  text: `SELECT name, email, order_count, spent_cents, last_order FROM customers c
          WHERE $1::text IS NULL OR c.name ILIKE $1 ESCAPE '\\' OR c.email ILIKE $1 ESCAPE '\\'
          ORDER BY spent_cents DESC, last_order DESC, email LIMIT $2 OFFSET $3`,
  map: (row: { name: string; email: string; order_count: number; spent_cents: string; last_order: Date }) => ({
    name: row.name,
    email: row.email,
    orderCount: row.order_count,
    spentCents: Number(row.spent_cents),
    lastOrder: row.last_order,
  }),
});

/** How many customers match a search, and how many there are. */
export const CUSTOMER_COUNTS = statement({
  name: 'customers.counts',
  values: (counting: { search: string | null }) => [counting.search],
  text: `SELECT (SELECT count(*) FROM customers c WHERE $1::text IS NULL OR c.name ILIKE $1 ESCAPE '\\' OR c.email ILIKE $1 ESCAPE '\\')::int AS matching,
                (SELECT count(*) FROM customers)::int AS all_customers`,
  map: (row: { matching: number; all_customers: number }) => ({ matching: row.matching, all: row.all_customers }),
});
