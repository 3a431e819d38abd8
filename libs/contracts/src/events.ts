import type { OrderReceipt } from './checkout.js';
import type { OrderStatus, OrderTracking } from './orders.js';
import type { EventSource } from './services.js';
import type { Currency } from './checkout.js';
import type { SubscriptionStatus } from './subscription-statuses.js';

/** Payloads of every domain event, keyed by type. Adding an event starts here. */
export interface EventPayloads {
  'user.registered': { userId: string; email: string; firstName: string; lastName: string };
  /**
   * Someone asked to register this address. confirmPath (the storefront's link with its one-time token)
   * when it is new; null when it already has an account, whose owner is told so instead.
   */
  'user.registration-requested': { email: string; firstName: string; confirmPath: string | null };
  /** The owner of this address asked for a new password: resetPath is the storefront's link with its one-time token. */
  'user.password-reset-requested': { email: string; firstName: string | null; resetPath: string };
  /** The account's password was set from a reset link: its owner is told, in case it was not them. */
  'user.password-changed': { email: string; firstName: string | null };
  /**
   * The account at currentEmail asked to move to email. confirmPath (the storefront's link with its
   * one-time token) when the address is free; null when another account has it, whose owner is told
   * someone tried it instead. currentEmail is told that a change was asked either way.
   */
  'user.email-change-requested': { email: string; currentEmail: string; firstName: string | null; confirmPath: string | null };
  /** The customer deleted their account: cart-order detaches their orders and drops the cart, catalog drops the favourites. */
  'user.deleted': { userId: string };
  'product.changed': { productId: string; change: 'created' | 'updated' | 'deleted' | 'archived' };
  /**
   * A sale brought a pricing tier down to its low-stock threshold or below (`left` > 0), or sold it out
   * (`left` 0, with or without a threshold): once per crossing, the artist is told. `tier` names it as
   * a cart line does ('Print 12x16').
   */
  'stock.low': { productId: string; productName: string; tierId: string; tier: string; left: number; threshold: number | null };
  /**
   * A drop opened: to Mail Club members (`early-access`, when it has early access) or to everyone
   * (`public`), recorded once each by catalog's release at that instant. `releaseAt` is the public release.
   */
  'drop.opened': { dropId: string; slug: string; name: string; phase: 'early-access' | 'public'; releaseAt: string; productIds: string[] };
  /**
   * A stock came back from none (a restock, a refund, a hold given back, the artist's edit): `tierId` and
   * `tier` ('Print 12x16') name the tier, null for a product without tiers. Recorded by the database.
   */
  'stock.back': { productId: string; productName: string; tierId: string | null; tier: string | null };
  /** Paid: everything the confirmation and the artist's 'new order' mail show. */
  'order.completed': OrderReceipt;
  /**
   * Money went back to the buyer: at once when what was bought had been sold to someone else meanwhile,
   * or by the artist. `amount` is this refund's; `full` when it was the whole order (what was left of
   * it), else `line` names the one line refunded ('Ember Field (Original 36x48)').
   */
  'order.refunded': OrderReceipt & { reason: string; amount: string; full: boolean; line: string | null };
  /** The artist moved the order on (admin Orders): the buyer is told when it ships, arrives or is cancelled. */
  'order.status-changed': {
    orderId: string;
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    from: OrderStatus;
    to: OrderStatus;
    tracking: OrderTracking | null;
    note: string | null;
  };
  /** The artist corrected a shipped order's carrier or tracking number: the buyer is mailed the new one. */
  'order.tracking-changed': {
    orderId: string;
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    tracking: OrderTracking;
    previous: OrderTracking | null;
  };
  /** The artist sent a manual order's payment link: the buyer is mailed the order and the link (`payPath`, the storefront's), valid until `expiresAt`. */
  'order.payment-link-sent': OrderReceipt & { payPath: string; expiresAt: string };
  'order.cancelled': { orderId: string; reason: string };
  /**
   * A Mail Club subscription's state moved (projected from the provider's current state, so each move
   * is published once, whatever order the provider's notifications came in). messaging mails the member
   * (welcome, renewal receipt, payment failed with the link to fix the card, cancellation scheduled,
   * ended) and tells the artist of new and ended members.
   */
  'subscription.changed': {
    subscriptionId: string;
    userId: string | null;
    email: string;
    customerName: string | null;
    planId: string;
    planName: string;
    /** The member's monthly price, decimal. */
    amount: string;
    /** price_changed: the monthly price before, decimal; null for the other changes. */
    previousAmount: string | null;
    currency: Currency;
    change: SubscriptionChange;
    from: SubscriptionStatus | null;
    to: SubscriptionStatus;
    currentPeriodEnd: string | null;
    /** When it ends (cancel_scheduled), or ended (ended). */
    cancelAt: string | null;
    /** payment_failed: the page where the member pays with another card (absolute URL). */
    fixPaymentUrl: string | null;
  };
  'message.received': { messageId: string; kind: 'contact' | 'corporate' };
}
export type EventType = keyof EventPayloads;

