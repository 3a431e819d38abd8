import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventSource } from '@artshop/contracts';

/** Seconds; from a fast cached read to an RPC that waits for its timeout. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One part's Prometheus metrics (prom-client): the process's own (event-loop lag, memory, GC), the
 * calls it answers, and what its domains count. One registry per part, not prom-client's global one,
 * so that tests running several parts in one process keep them apart.
 */
export class PartMetrics {
  readonly registry = new Registry();
  private readonly rpcDuration: Histogram<'pattern' | 'outcome'>;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly metrics = new Map<string, Counter<string> | Gauge<string>>();

  constructor(readonly part: EventSource) {
    this.registry.setDefaultLabels({ part });
    collectDefaultMetrics({ register: this.registry, prefix: 'artshop_process_' });
    this.rpcDuration = new Histogram({
      name: 'artshop_rpc_duration_seconds',
      help: 'RPC calls answered by this part, by pattern and outcome (ok, or the error status)',
      labelNames: ['pattern', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'artshop_http_request_duration_seconds',
      help: 'HTTP requests answered by this part, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  observeRpc(pattern: string, outcome: string, seconds: number): void {
    this.rpcDuration.observe({ pattern, outcome }, seconds);
  }

  /** Times every HTTP request by its route pattern (never the raw URL: ids would make a series each). */
  observeHttp(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  }

  /** A domain's counter (e-mails sent, payments), made once per name. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return this.metric(name, () => new Counter({ name, help, labelNames, registers: [this.registry] })) as Counter<L>;
  }

  /** A gauge read when scraped (a backlog, a count in the database); a failed read leaves it out of that scrape. */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (gauge: Gauge<L>) => Promise<void>): Gauge<L> {
    return this.metric(
      name,
      () =>
        new Gauge({
          name,
          help,
          labelNames,
          registers: [this.registry],
          async collect() {
            try {
              await read(this);
            } catch {
              this.reset();
            }
          },
        }),
    ) as Gauge<L>;
  }

  private metric(name: string, make: () => Counter<string> | Gauge<string>) {
    let metric = this.metrics.get(name);
    if (!metric) {
      metric = make();
      this.metrics.set(name, metric);
    }
    return metric;
  }

  /** The text Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
