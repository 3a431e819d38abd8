import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { eventQueueName, type EventConsumerName, type EventEnvelope, type EventSource, type EventType, type SubscribedEvent } from '@artshop/contracts';
import { HandledEvent } from './entities.js';
import { redisConnection } from './redis.js';

/** Applies one event; runs inside the transaction that also records the event as handled. */
export type EventHandler<T extends EventType> = (event: EventEnvelope<T>, manager: EntityManager) => Promise<void>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };
/** A service's handlers: one for each event it subscribes to in contracts' EVENT_SUBSCRIPTIONS, no more, no fewer. */
export type EventHandlersOf<C extends EventConsumerName> = { [T in SubscribedEvent<C>]: EventHandler<T> };

export interface ConsumerOptions {
  redisUrl: string;
  prefix: string;
  concurrency?: number;
  onError?: (error: unknown, job: Job | undefined) => void;
}

export type HandleOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Consumes a service's own queue. Each event's effect and its handled-event row commit together,
 * so a crash mid-handling rolls both back (the retry applies it once) and a second delivery of
 * the same event finds the row and does nothing.
 */
export class EventConsumer {
  private worker: Worker | undefined;
  private connection: Redis | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumer: EventSource,
    private readonly handlers: EventHandlers,
    private readonly options: ConsumerOptions,
  ) {}

  start(): void {
    this.connection = redisConnection(this.options.redisUrl, 'worker');
    this.worker = new Worker(eventQueueName(this.consumer), (job: Job<EventEnvelope>) => this.handle(job.data), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? 4,
    });
    this.worker.on('failed', (job, error) => this.options.onError?.(error, job));
    this.worker.on('error', (error) => this.options.onError?.(error, undefined));
  }

  async handle(event: EventEnvelope): Promise<HandleOutcome> {
    const handler = this.handlers[event.type] as EventHandler<EventType> | undefined;
    if (!handler) return 'ignored';
    return this.dataSource.transaction(async (manager) => {
      const table = manager.getRepository(HandledEvent).metadata.tablePath;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO ${table} (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return 'duplicate';
      await handler(event, manager);
      return 'applied';
    });
  }

  /** BullMQ closes the connections it made itself, not the one it was given: that one is ours to close. */
  async stop(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
