import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import { containsPattern } from '@artshop/persistence';
import { centsToDecimal, type CustomerListQuery, type CustomerPage, type CustomerSummary, type FileAnswer } from '@artshop/contracts';

interface CustomerRow {
  name: string;
  email: string;
  order_count: number;
  spent_cents: string;
  last_order: Date;
}

/**
 * The customers of the shop: one per e-mail address whatever its case, named as on their latest paid
 * order, with what they spent (refunds taken off), kept from the orders by triggers (the migration's
 * refresh_customer). `$1` is the search (a LIKE pattern for name or e-mail) or null.
 */
const MATCHING = `$1::text IS NULL OR c.name ILIKE $1 ESCAPE '\\' OR c.email ILIKE $1 ESCAPE '\\'`;

/** Biggest spenders first; `$2` rows (null: all) from `$3`. */
const CUSTOMERS_SQL = `SELECT * FROM customers c WHERE ${MATCHING} ORDER BY spent_cents DESC, last_order DESC, email LIMIT $2 OFFSET $3`;

const COUNTS_SQL = `SELECT (SELECT count(*) FROM customers c WHERE ${MATCHING})::int AS matching, (SELECT count(*) FROM customers)::int AS all_customers`;

/** 'anne' → '%anne%', with the search's own % and _ taken literally. */
const containing = (search: string | undefined): string | null => (search === undefined ? null : containsPattern(search));

/** First letters of up to two name words: 'Anne-Marie de Vries' → 'AD', 'Cara "CJ" Jones' → 'CC'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join('');
}

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    name: row.name,
    email: row.email,
    initials: initialsOf(row.name),
    orderCount: row.order_count,
    totalSpent: centsToDecimal(Number(row.spent_cents)),
    lastOrderDate: row.last_order.toISOString(),
  };
}

@Injectable()
export class CustomersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list({ q, page, pageSize }: CustomerListQuery): Promise<CustomerPage> {
    const search = containing(q);
    const [rows, [counts]] = await Promise.all([
      this.dataSource.query<CustomerRow[]>(CUSTOMERS_SQL, [search, pageSize, (page - 1) * pageSize]),
      this.dataSource.query<Array<{ matching: number; all_customers: number }>>(COUNTS_SQL, [search]),
    ]);
    return { customers: rows.map(toSummary), total: counts!.matching, totalCustomers: counts!.all_customers, page, pageSize };
  }

  /** Every customer matching the search, as the Customers screen lists them, for a spreadsheet. */
  async csv({ q }: { q?: string }): Promise<FileAnswer> {
    const rows = await this.dataSource.query<CustomerRow[]>(CUSTOMERS_SQL, [containing(q), null, 0]);
    const body = stringify(
      rows.map(toSummary).map((customer) => [customer.name, customer.email, customer.orderCount, customer.totalSpent, customer.lastOrderDate.slice(0, 10)]),
      {
        header: true,
        columns: ['Name', 'Email', 'Orders', 'Total Spent', 'Last Order'],
        // Excel reads UTF-8 (accented names) only with a byte order mark.
        bom: true,
        // A cell starting with = + - @ would run as a formula in a spreadsheet: names are typed by buyers.
        cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    return { contentType: 'text/csv; charset=utf-8', filename: `customers-${today}.csv`, body };
  }
}
