// Benchmark: double submits of POST /api/create-payment-intent. Each of --carts shoppers (each on an address of
// its own, as behind the shop's proxy) has two prints in the cart and sends --starts starts at once, as a
// double click or a retrying client does; then pays the payment it was given with the test card 4242 and comes
// back as the success page does. Prints the start latency (p50/p95/p99), the distinct orders and payments each
// cart was answered, and the paid orders per cart: one each, whatever the number of starts.
//   npm run build && node bench/checkout-double-submit.mjs [--carts 20] [--starts 5]
import { parseArgs } from 'node:util';
import { ApiClient, confirmWithTestCard, TestSystem, useTestShopSettings } from '@artshop/testing';

const { values } = parseArgs({ options: { carts: { type: 'string', default: '20' }, starts: { type: 'string', default: '5' } } });
const carts = Number(values.carts);
const starts = Number(values.starts);

const CUSTOMER = {
  customerName: 'Bench Buyer',
  customerEmail: 'bench@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

/** A shopper on an address of its own (the gateway trusts X-Forwarded-For here, as behind the Ingress). */
class Shopper extends ApiClient {
  constructor(baseUrl, index) {
    super(baseUrl);
    this.ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  }
  request(method, path, body, headers = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.ip, ...headers });
  }
}

const system = await TestSystem.start({ env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true' } });
try {
  const admin = new ApiClient(system.baseUrl);
  await admin.post('/api/auth/login', system.admin);
  await useTestShopSettings(admin);
  const created = await admin.post('/api/products', {
    name: 'Bench Painting',
    slug: 'bench-painting',
    price: '900',
    pricingTiers: [{ size: '18x24', price: '225', type: 'Print', stock: 100_000, description: 'Archival print' }],
  });
  if (created.status !== 201) throw new Error(`creating a product: ${created.status} ${JSON.stringify(created.body)}`);
  const { id: productId, pricingTiers } = created.body;
  const tierId = pricingTiers[0].id;
  const stockBefore = 100_000;

  const shoppers = Array.from({ length: carts }, (_, index) => new Shopper(system.baseUrl, index));
  await Promise.all(
    shoppers.map(async (shopper) => {
      const added = await shopper.post('/api/cart', { productId, tierId, quantity: 2 });
      if (added.status !== 201) throw new Error(`adding to a cart: ${added.status} ${JSON.stringify(added.body)}`);
    }),
  );

  const latencies = [];
  const statuses = new Map();
  const began = performance.now();
  const answers = await Promise.all(
    shoppers.map((shopper) =>
      Promise.all(
        Array.from({ length: starts }, async () => {
          const before = performance.now();
          const answer = await shopper.post('/api/create-payment-intent', { customerInfo: CUSTOMER, shippingMethod: 'standard' });
          latencies.push(performance.now() - before);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          return answer;
        }),
      ),
    ),
  );
  const seconds = (performance.now() - began) / 1000;
  const distinct = answers.map((cart) => new Set(cart.filter((answer) => answer.status === 200).map((answer) => answer.body.paymentIntentId)).size);
  const [{ held }] = await system.query(`SELECT $1::int - stock AS held FROM catalog.pricing_tiers WHERE id = $2`, [stockBefore, tierId]);

  // Each cart pays every payment it was given (one, unless something is wrong) and comes back.
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      const intents = new Map(answers[index].filter((answer) => answer.status === 200).map((answer) => [answer.body.paymentIntentId, answer.body]));
      for (const intent of intents.values()) {
        await confirmWithTestCard(intent);
        await shopper.post('/api/orders', { paymentIntentId: intent.paymentIntentId });
      }
    }),
  );
  const paid = await system.query(
    `SELECT count(*)::int AS orders FROM cart_order.orders o JOIN cart_order.order_lines l ON l.order_id = o.id
      WHERE l.tier_id = $1 AND o.payment_status = 'paid' GROUP BY o.owner_key`,
    [tierId],
  );
  const [{ sold }] = await system.query(
    `SELECT coalesce(sum(quantity), 0)::int AS sold FROM catalog.stock_reservations WHERE tier_id = $1 AND status = 'committed'`,
    [tierId],
  );

  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const count = (values) =>
    Object.entries(values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {})).map(([value, n]) => `${n}×${value}`);
  console.log(`\n${carts} carts × ${starts} starts at once (${carts * starts} POST /api/create-payment-intent)\n`);
  console.log(`answers: ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}; ${(latencies.length / seconds).toFixed(0)} starts per second`);
  console.log(`start latency: p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   max ${latencies.at(-1).toFixed(1)} ms`);
  console.log(`distinct payments answered per cart: ${count(distinct).join(', ')}; prints held after the starts: ${held} (2 per cart: ${carts * 2})`);
  console.log(`paid orders per cart: ${count(paid.map((row) => row.orders)).join(', ')} over ${paid.length} carts; prints sold: ${sold}`);
  if (paid.length !== carts || paid.some((row) => row.orders !== 1) || sold !== carts * 2) process.exitCode = 1;
} finally {
  await system.close();
}
