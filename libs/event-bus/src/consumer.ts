import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { eventQueueName, type EventConsumerName, type EventEnvelope, type EventSource, type EventType, type SubscribedEvent } from '@artshop/contracts';
import { SpanKind, inSpan } from '@artshop/telemetry';
import { HandledEvent } from './entities.js';
import { redisConnection } from './redis.js';
import { BACKOFF_CAP_MS, STUCK_AFTER_MS, cappedBackoff, noteFailure, retryFailedJobs, stuckEventsOf, type StuckEvent } from './stuck-events.js';

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
  /** Told of every delivery: how it ended ('failed' when the handler threw) and how long it took. */
  onHandled?: (type: string, outcome: HandleOutcome | 'failed', seconds: number) => void;
  /** First wait before a failed delivery is tried again; it doubles each time up to `backoffCapMs`. */
  backoffMs?: number;
  backoffCapMs?: number;
  /** How often jobs that failed for good (an older relay's, or stalled too often) are put back in the queue. */
  sweepFailedMs?: number;
  /** After how long failing an event counts as stuck (metric, back office). */
  stuckAfterMs?: number;
}

/** The consumer's queue by state, as BullMQ counts it. */
export const QUEUE_STATES = ['wait', 'active', 'delayed', 'failed'] as const;
export type QueueCounts = Record<(typeof QUEUE_STATES)[number], number>;

export type HandleOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Consumes a service's own queue. Each event's effect and its handled-event row commit together,
 * so a crash mid-handling rolls both back (the retry applies it once) and a second delivery of
 * the same event finds the row and does nothing.
 */
export class EventConsumer {
  private worker: Worker | undefined;
  private connection: Redis | undefined;
  /** For counting, listing and sweeping only, on a connection that fails fast: a scrape must not wait for an absent Redis. */
  private queue: { queue: Queue; connection: Redis } | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumer: EventSource,
    private readonly handlers: EventHandlers,
    private readonly options: ConsumerOptions,
  ) {}

  start(): void {
    this.connection = redisConnection(this.options.redisUrl, 'worker');
    const baseMs = this.options.backoffMs ?? 1_000;
    const capMs = this.options.backoffCapMs ?? BACKOFF_CAP_MS;
    this.worker = new Worker(eventQueueName(this.consumer), (job: Job<EventEnvelope>) => this.delivered(job), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency ?? 4,
      // An event is never dropped: retried with growing waits, capped, for as long as it fails.
      settings: { backoffStrategy: (attemptsMade) => cappedBackoff(attemptsMade, baseMs, capMs) },
    });
    this.worker.on('failed', (job, error) => this.options.onError?.(error, job));
    this.worker.on('error', (error) => this.options.onError?.(error, undefined));
    this.sweeper = setInterval(
      () => void this.retryFailed().catch((error: unknown) => this.options.onError?.(error, undefined)),
      this.options.sweepFailedMs ?? capMs,
    );
    void this.retryFailed().catch((error: unknown) => this.options.onError?.(error, undefined));
  }

  /** Puts jobs that failed for good back in the queue (retried at the sweep's pace, so still capped). */
  async retryFailed(): Promise<void> {
    await retryFailedJobs(this.counting());
  }

  /** The events this consumer has failed to handle for longer than the stuck threshold. */
  async stuckEvents(): Promise<StuckEvent[]> {
    return stuckEventsOf(this.counting(), this.consumer, this.options.stuckAfterMs ?? STUCK_AFTER_MS);
  }

  /** A delivery; a failed one notes when the event first failed, for the stuck list. */
  private async delivered(job: Job<EventEnvelope>): Promise<HandleOutcome> {
    try {
      return await this.observed(job.data);
    } catch (error) {
      await noteFailure(job).catch(() => {});
      throw error;
    }
  }

  /** How many jobs wait, run, wait for a retry, or have failed for good. */
  async queueCounts(): Promise<QueueCounts> {
    const counts = await this.counting().getJobCounts(...QUEUE_STATES);
    return Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0])) as QueueCounts;
  }

  private counting(): Queue {
    if (!this.queue) {
      const connection = redisConnection(this.options.redisUrl, 'producer');
      const queue = new Queue(eventQueueName(this.consumer), { connection, prefix: this.options.prefix });
      queue.on('error', () => {});
      this.queue = { queue, connection };
    }
    return this.queue.queue;
  }

  /** Handles a delivery in the trace of the change that recorded the event, and reports how it ended. */
  private observed(event: EventEnvelope): Promise<HandleOutcome> {
    const started = performance.now();
    const report = (outcome: HandleOutcome | 'failed') => this.options.onHandled?.(event.type, outcome, (performance.now() - started) / 1000);
    const attributes = {
      'messaging.system': 'bullmq',
      'messaging.operation.type': 'process',
      'messaging.message.id': event.id,
      'messaging.consumer.group.name': this.consumer,
    };
    return inSpan(`handle ${event.type}`, { kind: SpanKind.CONSUMER, carrier: event.trace, attributes }, async (span) => {
      try {
        const outcome = await this.handle(event);
        span.setAttribute('artshop.event.outcome', outcome);
        report(outcome);
        return outcome;
      } catch (error) {
        report('failed');
        throw error;
      }
    });
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
    clearInterval(this.sweeper);
    await this.worker?.close();
    await this.queue?.queue.close();
    this.queue?.connection.disconnect();
    this.connection?.disconnect();
  }
}
