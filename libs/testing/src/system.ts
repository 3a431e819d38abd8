import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_PORTS, SERVICE_NAMES, rpcAddressVariable, type ServiceName } from '@artshop/contracts';
import { join } from 'node:path';
import { createDatabaseFromTemplate, dropDatabase, renderDemoMedia, testDatabaseName } from './databases.js';
import { Balancer } from './balancer.js';
import { PART_NAMES, PartProcess, freePort, workspaceRoot, type PartName } from './processes.js';
import { RedisServer } from './redis-server.js';
import { StripeEmulator } from '@artshop/stripe-emulator';

export interface SystemOptions {
  /** Load the demo shop (products, plans, content). */
  seed?: boolean;
  /** Extra environment for every part, e.g. a short RPC timeout. */
  env?: Record<string, string>;
  /**
   * Replicas of every part (1 unless given). With more, callers reach each part through a Balancer, as
   * in the cluster: the services' RPC round-robin per connection, the gateways' HTTP per request.
   */
  replicas?: number;
  /** Environment of one part over the rest, e.g. a DATABASE_URL of its own to this system's database. */
  partEnv?: (part: PartName, databaseName: string) => Record<string, string>;
  /**
   * The Stripe the shop pays through: a Stripe emulator of the system's own unless given one (or
   * STRIPE_SECRET_KEY in `env`, a Stripe the caller set up). Its events go to the system's webhook
   * route, or to `stripeWebhookUrl` (a relay of the test's; null: nowhere).
   */
  stripe?: StripeEmulator;
  stripeWebhookUrl?: string | null;
}

/** How soon the system's own emulator sends an event again when the shop did not take it. */
const WEBHOOK_RETRY_DELAYS_MS = [300, 1_000, 2_000, 4_000, 8_000, 15_000];

export interface Credentials {
  email: string;
  password: string;
}

/** One running copy of a part and its ports: where it serves (RPC, or HTTP for the gateway), and where its health and metrics are (and a service's HTTP routes). */
interface Replica {
  process: PartProcess;
  servePort: number;
  secondPort: number;
}

/** Systems whose start has not returned yet (see TestSystem.closeAbandonedStarts). */
const startsUnderWay = new Set<TestSystem>();

/**
 * The whole shop started for one test file: its own PostgreSQL database, its own redis-server,
 * the five services and the gateway as real processes on free ports. close() removes all of it.
 */
export class TestSystem {
  readonly admin: Credentials = { email: 'admin@test.local', password: `admin-${randomBytes(6).toString('hex')}` };
  private readonly replicas = new Map<PartName, Replica[]>();
  /** With more than one replica: the balancer in front of each part (and of content's HTTP). */
  private readonly balancers = new Map<PartName | 'content-http', Balancer>();
  private db: pg.Pool | undefined;
  /** The Stripe emulator the shop pays through (the system's own, or the one it was given); undefined when the caller set up another Stripe. */
  stripe: StripeEmulator | undefined;
  private ownStripe: StripeEmulator | undefined;

  private constructor(
    readonly databaseName: string,
    readonly redis: RedisServer,
    readonly env: NodeJS.ProcessEnv,
    readonly baseUrl: string,
    private readonly partEnv: NonNullable<SystemOptions['partEnv']> = () => ({}),
  ) {}

