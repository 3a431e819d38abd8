import {
  Controller,
  Get,
  Inject,
  Injectable,
  Logger,
  Module,
  Res,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { DB_SCHEMAS, EVENT_SUBSCRIPTIONS, type EventConsumerName, type EventSource } from '@artshop/contracts';
import { checkSearchPath, dataSourceOptions, type DatabaseConfig } from '@artshop/persistence';
import { EventConsumer, QUEUE_STATES, eventBusEntities, eventBusMigrations, Outbox, OutboxRelay, type EventHandlers } from '@artshop/event-bus';
import type { BaseConfig } from './config.js';
import { PartMetrics } from './metrics.js';
import { RpcDrain } from './drain.js';
import { PartHealth } from './health.js';
import { checkRedisContract } from './redis-contract.js';
import { ErrorFilter, RpcLoggingInterceptor } from './rpc.js';
import { RpcTrust, rpcTrustFromEnv } from './rpc-trust.js';

/** A domain module provides this token when its service consumes events. */
export const EVENT_HANDLERS = Symbol('EVENT_HANDLERS');
export const PART_CONFIG = Symbol('PART_CONFIG');

export interface PartDefinition {
  /** 'gateway' or one of the five services. */
  part: EventSource;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
}

export function databaseConfig(definition: PartDefinition, config: BaseConfig): DatabaseConfig {
  return {
    url: config.DATABASE_URL,
    schema: DB_SCHEMAS[definition.part],
    applicationName: `artshop-${definition.part}`,
    entities: [...eventBusEntities, ...definition.entities],
    migrations: [...eventBusMigrations, ...definition.migrations],
    poolSize: config.DB_POOL_SIZE,
    pooler: config.DB_POOLER,
  };
}

/** A part whose raw SQL would miss its schema (a pooler dropped the search_path) stops at start, before it serves. */
@Injectable()
class SearchPathCheck implements OnModuleInit {
  constructor(
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
    @Inject(PART_CONFIG) private readonly config: { part: EventSource },
  ) {}
  onModuleInit() {
    return checkSearchPath(this.dataSource, DB_SCHEMAS[this.config.part]);
  }
}

/** Checks the Redis contract (noeviction) before the part starts serving; see redis-contract.ts. */
@Injectable()
class RedisContractCheck implements OnModuleInit {
  constructor(@Inject(PART_CONFIG) private readonly config: BaseConfig) {}
  onModuleInit() {
    return checkRedisContract(this.config.REDIS_URL, this.config.NODE_ENV === 'production', new Logger('redis'));
  }
}

/** Prometheus' scrape of a service, on its (cluster-internal) HTTP port. The gateway serves its own elsewhere. */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: PartMetrics) {}

  @Get()
  async scrape(@Res() reply: FastifyReply) {
    const { contentType, body } = await this.metrics.exposition();
    void reply.header('content-type', contentType).send(body);
  }
}

