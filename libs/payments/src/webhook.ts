import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './provider.js';

/**
 * Verifies a notification signed with Stripe's scheme (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 over
 * `t.payload`, five minutes' tolerance) and names the payment it is about. Both providers sign this
 * way, so one function checks Stripe's notifications and the local provider's.
 */
export function parseSignedEvent(payload: string, signature: string, secret: string): PaymentEvent {
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret) as unknown as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'The notification signature could not be verified');
  }
  return { id: event.id, type: event.type, paymentId: paymentIdOf(event.data.object) };
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

/** The header the local provider sends (and tests sign with): Stripe's own test-header helper. */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