  static async start(options: SystemOptions = {}): Promise<TestSystem> {
    const databaseName = testDatabaseName();
    const redis = await RedisServer.start();
    const balanced = (options.replicas ?? 1) > 1;
    // Where callers reach each part: its only replica's ports, or its balancer's.
    const gatewayPort = await freePort();
    const ports = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (service) => [service, { rpc: await freePort(), http: await freePort() }] as const)),
    ) as Record<ServiceName, { rpc: number; http: number }>;
    const baseUrl = `http://127.0.0.1:${gatewayPort}`;
    // The shop pays through a Stripe emulator, which posts its events, signed, to this system's gateway.
    const ownStripe = options.stripe || options.env?.STRIPE_SECRET_KEY ? undefined : await StripeEmulator.start({ retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS });
    const stripe = options.stripe ?? ownStripe;
    const webhookSecret = `whsec_test_${randomBytes(12).toString('hex')}`;
    const webhookUrl = options.stripeWebhookUrl === undefined ? `${baseUrl}/api/webhooks/stripe` : options.stripeWebhookUrl;
    if (stripe && webhookUrl) stripe.addWebhookEndpoint({ url: webhookUrl, secret: webhookSecret });
    const env: NodeJS.ProcessEnv = {
      ...partEnvironment(databaseName, redis),
      PUBLIC_ORIGIN: baseUrl,
      CONTENT_HTTP: `http://127.0.0.1:${ports.content.http}`,
      ...(stripe ? { ...stripe.env, STRIPE_WEBHOOK_SECRET: webhookSecret } : {}),
      // Expired holds go back quickly.
      PAYMENTS_SWEEP_MS: '500',
      RESERVATION_SWEEP_MS: '500',
      ...Object.fromEntries(SERVICE_NAMES.map((service) => [rpcAddressVariable(service), `127.0.0.1:${ports[service].rpc}`])),
      ...options.env,
    };
    try {
      await createDatabaseFromTemplate(databaseName, options.seed === true, env);
    } catch (error) {
      await redis.stop();
      await ownStripe?.close();
      throw error;
    }
    const system = new TestSystem(databaseName, redis, env, baseUrl, options.partEnv);
    system.stripe = stripe;
    system.ownStripe = ownStripe;
    Object.assign(env, { ADMIN_EMAIL: system.admin.email, ADMIN_PASSWORD: system.admin.password });
    startsUnderWay.add(system);
    try {
      if (balanced) {
        system.balancers.set('gateway', await Balancer.http([], gatewayPort));
        system.balancers.set('content-http', await Balancer.tcp([], ports.content.http));
        for (const service of SERVICE_NAMES) system.balancers.set(service, await Balancer.tcp([], ports[service].rpc));
      }
      const fixedPorts = (part: PartName) =>
        balanced ? undefined : part === 'gateway' ? { serve: gatewayPort } : { serve: ports[part].rpc, http: ports[part].http };
      await Promise.all([
        ...PART_NAMES.flatMap((part) => Array.from({ length: options.replicas ?? 1 }, () => system.startReplica(part, fixedPorts(part)))),
        // The template holds the demo rows; the demo images go to this system's media storage.
        options.seed ? renderDemoMedia(env) : undefined,
      ]);
    } catch (error) {
      await system.close();
      throw error;
    } finally {
      startsUnderWay.delete(system);
    }
    return system;
  }

  /**
   * Closes every system whose start has not returned. A test hook that times out abandons its start,
   * which goes on in the background: without this its processes would run (and eat the CPU of the
   * files after it) until the test process ends.
   */
  static async closeAbandonedStarts(): Promise<void> {
    const abandoned = [...startsUnderWay];
    startsUnderWay.clear();
    await Promise.all(abandoned.map((system) => system.close().catch(() => undefined)));
  }

  /** Starts one more replica of a part on its own ports; once it is ready, its balancer sends it work. */
  private async startReplica(part: PartName, fixed?: { serve: number; http?: number }): Promise<Replica> {
    const servePort = fixed?.serve ?? (await freePort());
    const secondPort = fixed?.http ?? (await freePort());
    // The gateway serves HTTP on PORT with health and metrics on INTERNAL_PORT; a service RPC on RPC_PORT with health and metrics on HTTP_PORT.
    const ports =
      part === 'gateway' ? { PORT: String(servePort), INTERNAL_PORT: String(secondPort) } : { RPC_PORT: String(servePort), HTTP_PORT: String(secondPort) };
    const replica: Replica = {
      process: new PartProcess(part, { ...this.env, ...this.partEnv(part, this.databaseName), ...ports }, `http://127.0.0.1:${secondPort}/health/ready`),
      servePort,
      secondPort,
    };
    this.replicas.set(part, [...(this.replicas.get(part) ?? []), replica]);
    await replica.process.start();
    this.balancers.get(part)?.add(servePort);
    if (part === 'content') this.balancers.get('content-http')?.add(secondPort);
    return replica;
  }

  /** The part's (first) replica. */
  part(name: PartName): PartProcess {
    return this.replicas.get(name)![0]!.process;
  }

  /** Every running replica of a part. */
  replicasOf(name: PartName): PartProcess[] {
    return this.replicas.get(name)!.map((replica) => replica.process);
  }

  /**
   * A rolling update of one part, as a Deployment does it: for each replica, a new one starts and
   * takes work once ready, then the old one leaves its balancer and gets SIGTERM, and is waited for.
   */
  async rollingRestart(name: PartName): Promise<void> {
    const balancer = this.balancers.get(name);
    if (!balancer) throw new Error('A rolling restart needs more than one replica (TestSystem.start({ replicas }))');
    for (const old of [...this.replicas.get(name)!]) {
      await this.startReplica(name);
      balancer.remove(old.servePort);
      if (name === 'content') this.balancers.get('content-http')!.remove(old.secondPort);
      await old.process.stop();
      this.replicas.set(
        name,
        this.replicas.get(name)!.filter((replica) => replica !== old),
      );
    }
  }

  /** Where a part's (first replica's) health and metrics are: the gateway's internal port, a service's HTTP port. */
  internalUrl(name: PartName): string {
    return `http://127.0.0.1:${this.replicas.get(name)![0]!.secondPort}`;
  }

  /** A part's metrics as Prometheus scrapes them (the exposition text), from its first replica. */
  async metrics(name: PartName): Promise<string> {
    const response = await fetch(`${this.internalUrl(name)}/metrics`);
    if (!response.ok) throw new Error(`${name} answered ${response.status} to a metrics scrape`);
    return response.text();
  }

  /** Runs SQL against this run's database (for assertions on what the services stored). */
  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
    if (!this.db) {
      this.db = new pg.Pool({ connectionString: this.env.DATABASE_URL, max: 2 });
      // A test may drop the database's connections (databaseOutage): the next query opens a new one.
      this.db.on('error', () => {});
    }
    return (await this.db.query(sql, params)).rows as Row[];
  }

  /** Polls until the check returns a value that is not undefined/false, or fails with the message. */
  eventually<T>(check: () => Promise<T | undefined | false>, message: string, timeoutMs = 15_000): Promise<T> {
    return eventually(check, message, timeoutMs);
  }

  /** Output of a part (its first replica), for a failing test's message. */
  logs(name: PartName): string {
    return this.part(name).output;
  }

  async close(): Promise<void> {
    await Promise.all([...this.replicas.values()].flat().map((replica) => replica.process.stop()));
    await Promise.all([...this.balancers.values()].map((balancer) => balancer.close()));
    await this.db?.end();
    await this.redis.stop();
    await this.ownStripe?.close();
    await dropDatabase(this.databaseName);
  }
}

/** What every part started by a test needs: its database, its Redis, quiet logs, the demo images. */
export function partEnvironment(databaseName: string, redis: RedisServer): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    // Node flags for a profiling run of a test or bench (see PartProcess.start).
    PART_NODE_ARGS: process.env.PART_NODE_ARGS,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
    REDIS_URL: redis.url,
    // Each run's parts share a secret of their own, so no other caller's proof can pass.
    RPC_SECRET: randomBytes(24).toString('hex'),
    // Demo images are deterministic, so every run shares one rendered set instead of drawing it again.
    STORAGE_DIR: process.env.TEST_STORAGE_DIR ?? join(workspaceRoot, '.data/test-media'),
  };
}

export { DEFAULT_PORTS };

/** Polls until the check returns a value that is not undefined/false, or fails with the message. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, message: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${message}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
