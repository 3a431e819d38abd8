import { Controller, Get, Res, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { RpcDrain } from './drain.js';
import type { PartMetrics } from './metrics.js';

export const DEPENDENCIES = ['postgres', 'redis'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/** One cheap round trip to a dependency (SELECT 1, PING); throws when it is away. */
export type DependencyCheck = () => Promise<unknown>;

/** How often each part asks its dependencies, and how long one answer may take. */
const CHECK_EVERY_MS = 5_000;
const CHECK_TIMEOUT_MS = 1_000;

interface DependencyState {
  up: boolean;
  checkedAt: string | null;
  error?: string;
}

/** An answer of the health routes, the same on a service's HTTP port and on the gateway's internal port. */
export interface HealthAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * What the probes and the operator read. Readiness says whether this replica can serve: it answers
 * (so it has started and its event loop turns; the probe's timeout catches a blocked one) and it is
 * not draining. It never asks PostgreSQL or Redis: a Redis failover or a full pool would otherwise
 * take every replica of every part out of its Service at once, and the Ingress would answer 503 for
 * the whole shop, pages a cache could still serve included. Each replica asks its dependencies on
 * its own every few seconds instead, for the artshop_dependency_up gauge (and its alert) and for
 * /health/dependencies.
 */
export class PartHealth implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly state = new Map<Dependency, DependencyState>(DEPENDENCIES.map((dependency) => [dependency, { up: false, checkedAt: null }]));
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly drain: RpcDrain,
    private readonly checks: Record<Dependency, DependencyCheck>,
    metrics: PartMetrics,
    /** Closes what the checks hold (their Redis connection). */
    private readonly onStop: () => void = () => {},
  ) {
    metrics.gauge(
      'artshop_dependency_up',
      "1 when this replica's last check of a dependency (every 5 s) was answered, else 0",
      ['dependency'],
      async (gauge) => {
        for (const [dependency, state] of this.state) gauge.set({ dependency }, state.up ? 1 : 0);
      },
    );
  }

  onApplicationBootstrap(): void {
    void this.checkDependencies();
    // Unreferenced: the checks never keep a stopping part alive.
    this.timer = setInterval(() => void this.checkDependencies(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.onStop();
  }

  /** Asks every dependency once, at the same time, each within CHECK_TIMEOUT_MS. */
  async checkDependencies(): Promise<void> {
    await Promise.all(
      DEPENDENCIES.map(async (dependency) => {
        const checkedAt = new Date().toISOString();
        try {
          await withTimeout(this.checks[dependency](), CHECK_TIMEOUT_MS);
          this.state.set(dependency, { up: true, checkedAt });
        } catch (error) {
          this.state.set(dependency, { up: false, checkedAt, error: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
  }

  live(): HealthAnswer {
    return { status: 200, body: { status: 'ok' } };
  }

  ready(): HealthAnswer {
    // A stopping replica leaves its Service's endpoints while it finishes its calls.
    if (this.drain.isStopping) return { status: 503, body: { status: 'stopping', message: 'This replica is stopping' } };
    return { status: 200, body: { status: 'ok' } };
  }

  /** For the operator: each dependency as last checked; 503 when one is away. */
  dependencies(): HealthAnswer {
    const dependencies = Object.fromEntries(this.state);
    const allUp = [...this.state.values()].every((state) => state.up);
    return { status: allUp ? 200 : 503, body: { status: allUp ? 'ok' : 'degraded', dependencies } };
  }

  /** The answer for a path on the internal port, or undefined when the path is none of the health routes. */
  answer(path: string): HealthAnswer | undefined {
    if (path === '/health/live') return this.live();
    if (path === '/health/ready') return this.ready();
    if (path === '/health/dependencies') return this.dependencies();
    return undefined;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A service's health routes, on its HTTP port (cluster-internal). The gateway serves them on its internal port. */
@Controller('health')
export class HealthController {
  constructor(private readonly health: PartHealth) {}

  @Get('live')
  live(@Res() reply: FastifyReply) {
    send(reply, this.health.live());
  }

  @Get('ready')
  ready(@Res() reply: FastifyReply) {
    send(reply, this.health.ready());
  }

  @Get('dependencies')
  dependencies(@Res() reply: FastifyReply) {
    send(reply, this.health.dependencies());
  }
}

function send(reply: FastifyReply, { status, body }: HealthAnswer) {
  void reply.status(status).send(body);
}
