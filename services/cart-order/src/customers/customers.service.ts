import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import { containsPattern, run } from '@artshop/persistence';
import { centsToDecimal, type CustomerListQuery, type CustomerPage, type CustomerSummary, type FileAnswer } from '@artshop/contracts';
import { CUSTOMER_COUNTS, CUSTOMERS } from './customers.sql.js';

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

function toSummary(customer: { name: string; email: string; orderCount: number; spentCents: number; lastOrder: Date }): CustomerSummary {
  return {
    name: customer.name,
    email: customer.email,
    initials: initialsOf(customer.name),
    orderCount: customer.orderCount,
    totalSpent: centsToDecimal(customer.spentCents),
    lastOrderDate: customer.lastOrder.toISOString(),
  };
}

@Injectable()
export class CustomersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list({ q, page, pageSize }: CustomerListQuery): Promise<CustomerPage> {
    const search = containing(q);
    const [customers, [counts]] = await Promise.all([
      run(this.dataSource, CUSTOMERS, { search, limit: pageSize, offset: (page - 1) * pageSize }),
      run(this.dataSource, CUSTOMER_COUNTS, { search }),
    ]);
    return { customers: customers.map(toSummary), total: counts!.matching, totalCustomers: counts!.all, page, pageSize };
  }

  /** Every customer matching the search, as the Customers screen lists them, for a spreadsheet. */
  async csv({ q }: { q?: string }): Promise<FileAnswer> {
    const rows = await run(this.dataSource, CUSTOMERS, { search: containing(q), limit: null, offset: 0 });
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