/** Starts the outbox relay and, when the part consumes events, its queue consumer; stops both first on shutdown. */
@Injectable()
class EventBusRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('event-bus');
  private consumer: EventConsumer | undefined;

  constructor(
    private readonly relay: OutboxRelay,
    private readonly moduleRef: ModuleRef,
    @Inject(PART_CONFIG) private readonly config: BaseConfig & { part: EventSource },
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
    private readonly metrics: PartMetrics,
  ) {}

  onApplicationBootstrap() {
    this.relay.start();
    const backlog = () => this.relay.backlog();
    this.metrics.gauge('artshop_outbox_pending_events', 'Events recorded and not yet relayed to their queues', [], async (gauge) => {
      gauge.set((await backlog()).pending);
    });
    this.metrics.gauge('artshop_outbox_oldest_pending_age_seconds', 'Age of the oldest event not yet relayed (0 when none waits)', [], async (gauge) => {
      gauge.set((await backlog()).oldestAgeSeconds);
    });
    const handlers = this.findHandlers();
    if (handlers) {
      const handled = this.metrics.counter('artshop_events_handled_total', 'Event deliveries by type and outcome (applied, duplicate, ignored, failed)', [
        'type',
        'outcome',
      ]);
      const consumer = new EventConsumer(this.dataSource, this.config.part, handlers, {
        redisUrl: this.config.REDIS_URL,
        prefix: this.config.BULL_PREFIX,
        onError: (error, job) =>
          this.logger.warn({ msg: 'event handling failed', eventId: job?.id, type: job?.name, attempt: job?.attemptsMade, error: String(error) }),
        onHandled: (type, outcome) => handled.inc({ type, outcome }),
        stuckAfterMs: this.config.EVENTS_STUCK_AFTER_SECONDS * 1000,
      });
      const subscribed: readonly string[] = EVENT_SUBSCRIPTIONS[this.config.part as EventConsumerName] ?? [];
      this.metrics.gauge(
        'artshop_events_stuck',
        'Events this part has failed to handle for longer than the stuck threshold, by type (still retried)',
        ['type'],
        async (gauge) => {
          const stuck = await consumer.stuckEvents();
          gauge.reset();
          for (const type of subscribed) gauge.set({ type }, 0);
          for (const event of stuck) gauge.inc({ type: event.type });
        },
      );
      this.metrics.gauge('artshop_event_queue_jobs', "Jobs in this part's event queue by state (failed: retries used up)", ['state'], async (gauge) => {
        const counts = await consumer.queueCounts();
        for (const state of QUEUE_STATES) gauge.set({ state }, counts[state]);
      });
      consumer.start();
      this.consumer = consumer;
    }
  }

  private findHandlers(): EventHandlers | undefined {
    try {
      return this.moduleRef.get<EventHandlers>(EVENT_HANDLERS, { strict: false });
    } catch {
      return undefined;
    }
  }

  // Before any module closes what they use: the consumer finishes its running jobs, the relay its pass.
  async beforeApplicationShutdown() {
    await this.consumer?.stop();
    await this.relay.stop();
  }
}

@Module({})
export class CoreModule {
  /** Database (own schema), health, the event bus and the deployment's RpcTrust: what every part needs. */
  static forRoot(definition: PartDefinition, config: BaseConfig): DynamicModule {
    const partConfig = { ...config, part: definition.part };
    return {
      module: CoreModule,
      global: true,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(databaseConfig(definition, config)))],
      providers: [
        { provide: PART_CONFIG, useValue: partConfig },
        { provide: PartMetrics, useValue: new PartMetrics(definition.part) },
        { provide: RpcTrust, useValue: rpcTrustFromEnv(config) },
        { provide: APP_FILTER, useClass: ErrorFilter },
        RpcDrain,
        // The drain first: a call it turns away is not run, nor logged as one.
        { provide: APP_INTERCEPTOR, useExisting: RpcDrain },
        { provide: APP_INTERCEPTOR, useClass: RpcLoggingInterceptor },
        SearchPathCheck,
        RedisContractCheck,
        {
          provide: PartHealth,
          inject: [RpcDrain, getDataSourceToken(), PartMetrics],
          useFactory: (drain: RpcDrain, dataSource: DataSource, metrics: PartMetrics) => {
            // Commands wait for the connection (a check at start does not find it still connecting) and fail after one retry.
            const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 200, 2_000) });
            redis.on('error', () => {});
            return new PartHealth(drain, { postgres: () => dataSource.query('SELECT 1'), redis: () => redis.ping() }, metrics, () => redis.disconnect());
          },
        },
        {
          provide: OutboxRelay,
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) =>
            new OutboxRelay(dataSource, {
              redisUrl: config.REDIS_URL,
              prefix: config.BULL_PREFIX,
              onError: (error) => new Logger('event-bus').warn({ msg: 'outbox relay waiting', error: String(error) }),
            }),
        },
        {
          provide: Outbox,
          inject: [OutboxRelay],
          useFactory: (relay: OutboxRelay) => new Outbox(definition.part, (manager) => relay.publishAfterCommit(manager)),
        },
        EventBusRunner,
      ],
      exports: [Outbox, PART_CONFIG, PartMetrics, PartHealth, RpcDrain, RpcTrust],
    };
  }
}
