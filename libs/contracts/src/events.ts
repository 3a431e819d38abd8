import type { EventSource } from './services.js';

/** Payloads of every domain event, keyed by type. Adding an event starts here. */
export interface EventPayloads {
  'user.registered': { userId: string; email: string; firstName: string; lastName: string };
  /**
   * Someone asked to register this address. confirmPath (the storefront's link with its one-time token)
   * when it is new; null when it already has an account, whose owner is told so instead.
   */
  'user.registration-requested': { email: string; firstName: string; confirmPath: string | null };
  'product.changed': { productId: string; change: 'created' | 'updated' | 'deleted' | 'archived' };
  'order.completed': { orderId: string; customerEmail: string; totalAmount: string };
  'order.status-changed': { orderId: string; from: string; to: string };
  'order.cancelled': { orderId: string; reason: string };
  'subscription.changed': { subscriptionId: string; userId: string; status: string };
  'message.received': { messageId: string; kind: 'contact' | 'corporate' };
}
export type EventType = keyof EventPayloads;

export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  source: EventSource;
  data: EventPayloads[T];
}

/**
 * Which services consume which events. The outbox relay fans an event out to one queue per
 * subscriber listed here; a consumer only receives what it is listed for.
 */
export const EVENT_SUBSCRIBERS: { [T in EventType]: readonly EventSource[] } = {
  'user.registered': ['messaging'],
  'user.registration-requested': ['messaging'],
  // The gateway drops its cached catalog answers.
  'product.changed': ['gateway'],
  'order.completed': [],
  'order.status-changed': [],
  'order.cancelled': [],
  'subscription.changed': [],
  'message.received': ['messaging'],
};

/** BullMQ queue a service consumes its events from (BullMQ names may not contain ':'). */
export function eventQueueName(consumer: EventSource): string {
  return `events.${consumer}`;
}
