import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { eventQueueName, subscribersOf, type EventEnvelope, type EventSource, type EventType } from '@artshop/contracts';
import { SpanKind, inSpan } from '@artshop/telemetry';
import { AfterCommit } from './after-commit.js';
import { OutboxEvent } from './entities.js';
import { redisConnection } from './redis.js';
import { SerialPass } from './serial-pass.js';
import { CAPPED_BACKOFF, UNLIMITED_ATTEMPTS } from './stuck-events.js';

export interface RelayOptions {
  redisUrl: string;
  /** BullMQ key prefix; lets several shops (or test runs) share one Redis. */
  prefix: string;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Delivery attempts per consumer; by default no limit (the consumer's Worker spaces them, capped). */
  attempts?: number;
  onError?: (error: unknown) => void;
}

/**
 * Moves committed outbox rows to one BullMQ queue per subscribing service. The job id is the
 * event id, so a second pass over the same row (after a crash before marking it) adds nothing.
 */
export class OutboxRelay {
  private readonly connection: Redis;
  private readonly queues = new Map<EventSource, Queue>();
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new SerialPass(
    () => this.relayPending(),
    (error) => this.options.onError?.(error),
  );
  private readonly committed: AfterCommit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: RelayOptions,
  ) {
    this.connection = redisConnection(options.redisUrl, 'producer');
    this.committed = new AfterCommit(dataSource, 'artshop.outboxRecorded', () => this.kick());
  }

  /** The outbox's signal: a pass runs as soon as this transaction, which recorded events, commits. */
  publishAfterCommit(manager: EntityManager): void {
    this.committed.mark(manager);
  }

  /** Polls too: a safety net for a signal lost with a crash, and for events recorded while Redis was away. */
  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1_000);
    this.kick();
  }

  /** Runs a pass now (or right after the one in progress). */
  kick(): void {
    this.passes.kick();
  }

  /** Publishes pending events; returns how many were published. */
  async relayPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.relayBatch();
      total += published;
      if (published < (this.options.batchSize ?? 100)) return total;
    }
  }

  private async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await manager
        .createQueryBuilder(OutboxEvent, 'event')
        .where('event.publishedAt IS NULL')
        .orderBy('event.occurredAt', 'ASC')
        .limit(this.options.batchSize ?? 100)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const event of pending) {
        await this.publish(event);
        await manager.update(OutboxEvent, { id: event.id }, { publishedAt: new Date() });
      }
      return pending.length;
    });
  }

  /** What waits to be relayed: the count and the age of the oldest (0 when none), for the part's metrics. */
  async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const table = this.dataSource.getRepository(OutboxEvent).metadata.tablePath;
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending, coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float AS age FROM ${table} WHERE published_at IS NULL`,
    )) as { pending: number; age: number }[];
    return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.age ?? 0) };
  }

  /** Hands the event to each subscriber's queue, in the trace of the change that recorded it. */
  private publish(event: OutboxEvent): Promise<void> {
    const attributes = { 'messaging.system': 'bullmq', 'messaging.operation.type': 'publish', 'messaging.message.id': event.id };
    return inSpan(`publish ${event.type}`, { kind: SpanKind.PRODUCER, carrier: event.trace, attributes }, () => this.enqueue(event));
  }

  private async enqueue(event: OutboxEvent): Promise<void> {
    const envelope: EventEnvelope = {
      id: event.id,
      type: event.type as EventType,
      occurredAt: event.occurredAt.toISOString(),
      source: event.source as EventEnvelope['source'],
      data: event.data as EventEnvelope['data'],
      ...(event.trace ? { trace: event.trace } : {}),
    };
    for (const service of subscribersOf(envelope.type)) {
      await this.queue(service).add(envelope.type, envelope, {
        jobId: envelope.id,
        // Never given up on: a failing event is retried until its consumer recovers (the waits are the consumer's).
        attempts: this.options.attempts ?? UNLIMITED_ATTEMPTS,
        backoff: { type: CAPPED_BACKOFF },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      });
    }
  }

  private queue(service: EventSource): Queue {
    let queue = this.queues.get(service);
    if (!queue) {
      queue = new Queue(eventQueueName(service), { connection: this.connection, prefix: this.options.prefix });
      queue.on('error', () => {});
      this.queues.set(service, queue);
    }
    return queue;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.committed.detach();
    await this.passes.settled();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
