// Benchmark: GET /api/products and GET /api/products/{id} through the gateway, against a bare Fastify
// server answering the same JSON from memory, on this machine, in one run: first as the storefront
// gets them (the gateway's cached answers), then with the gateway's cache off, so every request takes
// the whole path (gateway → TCP RPC → catalog → PostgreSQL). Then the server-rendered pages GET / and
// GET /product/{id} (HTML, kept by the gateway like the JSON reads) against the cached JSON route.
// Prints requests/s, p50/p95/p99 latency and the ratios. With --pooler every part reaches PostgreSQL
// through a PgBouncer in transaction mode (DB_POOLER=transaction: unnamed statements), as tests/pooler.test.ts.
//   npm run build && node bench/catalog.mjs [--connections 100] [--seconds 10] [--pooler]
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { PgBouncer, TestSystem } from '@artshop/testing';
import { measureGet } from './http-load.mjs';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '100' }, seconds: { type: 'string', default: '10' }, pooler: { type: 'boolean', default: false } },
});
const connections = Number(values.connections);
const duration = Number(values.seconds);

const bouncer = values.pooler ? await PgBouncer.forParts() : undefined;
const system = await TestSystem.start({ seed: true, env: { LOG_LEVEL: 'error' }, partEnv: bouncer?.partEnv });
const bare = Fastify({ logger: false });
try {
  const gatewayUrl = system.baseUrl;
  const products = await (await fetch(`${gatewayUrl}/api/products`)).json();
  const one = products[0];
  bare.get('/api/products', async () => products);
  bare.get('/api/products/:id', async () => one);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const run = (url, headers = {}) => measureGet(url, { connections, seconds: duration, headers });

  const routes = [
    ['GET /api/products', '/api/products'],
    [`GET /api/products/{id}`, `/api/products/${one.id}`],
  ];
  const rows = [];
  for (const [name, path] of routes) {
    const gateway = await run(`${gatewayUrl}${path}`);
    const baseline = await run(`${bareUrl}${path}`);
    rows.push({ name, gateway, baseline, label: 'gateway' });
  }
  // The pages as a visitor's browser asks for them (HTML in Brotli, rendered once and then kept),
  // against the JSON read each page shows, asked for the same way.
  const brotli = { 'accept-encoding': 'br' };
  // As sent (fetch hands the body over decoded).
  const sentBytes = async (path) => Number((await fetch(`${gatewayUrl}${path}`, { headers: brotli })).headers.get('content-length'));
  const pages = [];
  for (const [name, path, jsonPath] of [
    ['GET / (HTML)', '/', '/api/products'],
    ['GET /product/{id} (HTML)', `/product/${one.id}`, `/api/products/${one.id}`],
  ]) {
    const html = await run(`${gatewayUrl}${path}`, brotli);
    const json = await run(`${gatewayUrl}${jsonPath}`, brotli);
    pages.push({ name, html, json, bytes: await sentBytes(path), jsonBytes: await sentBytes(jsonPath) });
  }
  // The same gateway with its cache off: restarted with RESPONSE_CACHE=false on the same database.
  await system.part('gateway').stop();
  system.part('gateway').env.RESPONSE_CACHE = 'false';
  await system.part('gateway').start();
  for (const [name, path] of routes) {
    const gateway = await run(`${gatewayUrl}${path}`);
    rows.push({ name, gateway, baseline: rows.find((row) => row.name === name).baseline, label: 'uncached' });
  }

  console.log(`\n${connections} connections, ${duration} s per run, ${products.length} products, ${bouncer ? 'through PgBouncer' : 'PostgreSQL directly'}\n`);
  console.log('route                      server        req/s     p50 ms  p95 ms  p99 ms');
  const line = (name, label, r) =>
    console.log(
      `${name.padEnd(26)} ${label.padEnd(12)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)}`,
    );
  for (const { name, gateway, baseline, label } of rows) {
    line(name, label, gateway);
    if (label === 'gateway') line(name, 'bare fastify', baseline);
    console.log(`${''.padEnd(26)} ratio        ${(gateway.rps / baseline.rps).toFixed(2)} of bare Fastify\n`);
  }
  console.log('server-rendered pages (cached), in Brotli, against the cached JSON read they show, in Brotli');
  for (const { name, html, json, bytes, jsonBytes } of pages) {
    line(name, 'gateway', html);
    line('', 'its JSON', json);
    const size = (count) => `${(count / 1024).toFixed(1)} kB`;
    console.log(
      `${''.padEnd(26)} ratio        ${(html.rps / json.rps).toFixed(2)} of its JSON read (${size(bytes)} of HTML against ${size(jsonBytes)} sent)\n`,
    );
  }
  const memory = (part) => `${system.part(part).residentMemoryMb()?.toFixed(0)} MB`;
  console.log(`resident memory after the runs: gateway ${memory('gateway')}, catalog ${memory('catalog')}`);
} finally {
  await bare.close();
  await system.close();
  await bouncer?.stop();
}
