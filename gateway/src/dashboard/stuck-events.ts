import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_SUBSCRIPTIONS, eventQueueName, type EventConsumerName, type StuckEventView } from '@artshop/contracts';
import { redisConnection, retryEventNow, settledDelivery, stuckEventsOf } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * The events the services keep failing to handle, read from their queues in Redis. Answered by the
 * gateway, which reaches that Redis like every part: one read covers every service, even one that is
 * down (whose events are exactly the ones to see).
 */
@Injectable()
export class StuckEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('event-bus');
  private readonly connection: Redis;
  private readonly queues: Map<EventConsumerName, Queue>;
  private readonly stuckAfterMs: number;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.connection = redisConnection(config.REDIS_URL, 'producer');
    this.stuckAfterMs = config.EVENTS_STUCK_AFTER_SECONDS * 1000;
    const services = Object.keys(EVENT_SUBSCRIPTIONS) as EventConsumerName[];
    this.queues = new Map(
      services.map((service) => {
        const queue = new Queue(eventQueueName(service), { connection: this.connection, prefix: config.BULL_PREFIX });
        queue.on('error', () => {});
        return [service, queue];
      }),
    );
  }

  async list(): Promise<StuckEventView[]> {
    try {
      const lists = await Promise.all([...this.queues].map(([service, queue]) => stuckEventsOf(queue, service, this.stuckAfterMs)));
      return lists.flat().sort((a, b) => a.firstFailedAt.localeCompare(b.firstFailedAt)) as StuckEventView[];
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /**
   * Runs the event's next delivery now and waits a few seconds for it to end, so the list answered
   * after it says whether it went through; a 404 when it is no longer waiting for one (delivered meanwhile).
   */
  async retry(service: EventConsumerName, eventId: string): Promise<void> {
    const queue = this.queues.get(service)!;
    let found: boolean;
    try {
      found = await retryEventNow(queue, eventId);
      if (found) await settledDelivery(queue, eventId);
    } catch (error) {
      throw this.unavailable(error);
    }
    if (!found) throw AppError.notFound('This event is not waiting for a retry any more: it may have been delivered meanwhile.');
  }

  private unavailable(error: unknown): AppError {
    this.logger.warn({ msg: 'event queues not readable', error: String(error) });
    return new AppError(503, 'The event queues cannot be read right now. Please try again in a minute.');
  }

  async onApplicationShutdown() {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
