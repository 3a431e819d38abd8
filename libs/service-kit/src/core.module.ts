import {
  Controller,
  Get,
  Inject,
  Injectable,
  Logger,
  Module,
  Res,
  ServiceUnavailableException,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, ModuleRef } from '@nestjs/core';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DB_SCHEMAS, EVENT_SUBSCRIPTIONS, type EventConsumerName, type EventSource } from '@artshop/contracts';
import { dataSourceOptions, type DatabaseConfig } from '@artshop/persistence';
import {
  EventConsumer,
  QUEUE_STATES,
  eventBusEntities,
  eventBusMigrations,
  Outbox,
  OutboxRelay,
  redisConnection,
  type EventHandlers,
} from '@artshop/event-bus';
import type { BaseConfig } from './config.js';
import { PartMetrics } from './metrics.js';
import { RpcDrain } from './drain.js';
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
  };
}

@Injectable()
class RedisHealth implements OnApplicationShutdown {
  private readonly connection;
  constructor(
    @Inject(PART_CONFIG) config: BaseConfig,
    private readonly indicators: HealthIndicatorService,
  ) {
    this.connection = redisConnection(config.REDIS_URL, 'producer');
  }
  check() {
    return this.indicators
      .check('redis')
      .attempt(async () => {
        await this.connection.ping();
      })
      .withTimeout(1_000);
  }
  onApplicationShutdown() {
    this.connection.disconnect();
  }
}

// Terminus' own TypeOrmHealthIndicator finds @nestjs/typeorm by a require at run time, which in a bundled part
// (scripts/bundle-part.mjs) is a second copy that does not know the part's data source.
@Injectable()
class DatabaseHealth {
  constructor(
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
  ) {}
  check() {
    return this.indicators
      .check('database')
      .attempt(async () => {
        await this.dataSource.query('SELECT 1');
      })
      .withTimeout(1_000);
  }
}

/** Liveness says the process answers; readiness says it can reach PostgreSQL and Redis. */
@Controller('health')
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealth,
    private readonly redis: RedisHealth,
    private readonly drain: RpcDrain,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    // A stopping replica leaves its Service's endpoints while it finishes its calls.
    if (this.drain.isStopping) throw new ServiceUnavailableException('This replica is stopping');
    return this.health.check([() => this.database.check(), () => this.redis.check()]);
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
  /** Database (own schema), health endpoints, the event bus and the deployment's RpcTrust: what every part needs. */
  static forRoot(definition: PartDefinition, config: BaseConfig): DynamicModule {
    const partConfig = { ...config, part: definition.part };
    return {
      module: CoreModule,
      global: true,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(databaseConfig(definition, config))), TerminusModule],
      controllers: [HealthController],
      providers: [
        { provide: PART_CONFIG, useValue: partConfig },
        { provide: PartMetrics, useValue: new PartMetrics(definition.part) },
        { provide: RpcTrust, useValue: rpcTrustFromEnv(config) },
        { provide: APP_FILTER, useClass: ErrorFilter },
        RpcDrain,
        // The drain first: a call it turns away is not run, nor logged as one.
        { provide: APP_INTERCEPTOR, useExisting: RpcDrain },
        { provide: APP_INTERCEPTOR, useClass: RpcLoggingInterceptor },
        DatabaseHealth,
        RedisHealth,
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
      exports: [Outbox, PART_CONFIG, PartMetrics, RpcDrain, RpcTrust],
    };
  }
}
