import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailClubReport, SalesReport } from '@artshop/contracts';
import { ApiClient, pdfText, registerCustomer, TestSystem } from '@artshop/testing';

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

describe('the shop’s time zone', () => {
  const csvRows = (body: unknown) => parseCsv(String(body), { columns: true, bom: true }) as Array<Record<string, string>>;
  const setZone = (timeZone: string) => admin.put('/api/business-settings', { timeZone });

  it('is refused when it is not an IANA zone, naming what was sent, and nothing changes', async () => {
    const refused = await setZone('Europe/Atlantis');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('"Europe/Atlantis" is not a time zone: choose one such as Europe/Berlin or America/New_York');
    expect((await admin.get('/api/business-settings')).body).toMatchObject({ timeZone: 'UTC' });
  });

  it('moves an order paid and a member joined at 23:30 UTC to the next day in Berlin: in the reports, the tax report and the day’s papers, totals those of the database', async () => {
    await system.query(
      `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, tax_cents, total_cents, payment_status, paid_at)
       VALUES ('Late Night', 'late@example.com', 4000, 330, 4330, 'paid', '2024-08-31T23:30:00Z'),
              ('Early Bird', 'early@example.com', 2000, 165, 2165, 'paid', '2024-09-01T09:00:00Z')`,
    );
    const [db] = await system.query<{ orders: number; total: number }>(
      `SELECT count(*)::int AS orders, sum(total_cents)::int AS total FROM cart_order.orders
        WHERE payment_status = 'paid' AND paid_at >= '2024-08-01' AND paid_at < '2024-10-01'`,
    );
    const period = 'from=2024-08-01&to=2024-09-30&granularity=month';
    const months = async () => ((await admin.get(`/api/reports/sales?${period}`)).body as SalesReport).buckets.map((bucket) => [bucket.start, bucket.orders]);
    const taxMonths = async () => csvRows((await admin.get('/api/orders/tax-report.csv?from=2024-08-01&to=2024-09-30')).body);
    // The PDF as bytes (the API client reads answers as text).
    const dayInvoices = async (day: string): Promise<string> => {
      const answer = await fetch(`${system.baseUrl}/api/orders/invoices.pdf?day=${day}`, { headers: { cookie: admin.sessionCookie!, origin: system.baseUrl } });
      return answer.ok ? pdfText(new Uint8Array(await answer.arrayBuffer())) : ((await answer.json()) as { message: string }).message;
    };

    expect(await months()).toEqual([
      ['2024-08-01', 1],
      ['2024-09-01', 1],
    ]);
    expect((await taxMonths()).map((row) => [row['Period'], row['Orders'], row['Total']])).toEqual([
      ['2024-08', '1', '43.30'],
      ['2024-09', '1', '21.65'],
      ['Total', '2', '64.95'],
    ]);
    expect(await dayInvoices('2024-08-31')).toContain('Late Night');
    // A Mail Club member who joined at the same moment.
    await system.query(
      `INSERT INTO subscription.user_subscriptions (user_email, plan_id, stripe_subscription_id, stripe_customer_id, status, price_cents, currency, created_at)
       VALUES ('late.member@example.com', gen_random_uuid(), 'sub_late_night', 'cus_late_night', 'active', 2500, 'usd', '2024-08-31T23:30:00Z')`,
    );
    const mailClubSeptember = async () => (await admin.get('/api/reports/mail-club?from=2024-09-01&to=2024-09-30')).body as MailClubReport;
    expect(await mailClubSeptember()).toMatchObject({ timeZone: 'UTC', started: 0, activeAtStart: 1 });

    expect((await setZone('Europe/Berlin')).status).toBe(200);
    try {
      const report = (await admin.get(`/api/reports/sales?${period}`)).body as SalesReport;
      expect(report.timeZone).toBe('Europe/Berlin');
      expect(await months()).toEqual([
        ['2024-08-01', 0],
        ['2024-09-01', 2],
      ]);
      expect(report.totals).toMatchObject({ revenue: (db!.total / 100).toFixed(2), orders: db!.orders });
      const tax = await taxMonths();
      expect(tax.map((row) => [row['Period'], row['Orders'], row['Total']])).toEqual([
        ['2024-09', '2', '64.95'],
        ['Total', '2', '64.95'],
      ]);
      expect(await dayInvoices('2024-08-31')).toBe('No order was paid on 2024-08-31 (Europe/Berlin)');
      const september = await dayInvoices('2024-09-01');
      expect(september).toContain('Late Night');
      expect(september).toContain('Early Bird');
      expect(await mailClubSeptember()).toMatchObject({ timeZone: 'Europe/Berlin', started: 1, activeAtStart: 0, activeAtEnd: 1 });
    } finally {
      await setZone('UTC');
    }
  });

  it('dates the orders CSV in the shop’s days: an order placed and a refund made at 23:30 UTC are the next day’s in Berlin', async () => {
    const [order] = await system.query<{ id: string }>(
      `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status, paid_at, created_at)
       VALUES ('Night Owl', 'night.owl@example.com', 5000, 5000, 'partially_refunded', '2024-10-31T23:30:00Z', '2024-10-31T23:30:00Z') RETURNING id`,
    );
    await system.query(
      `INSERT INTO cart_order.order_lines (order_id, product_id, product_name, tier_label, unit_price_cents, quantity) VALUES ($1, gen_random_uuid(), 'Moonrise', 'Print 12x16', 5000, 1)`,
      [order!.id],
    );
    await system.query(
      `INSERT INTO cart_order.order_refunds (order_id, amount_cents, status, completed_at) VALUES ($1, 1000, 'done', '2024-11-30T23:30:00Z')`,
      [order!.id],
    );
    const exported = async () => {
      const [byOrder] = csvRows((await admin.get('/api/orders.csv?rows=orders&q=night.owl@example.com')).body);
      const [byLine] = csvRows((await admin.get('/api/orders.csv?q=night.owl@example.com')).body);
      return [byOrder!['Date'], byOrder!['Paid'], byOrder!['Refund dates'], byLine!['Date'], byLine!['Refund dates']];
    };

    expect(await exported()).toEqual(['2024-10-31T23:30:00+00:00', '2024-10-31T23:30:00+00:00', '2024-11-30', '2024-10-31T23:30:00+00:00', '2024-11-30']);
    expect((await setZone('Europe/Berlin')).status).toBe(200);
    try {
      expect(await exported()).toEqual(['2024-11-01T00:30:00+01:00', '2024-11-01T00:30:00+01:00', '2024-12-01', '2024-11-01T00:30:00+01:00', '2024-12-01']);
    } finally {
      await setZone('UTC');
    }
  });
});
