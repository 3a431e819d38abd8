import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_PORTS, SERVICE_NAMES, rpcAddressVariable, type ServiceName } from '@artshop/contracts';
import { join } from 'node:path';
import { createDatabaseFromTemplate, dropDatabase, testDatabaseName } from './databases.js';
import { PART_NAMES, PartProcess, freePort, runPartCommand, workspaceRoot, type PartName } from './processes.js';
import { RedisServer } from './redis-server.js';

export interface SystemOptions {
  /** Load the demo shop (products, plans, content). */
  seed?: boolean;
  /** Extra environment for every part, e.g. a short RPC timeout. */
  env?: Record<string, string>;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The whole shop started for one test file: its own PostgreSQL database, its own redis-server,
 * the five services and the gateway as real processes on free ports. close() removes all of it.
 */
export class TestSystem {
  readonly admin: Credentials = { email: 'admin@test.local', password: `admin-${randomBytes(6).toString('hex')}` };
  private readonly parts = new Map<PartName, PartProcess>();
  /** Where each part's Prometheus metrics are scraped. */
  private readonly metricsUrls = new Map<PartName, string>();
  private db: pg.Pool | undefined;

  private constructor(
    readonly databaseName: string,
    readonly redis: RedisServer,
    readonly env: NodeJS.ProcessEnv,
    readonly baseUrl: string,
  ) {}

  static async start(options: SystemOptions = {}): Promise<TestSystem> {
    const databaseName = testDatabaseName();
    const redis = await RedisServer.start();
    const [gatewayPort, metricsPort] = [await freePort(), await freePort()];
    const ports = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (service) => [service, { rpc: await freePort(), http: await freePort() }] as const)),
    ) as Record<ServiceName, { rpc: number; http: number }>;
    const baseUrl = `http://127.0.0.1:${gatewayPort}`;
    const env: NodeJS.ProcessEnv = {
      ...partEnvironment(databaseName, redis),
      PUBLIC_ORIGIN: baseUrl,
      PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPort),
      CONTENT_HTTP: `http://127.0.0.1:${ports.content.http}`,
      // The local test provider posts its notifications to this system's gateway; expired holds go back quickly.
      PAYMENT_WEBHOOK_URL: `${baseUrl}/api/webhooks/stripe`,
      PAYMENTS_SWEEP_MS: '500',
      RESERVATION_SWEEP_MS: '500',
      ...Object.fromEntries(SERVICE_NAMES.map((service) => [rpcAddressVariable(service), `127.0.0.1:${ports[service].rpc}`])),
      ...options.env,
    };
    try {
      await createDatabaseFromTemplate(databaseName, options.seed === true, env);
    } catch (error) {
      await redis.stop();
      throw error;
    }
    const system = new TestSystem(databaseName, redis, env, baseUrl);
    Object.assign(env, { ADMIN_EMAIL: system.admin.email, ADMIN_PASSWORD: system.admin.password });
    try {
      for (const part of PART_NAMES) {
        const partEnv = part === 'gateway' ? env : { ...env, RPC_PORT: String(ports[part].rpc), HTTP_PORT: String(ports[part].http) };
        const healthPort = part === 'gateway' ? gatewayPort : ports[part].http;
        system.parts.set(part, new PartProcess(part, partEnv, `http://127.0.0.1:${healthPort}/health/ready`));
        system.metricsUrls.set(part, `http://127.0.0.1:${part === 'gateway' ? metricsPort : ports[part].http}/metrics`);
      }
      await Promise.all([
        ...[...system.parts.values()].map((part) => part.start()),
        // The template holds the demo rows; the demo images go to this system's media storage.
        options.seed ? runPartCommand('content', 'seed', env) : undefined,
      ]);
    } catch (error) {
      await system.close();
      throw error;
    }
    return system;
  }

  part(name: PartName): PartProcess {
    return this.parts.get(name)!;
  }

  /** A part's metrics as Prometheus scrapes them (the exposition text). */
  async metrics(name: PartName): Promise<string> {
    const response = await fetch(this.metricsUrls.get(name)!);
    if (!response.ok) throw new Error(`${name} answered ${response.status} to a metrics scrape`);
    return response.text();
  }

  /** Runs SQL against this run's database (for assertions on what the services stored). */
  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
    this.db ??= new pg.Pool({ connectionString: this.env.DATABASE_URL, max: 2 });
    return (await this.db.query(sql, params)).rows as Row[];
  }

  /** Polls until the check returns a value that is not undefined/false, or fails with the message. */
  async eventually<T>(check: () => Promise<T | undefined | false>, message: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }

  /** Output of a part, for a failing test's message. */
  logs(name: PartName): string {
    return this.part(name).output;
  }

  async close(): Promise<void> {
    await Promise.all([...this.parts.values()].map((part) => part.stop()));
    await this.db?.end();
    await this.redis.stop();
    await dropDatabase(this.databaseName);
  }
}

/** What every part started by a test needs: its database, its Redis, quiet logs, the demo images. */
export function partEnvironment(databaseName: string, redis: RedisServer): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    REDIS_URL: redis.url,
    // Demo images are deterministic, so every run shares one rendered set instead of drawing it again.
    STORAGE_DIR: process.env.TEST_STORAGE_DIR ?? join(workspaceRoot, '.data/test-media'),
  };
}

export { DEFAULT_PORTS };
