// Benchmark: the back office's Orders and Customers screens at scale. Starts the system empty, measures GET /api/orders
// (page 1, as the screen opens) and a search, then seeds --orders paid orders (two lines each, straight into
// cart-order's tables, in one INSERT per table) and measures again. Prints p50/p99 latency of each read
// (--requests sequential reads each, one admin session, as one artist's browser) and the page's JSON size,
// which must not grow with the number of orders. The inbox (GET /api/messages) the same way, with --messages.
//   npm run build && node bench/admin-scale.mjs [--orders 10000] [--messages 10000] [--requests 200]
import { parseArgs } from 'node:util';
import { ApiClient, TestSystem } from '@artshop/testing';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '10000' }, messages: { type: 'string', default: '10000' }, requests: { type: 'string', default: '200' } },
});
const orderCount = Number(values.orders);
const messageCount = Number(values.messages);
const requests = Number(values.requests);

/** A name the search finds in one order in a thousand. */
const RARE_NAME = 'Philippa Quennell';

/** p50/p99 latency (ms) of `requests` sequential GETs of `path`, after ten not counted, and the answer's size. */
async function measure(admin, path) {
  let bytes = 0;
  const read = async () => {
    const answer = await fetch(`${admin.baseUrl}${path}`, { headers: { cookie: admin.sessionCookie } });
    const body = await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  };
  for (let warm = 0; warm < 10; warm += 1) await read();
  const latencies = [];
  for (let sent = 0; sent < requests; sent += 1) {
    const started = performance.now();
    await read();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))].toFixed(1);
  return { p50: at(0.5), p99: at(0.99), bytes };
}

/** Paid orders spread over the last year, every thousandth for RARE_NAME, with two lines each. */
async function seedOrders(system, count) {
  await system.query(
    `INSERT INTO cart_order.orders (customer_name, customer_email, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method,
       status, payment_status, paid_at, created_at, updated_at)
     SELECT CASE WHEN i % 1000 = 0 THEN $2 ELSE 'Buyer ' || i END, 'buyer' || i || '@example.com', 40000, 1500, 0, 41500, 'standard',
       (ARRAY['pending', 'processing', 'shipped', 'delivered', 'cancelled'])[1 + i % 5], 'paid', t, t, t
     FROM generate_series(1, $1::int) AS i, LATERAL (SELECT now() - (i * interval '50 minutes') AS t) AS times`,
    [count, RARE_NAME],
  );
  await system.query(
    `INSERT INTO cart_order.order_lines (order_id, product_id, product_name, unit_price_cents, quantity, position)
     SELECT o.id, gen_random_uuid(), 'Blue Harbour, print ' || line, 20000, 1, line
     FROM cart_order.orders o, generate_series(0, 1) AS line`,
  );
  await system.query(`ANALYZE cart_order.orders; ANALYZE cart_order.order_lines`);
}

async function seedMessages(system, count) {
  await system.query(
    `INSERT INTO messaging.messages (name, email, subject, message, created_at)
     SELECT CASE WHEN i % 1000 = 0 THEN $2 ELSE 'Visitor ' || i END, 'visitor' || i || '@example.com', 'Question ' || i,
       'Is the painting number ' || i || ' still available? ' || md5(i::text), now() - (i * interval '7 minutes')
     FROM generate_series(1, $1::int) AS i`,
    [count, RARE_NAME],
  );
  await system.query(`ANALYZE messaging.messages`);
}

const system = await TestSystem.start({ env: { LOG_LEVEL: 'error' } });
try {
  const admin = new ApiClient(system.baseUrl);
  const login = await admin.post('/api/auth/login', system.admin);
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const search = encodeURIComponent(RARE_NAME.split(' ')[1].toLowerCase());
  const reads = [
    ['orders, page 1', '/api/orders'],
    ['orders, search', `/api/orders?q=${search}`],
    ['orders, page 5 shipped', '/api/orders?status=shipped&page=5'],
    ['customers, page 1', '/api/customers'],
    ['customers, search', `/api/customers?q=${search}`],
    ['inbox, page 1', '/api/messages'],
    ['inbox, search', `/api/messages?q=${search}`],
  ];
  const rows = [];
  const run = async (label) => {
    for (const [name, path] of reads) rows.push({ label, name, ...(await measure(admin, path)) });
  };
  await run('empty');
  await seedOrders(system, orderCount);
  await seedMessages(system, messageCount);
  await run(`${orderCount} orders, ${messageCount} messages`);

  console.log(`\n${requests} sequential reads each, one admin session, PostgreSQL directly\n`);
  console.log('data                            read                       p50 ms  p99 ms  JSON bytes');
  for (const row of rows) {
    console.log(`${row.label.padEnd(31)} ${row.name.padEnd(26)} ${row.p50.padStart(6)} ${row.p99.padStart(7)} ${String(row.bytes).padStart(11)}`);
  }
} finally {
  await system.close();
}
