// Benchmark: POST /api/create-payment-intent through the gateway with 50 buyers at once, each with their own
// cart (a print of one of 20 paintings): the whole path of starting a payment, i.e. the cart priced by
// catalog, the business settings from content, the order written, its stock held in catalog (one conditional
// update per stock), the payment created at the Stripe emulator through the `stripe` SDK. Prints p50/p95/p99 latency, stock holds
// per second and memory.
//   npm run build && node bench/checkout.mjs [--connections 50] [--carts 2000]
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { ApiClient, TestSystem, commandCpuMs, processCpuMs } from '@artshop/testing';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '50' }, carts: { type: 'string', default: '2000' } } });
const connections = Number(values.connections);
const carts = Number(values.carts);

const CUSTOMER = {
  customerName: 'Bench Buyer',
  customerEmail: 'bench@example.com',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

/** Runs `task` over `items`, `concurrency` at a time. */
async function pool(items, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

// Each buyer comes from an address of its own, as shoppers do behind the shop's proxy (the gateway trusts
// X-Forwarded-For here, as behind the Ingress): the limits on what one client may start and hold apply as set.
const system = await TestSystem.start({ env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true' } });
const addressOf = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
try {
  const admin = new ApiClient(system.baseUrl);
  await admin.post('/api/auth/login', system.admin);
  // Twenty paintings with a large print run each, so that buyers do not all queue on one stock row.
  const paintings = [];
  for (let number = 0; number < 20; number += 1) {
    const answer = await admin.post('/api/products', {
      name: `Bench Painting ${number}`,
      slug: `bench-painting-${number}`,
      price: '900',
      pricingTiers: [
        { size: '36x48', price: '2400', type: 'Original', stock: 1, description: 'The painting' },
        { size: '18x24', price: '225', type: 'Print', stock: 100_000, description: 'Archival print' },
      ],
    });
    if (answer.status !== 201) throw new Error(`creating a product: ${answer.status} ${JSON.stringify(answer.body)}`);
    paintings.push(answer.body);
  }

  process.stdout.write(`preparing ${carts} carts… `);
  const buyers = Array.from({ length: carts }, (_, index) => ({
    api: new ApiClient(system.baseUrl),
    address: addressOf(index),
    painting: paintings[index % paintings.length],
  }));
  await pool(buyers, 20, async ({ api, painting }) => {
    const added = await api.post('/api/cart', { productId: painting.id, tierId: painting.pricingTiers[1].id, quantity: 1 });
    if (added.status !== 201) throw new Error(`adding to a cart: ${added.status} ${JSON.stringify(added.body)}`);
  });
  console.log('done');

  // The payments go through undici's pool, one keep-alive connection per buyer at once, each with its
  // buyer's session cookie: the load generator shares the two cores with the shop, and fetch (the
  // carts above) cost it 0.7-0.8 ms of CPU per request, against ~0.3 ms this way.
  const http = new Pool(system.baseUrl, { connections });
  const payment = JSON.stringify({ customerInfo: CUSTOMER });
  const startPayment = async ({ api, address }) => {
    const answer = await http.request({
      method: 'POST',
      path: '/api/create-payment-intent',
      headers: { origin: system.baseUrl, 'content-type': 'application/json', cookie: api.sessionCookie, 'x-forwarded-for': address },
      body: payment,
    });
    await answer.body.dump();
    return answer.statusCode;
  };

  // Warm-up: the first 5% of the carts, not counted.
  const warm = Math.ceil(carts * 0.05);
  await pool(buyers.slice(0, warm), connections, startPayment);

  const cpuUsed = () => ({
    gateway: system.part('gateway').cpuMs(),
    'cart-order': system.part('cart-order').cpuMs(),
    catalog: system.part('catalog').cpuMs(),
    postgres: commandCpuMs('postgres'),
    'load generator': processCpuMs(process.pid),
  });
  const cpuBefore = cpuUsed();
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  await pool(buyers.slice(warm), connections, async (buyer) => {
    const before = performance.now();
    const status = await startPayment(buyer);
    latencies.push(performance.now() - before);
    if (status !== 200) failures += 1;
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuUsed();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const [{ held }] = await system.query(`SELECT count(*)::int AS held FROM catalog.stock_reservations WHERE status = 'active'`);

  console.log(`\nPOST /api/create-payment-intent, ${connections} buyers at once, ${latencies.length} carts (after ${warm} warm-up)\n`);
  console.log(`p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   max ${latencies.at(-1).toFixed(1)} ms`);
  console.log(`${(latencies.length / seconds).toFixed(0)} payments started (stock holds) per second; ${failures} failed; ${held} holds active`);
  const cpuPerPayment = Object.keys(cpuAfter).map((part) => `${part} ${((cpuAfter[part] - cpuBefore[part]) / latencies.length).toFixed(2)} ms`);
  console.log(`CPU per payment: ${cpuPerPayment.join(', ')}`);
  const memory = (part) => `${system.part(part).residentMemoryMb()?.toFixed(0)} MB`;
  console.log(`resident memory after the run: gateway ${memory('gateway')}, cart-order ${memory('cart-order')}, catalog ${memory('catalog')}`);
  if (failures > 0) process.exitCode = 1;
  await http.close();
} finally {
  await system.close();
}
