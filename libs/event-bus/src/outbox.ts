import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayloads, EventSource, EventType } from '@artshop/contracts';
import { traceCarrier } from '@artshop/telemetry';
import { OutboxEvent } from './entities.js';

/**
 * Records domain events in the caller's transaction. Nothing leaves the process here: the relay
 * publishes committed rows, so a crash between commit and publish loses nothing.
 */
export class Outbox {
  constructor(
    private readonly source: EventSource,
    /** Told of each transaction that records an event (the relay, to publish it once committed). */
    private readonly onRecorded: (manager: EntityManager) => void = () => {},
  ) {}

  async record<T extends EventType>(manager: EntityManager, type: T, data: EventPayloads[T]): Promise<EventEnvelope<T>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`Event ${type} must be recorded inside the transaction of the change that caused it`);
    }
    const trace = traceCarrier();
    const envelope: EventEnvelope<T> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: this.source, data, ...(trace ? { trace } : {}) };
    await manager.insert(OutboxEvent, {
      id: envelope.id,
      type,
      source: this.source,
      data,
      occurredAt: new Date(envelope.occurredAt),
      publishedAt: null,
      trace: trace ?? null,
    });
    // The relay publishes it as soon as this transaction commits, rather than at its next poll.
    this.onRecorded(manager);
    return envelope;
  }
}
