import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  DB_SCHEMAS,
  SERVICE_NAMES,
  eventQueueName,
  rpcAddressVariable,
  type CallInputOf,
  type Caller,
  type EventEnvelope,
  type EventPayloads,
  type EventSource,
  type EventType,
  type OutputOf,
  type RpcContract,
  type ServiceName,
} from '@artshop/contracts';
import { RpcTrust, ServiceClient } from '@artshop/service-kit';
import { PartProcess, freePort, runPartCommand } from './processes.js';
import { RedisServer } from './redis-server.js';
import { createDatabaseFromTemplate, dropDatabase, testDatabaseName } from './databases.js';
import { eventually, partEnvironment } from './system.js';
import { StripeEmulator } from '@artshop/stripe-emulator';

/** The services that take payments: a testbed of one runs a Stripe emulator of its own. */
const PAYING_SERVICES: readonly ServiceName[] = ['cart-order', 'subscription'];

/** Who calls, in a service test: the gateway would have found this in the session. */
export const CALLERS = {
  visitor: { userId: null, role: null, sessionId: null },
  admin: { userId: randomUUID(), role: 'admin', sessionId: null },
  customer: (userId: string = randomUUID()): Caller => ({ userId, role: 'user', sessionId: null }),
  guest: (sessionId: string = randomUUID()): Caller => ({ userId: null, role: null, sessionId }),
} as const satisfies Record<string, Caller | ((id?: string) => Caller)>;

/**
 * One service on its own, for the fast layer of tests: its own database (cloned from the migrated, or seeded, template),
 * its own redis-server, the service's real process, and a typed client calling its contracts as the
 * gateway and the other services do. No other service runs: a call it makes to another answers 503.
 */
export class ServiceTestbed<S extends ServiceName> {
  private db: pg.Pool | undefined;

  private constructor(
    readonly service: S,
    private readonly databaseName: string,
    private readonly redis: RedisServer,
    private readonly process: PartProcess,
    private readonly client: ServiceClient<S>,
    readonly env: NodeJS.ProcessEnv,
    private readonly trust: RpcTrust,
    /** The Stripe emulator a paying service talks to (no webhook endpoint: a test adds one, or hands events over itself). */
    readonly stripe: StripeEmulator | undefined,
  ) {}

  static async start<S extends ServiceName>(service: S, options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<ServiceTestbed<S>> {
    const databaseName = testDatabaseName();
    const paying = PAYING_SERVICES.includes(service) && !options.env?.STRIPE_SECRET_KEY;
    const [redis, rpcPort, httpPort, stripe] = await Promise.all([
      RedisServer.start(),
      freePort(),
      freePort(),
      paying ? StripeEmulator.start({ retryDelaysMs: [300, 1_000, 2_000, 4_000] }) : undefined,
    ]);
    const env: NodeJS.ProcessEnv = {
      ...partEnvironment(databaseName, redis),
      ...(stripe ? { ...stripe.env, STRIPE_WEBHOOK_SECRET: `whsec_test_${randomUUID().replaceAll('-', '')}` } : {}),
      RPC_PORT: String(rpcPort),
      HTTP_PORT: String(httpPort),
      // Every other service is away: a call to one fails at once instead of waiting for a timeout.
      RPC_TIMEOUT_MS: '1500',
      ...Object.fromEntries(SERVICE_NAMES.map((other) => [rpcAddressVariable(other), '127.0.0.1:9'])),
      ...options.env,
    };
    const part = new PartProcess(service, env, `http://127.0.0.1:${httpPort}/health/ready`);
    try {
      // Cloned with every part's tables (the service sees only its own schema) and, when seeded, the whole demo shop.
      await createDatabaseFromTemplate(databaseName, options.seed === true, env);
      // The demo images live in media storage, outside the template.
      if (options.seed && service === 'content') await runPartCommand(service, 'seed', env);
      await part.start();
    } catch (error) {
      await part.stop();
      await redis.stop();
      await stripe?.close();
      await dropDatabase(databaseName);
      throw error;
    }
    const trust = new RpcTrust(env.RPC_SECRET!);
    const client = new ServiceClient(service, { host: '127.0.0.1', port: rpcPort }, 10_000, trust);
    return new ServiceTestbed(service, databaseName, redis, part, client, env, trust, stripe);
  }

  /** Calls one of the service's contracts as `caller` (a visitor unless given), signed as the gateway signs it. */
  call<C extends RpcContract & { part: S }>(contract: C, input: CallInputOf<C>, caller: Caller = CALLERS.visitor): Promise<OutputOf<C>> {
    return this.client.call(contract, input, this.trust.signContext({ requestId: randomUUID(), caller }));
  }

  /** The error a call fails with (an AppError with status and message), or a failure if it succeeds. */
  async refusal<C extends RpcContract & { part: S }>(
    contract: C,
    input: CallInputOf<C>,
    caller: Caller = CALLERS.visitor,
  ): Promise<{ status: number; message: string; errors?: Record<string, string> }> {
    try {
      await this.call(contract, input, caller);
    } catch (error) {
      return error as { status: number; message: string; errors?: Record<string, string> };
    }
    throw new Error(`${contract.name} succeeded where a refusal was expected`);
  }

  /** An event on the service's queue, as the relay delivers it from `source`; resolves once the service has handled it. */
  async deliver<T extends EventType>(type: T, data: EventPayloads[T], source: EventSource): Promise<void> {
    const events = new Queue(eventQueueName(this.service), { connection: { url: this.env.REDIS_URL! }, prefix: this.env.BULL_PREFIX ?? 'artshop' });
    const event: EventEnvelope<T> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), source, data };
    try {
      await events.add(event.type, event, { jobId: event.id });
      await eventually(async () => (await events.getJobState(event.id)) === 'completed', `${type} handled by ${this.service}`);
    } finally {
      await events.close();
    }
  }

  /** SQL in the service's own schema, to check what it stored. */
  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
    this.db ??= new pg.Pool({ connectionString: this.env.DATABASE_URL, max: 2, options: `-c search_path=${DB_SCHEMAS[this.service]}` });
    return (await this.db.query(sql, params)).rows as Row[];
  }

  logs(): string {
    return this.process.output;
  }

  async close(): Promise<void> {
    await this.client.onApplicationShutdown();
    await this.process.stop();
    await this.db?.end();
    await this.redis.stop();
    await this.stripe?.close();
    await dropDatabase(this.databaseName);
  }
}
