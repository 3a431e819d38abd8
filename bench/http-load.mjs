// Closed-loop HTTP load for the benchmarks: `connections` clients on keep-alive connections (undici's
// pool), each sending its next GET as soon as its previous answer has arrived in full, for `seconds`.
// autocannon did this before, but it decodes every answer's body into a string and appends it to the
// last: for answers over 16 kB that cost it more than the server's work (a bare Fastify server sending
// 23.6 kB from memory measured 4,600 req/s through autocannon, 45,000 through this, 76,000 through wrk),
// so the server-rendered pages were measured at the load generator's speed rather than the gateway's.
import { Pool } from 'undici';

/**
 * Requests/s and latency percentiles (ms) of GET `url` under `connections` clients for `seconds`, after
 * `warmUpSeconds` of the same load on the same connections (not counted).
 */
export async function measureGet(url, { connections, seconds, warmUpSeconds = 2, headers = {} }) {
  const { origin, pathname, search } = new URL(url);
  // A stalled server fails the run in seconds rather than undici's default five minutes.
  const pool = new Pool(origin, { connections, pipelining: 1, headersTimeout: 10_000, bodyTimeout: 10_000 });
  const load = async (until, latencies) => {
    const failures = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const sent = performance.now();
          try {
            const answer = await pool.request({ method: 'GET', path: `${pathname}${search}`, headers });
            // Read the whole body, as a browser would receive it, without decoding it.
            for await (const _chunk of answer.body);
            if (answer.statusCode >= 300) failures.push(`status ${answer.statusCode}`);
          } catch (error) {
            failures.push(error.message);
          }
          latencies?.push(performance.now() - sent);
        }
      }),
    );
    if (failures.length > 0) throw new Error(`${url}: ${failures.length} requests failed (first: ${failures[0]})`);
  };
  try {
    await load(performance.now() + warmUpSeconds * 1000);
    const latencies = [];
    const started = performance.now();
    await load(started + seconds * 1000, latencies);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (percent) => latencies[Math.min(latencies.length - 1, Math.floor((percent / 100) * latencies.length))].toFixed(1);
    return { rps: latencies.length / elapsed, p50: at(50), p95: at(95), p99: at(99) };
  } finally {
    await pool.close();
  }
}
