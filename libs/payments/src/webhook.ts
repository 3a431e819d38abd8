import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './provider.js';

/**
 * Verifies a notification signed with Stripe's scheme (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 over
 * `t.payload`, five minutes' tolerance) and names the payment it is about.
 */
export function parseSignedEvent(payload: string, signature: string, secret: string): PaymentEvent {
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret) as unknown as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'The notification signature could not be verified');
  }
  const object = event.data.object;
  return {
    id: event.id,
    type: event.type,
    paymentId: paymentIdOf(object),
    subscriptionId: subscriptionIdOf(object),
    checkoutSessionId: objectIdOf(object, 'checkout.session'),
    invoiceId: objectIdOf(object, 'invoice'),
  };
}

/** The object's own id when it is of this kind. */
function objectIdOf(object: unknown, kind: string): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const record = object as { object?: unknown; id?: unknown };
  return record.object === kind && typeof record.id === 'string' ? record.id : null;
}

/** An id, or the id of an expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}

/**
 * A subscription's own id; a checkout session's or an invoice's subscription. Current API versions
 * moved the invoice's subscription to `parent.subscription_details.subscription` (older ones, and
 * the Stripe emulator, may also set `subscription`).
 */
function subscriptionIdOf(object: unknown): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const record = object as {
    object?: unknown;
    id?: unknown;
    subscription?: unknown;
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  };
  if (record.object === 'subscription') return typeof record.id === 'string' ? record.id : null;
  if (record.object === 'checkout.session') return idOf(record.subscription);
  if (record.object === 'invoice') return idOf(record.parent?.subscription_details?.subscription) ?? idOf(record.subscription);
  return null;
}

/** A payment_intent's own id, or the payment_intent of a charge or refund (an id, or the expanded object). */
function paymentIdOf(object: unknown): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const record = object as { object?: unknown; id?: unknown; payment_intent?: unknown };
  if (record.object === 'payment_intent' && typeof record.id === 'string') return record.id;
  const intent = record.payment_intent;
  if (typeof intent === 'string') return intent;
  if (typeof intent === 'object' && intent !== null && typeof (intent as { id?: unknown }).id === 'string') return (intent as { id: string }).id;
  return null;
}

/** A Stripe-Signature header for a payload (tests sign their own events with it): Stripe's own test-header helper. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