/**
 * What happened to a subscription, read from the state before and after: started (first payment made),
 * renewed (a later period paid), payment_failed (a renewal failed: past_due), recovered (paid again after
 * past_due), cancel_scheduled / resumed (cancel at period end set / unset), ended (canceled or unpaid
 * after having access), expired (the first payment never went through: incomplete_expired), price_changed
 * (a member with access pays another monthly amount from the next renewal: the artist moved them to a new price).
 */
export type SubscriptionChange =
  'started' | 'renewed' | 'payment_failed' | 'recovered' | 'cancel_scheduled' | 'resumed' | 'ended' | 'expired' | 'price_changed';

export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  source: EventSource;
  data: EventPayloads[T];
  /** The trace of the change that recorded it (W3C trace context), when traces are on. */
  trace?: Record<string, string>;
}

/**
 * What each service handles, declared once, by consumer (as eShop's consumers own their
 * subscriptions): the relay fans an event out to the queue of every service that lists it, and a
 * service's handlers must cover exactly its list (`EventHandlersOf`, checked by the compiler).
 * Adding a consumer of an event is one line here and one handler there.
 */
export const EVENT_SUBSCRIPTIONS = {
  // Drops its cached catalog answers (a drop opening changes what its works' pages say).
  gateway: ['product.changed', 'drop.opened'],
  // Detaches the orders of a deleted account (kept for the artist's books) and drops its cart.
  'cart-order': ['user.deleted'],
  // Drops a deleted account's favourites; keeps who is a Mail Club member (a drop's early access).
  catalog: ['user.deleted', 'subscription.changed'],
  // Ends a deleted account's subscriptions at once (nothing is charged for an account that is gone).
  subscription: ['user.deleted'],
  // Drops a deleted account's art wall compositions.
  content: ['user.deleted'],
  // Mails: the welcome and its confirmation link, the account's links and notices, order receipts and news, the Mail Club's.
  messaging: [
    'user.registered',
    'user.registration-requested',
    'user.password-reset-requested',
    'user.password-changed',
    'user.email-change-requested',
    'order.completed',
    'order.refunded',
    'order.status-changed',
    'order.tracking-changed',
    'order.payment-link-sent',
    'subscription.changed',
    'stock.low',
    'drop.opened',
    'stock.back',
  ],
} as const satisfies Partial<Record<EventSource, readonly EventType[]>>;

export type EventConsumerName = keyof typeof EVENT_SUBSCRIPTIONS;
export type SubscribedEvent<C extends EventConsumerName> = (typeof EVENT_SUBSCRIPTIONS)[C][number];

const SUBSCRIBERS = new Map<EventType, EventConsumerName[]>();
for (const [consumer, types] of Object.entries(EVENT_SUBSCRIPTIONS) as Array<[EventConsumerName, readonly EventType[]]>) {
  for (const type of types) SUBSCRIBERS.set(type, [...(SUBSCRIBERS.get(type) ?? []), consumer]);
}

/** The services whose queues an event goes to (none: it is recorded, and nobody listens yet). */
export function subscribersOf(type: EventType): readonly EventConsumerName[] {
  return SUBSCRIBERS.get(type) ?? [];
}

/** BullMQ queue a service consumes its events from (BullMQ names may not contain ':'). */
export function eventQueueName(consumer: EventSource): string {
  return `events.${consumer}`;
}
