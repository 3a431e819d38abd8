// Benchmark: GET /api/products and GET /api/products/{id} through the gateway (gateway → TCP RPC →
// catalog → PostgreSQL), against a bare Fastify server answering the same JSON from memory, on this
// machine, in one run. Prints requests/s, p50/p95/p99 latency and the ratio.
//   npm run build && node bench/catalog.mjs [--connections 100] [--seconds 10]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { TestSystem } from '@artshop/testing';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '100' }, seconds: { type: 'string', default: '10' } } });
const connections = Number(values.connections);
const duration = Number(values.seconds);

const system = await TestSystem.start({ seed: true, env: { LOG_LEVEL: 'error' } });
const bare = Fastify({ logger: false });
try {
  const products = await (await fetch(`${system.baseUrl}/api/products`)).json();
  const one = products[0];
  bare.get('/api/products', async () => products);
  bare.get('/api/products/:id', async () => one);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const run = async (url) => {
    await autocannon({ url, connections, duration: 2 }); // warm-up
    const latencies = [];
    const instance = autocannon({ url, connections, duration });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;
    if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    latencies.sort((a, b) => a - b);
    const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    return { rps: result.requests.average, p50: at(50), p95: at(95), p99: at(99) };
  };

  const rows = [];
  for (const [name, path] of [['GET /api/products', '/api/products'], [`GET /api/products/{id}`, `/api/products/${one.id}`]]) {
    const gateway = await run(`${system.baseUrl}${path}`);
    const baseline = await run(`${bareUrl}${path}`);
    rows.push({ name, gateway, baseline });
  }

  console.log(`\n${connections} connections, ${duration} s per run, ${products.length} products\n`);
  console.log('route                      server        req/s     p50 ms  p95 ms  p99 ms');
  for (const { name, gateway, baseline } of rows) {
    for (const [label, r] of [['gateway', gateway], ['bare fastify', baseline]]) {
      console.log(`${name.padEnd(26)} ${label.padEnd(12)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)}`);
    }
    console.log(`${''.padEnd(26)} ratio        ${(gateway.rps / baseline.rps).toFixed(2)} of bare Fastify\n`);
  }
  const memory = (part) => `${system.part(part).residentMemoryMb()?.toFixed(0)} MB`;
  console.log(`resident memory after the runs: gateway ${memory('gateway')}, catalog ${memory('catalog')}`);
} finally {
  await bare.close();
  await system.close();
}

