import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '@artshop/contracts';
import { ApiClient, registerCustomer, TestSystem } from '@artshop/testing';

/* The Reports screen's figures through the real gateway: the admin's alone, and the CSV as a file. */

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await TestSystem.start();
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const PERIOD = 'from=2024-06-01&to=2024-06-30&granularity=week';

describe('sales reports', () => {
  it('are refused to a visitor (401) and a customer (403)', async () => {
    const customer = new ApiClient(system.baseUrl);
    expect(
      (await registerCustomer(system, customer, { email: 'rita.reader@example.com', password: 'correct horse battery', firstName: 'Rita', lastName: 'Reader' }))
        .status,
    ).toBe(201);
    for (const path of [`/api/reports/sales?${PERIOD}`, `/api/reports/sales.csv?${PERIOD}`, '/api/reports/mail-club?from=2024-06-01&to=2024-06-30']) {
      const signedOut = await new ApiClient(system.baseUrl).get(path);
      expect(signedOut.status, path).toBe(401);
      expect((await customer.get(path)).status, path).toBe(403);
    }
  });

  it('give the admin the orders of the period, and the same as a CSV file', async () => {
    await system.query(
      `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status, paid_at)
       VALUES ('Ann Lee', 'ann@example.com', 12000, 12000, 'paid', '2024-06-10T12:00:00Z'),
              ('Bob Stone', 'bob@example.com', 3050, 3050, 'paid', '2024-06-20T12:00:00Z'),
              ('Unpaid', 'unpaid@example.com', 9900, 9900, 'awaiting_payment', NULL)`,
    );
    const answer = await admin.get(`/api/reports/sales?${PERIOD}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = answer.body as SalesReport;
    expect(report.totals).toEqual({ revenue: '150.50', orders: 2, averageOrderValue: '75.25' });
    expect(report.buckets.map((bucket) => bucket.start)).toEqual(['2024-05-27', '2024-06-03', '2024-06-10', '2024-06-17', '2024-06-24']);

    const file = await admin.get(`/api/reports/sales.csv?${PERIOD}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('sales-report-week-2024-06-01-to-2024-06-30.csv');
    const rows = parseCsv(String(file.body), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows.find((row) => row['Section'] === 'Total')).toMatchObject({ 'Orders or units': '2', [`Amount (${report.currency})`]: '150.50' });

    const mailClub = await admin.get('/api/reports/mail-club?from=2024-06-01&to=2024-06-30');
    expect(mailClub.status).toBe(200);
    expect(mailClub.body).toMatchObject({ started: 0, cancelled: 0, activeAtEnd: 0, revenue: null });

    const backwards = await admin.get('/api/reports/sales?from=2024-06-30&to=2024-06-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('To must not be before From');
  });
});
