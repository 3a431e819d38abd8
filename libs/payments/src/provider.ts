import type { Currency, PaymentSetup } from '@artshop/contracts';
import type { BillingProvider } from './billing.js';

/*
 * The one payment-provider port (as Medusa's payment module): the shop starts, reads, cancels and
 * refunds payments and turns a provider's signed notification into an event through this interface
 * only. Stripe sits behind it (in development and tests, the Stripe emulator speaking Stripe's API). Every
 * write carries an idempotency key, so a retried call never charges or refunds twice.
 */

/** Stripe's PaymentIntent statuses. */
export type ProviderPaymentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** A payment as the provider holds it now. */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: Currency;
  /** What the shop stored with it (orderId…). */
  metadata: Record<string, string>;
  /** Handed to the browser's card form; null when the provider does not say (a listing). */
  clientSecret: string | null;
  /** The last refusal in a person's words ('Your card was declined.'), or null. */
  failureMessage: string | null;
}

export interface CreatePaymentInput {
  amountCents: number;
  currency: Currency;
  /** Stored with the payment and sent back in every notification. */
  metadata: { orderId: string } & Record<string, string>;
  description: string;
  receiptEmail: string | null;
  /** One per order attempt: the same key twice gives the same payment. */
  idempotencyKey: string;
}

export interface RefundInput {
  paymentId: string;
  /** Left out: the whole payment. */
  amountCents?: number;
  reason: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountCents: number;
}

/** A verified notification: which event, of what type, about which payment. Act on the payment read again, not on the event's copy. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one (payment_intent.*, charge.refunded…). */
  paymentId: string | null;
  /** The subscription it is about (customer.subscription.*, invoice.*, a completed subscription checkout.session), or null. */
  subscriptionId: string | null;
  /** The Checkout Session (checkout.session.*), or null. */
  checkoutSessionId: string | null;
  /** The invoice (invoice.*), or null. */
  invoiceId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentSetup['provider'];
  /** What the browser needs to show the card form. */
  readonly setup: PaymentSetup;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  retrievePayment(paymentId: string): Promise<ProviderPayment>;
  /** Stops a payment that has not succeeded: it can no longer be paid. Answers the payment as it now is (a succeeded payment stays succeeded, no error). */
  cancelPayment(paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  refundPayment(input: RefundInput): Promise<ProviderRefund>;
  /** Checks the signature over the exact raw body; a bad or missing one throws WebhookSignatureError. */
  parseWebhook(payload: string, signature: string): PaymentEvent;
}

/** One object answers both ports (payments and Mail Club billing). */
export type PaymentAndBillingProvider = PaymentProvider & BillingProvider;

/** The notification's signature does not match: answered 400, and nothing changes. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or answered with an error that is not the card's (a 502 for the shopper: 'try again'). */
export class PaymentProviderError extends Error {}

/**
 * The provider could not be reached, or was busy with the same request: whether the call was carried
 * out is unknown, and the same call with the same idempotency key settles it.
 */
export class PaymentProviderUnavailable extends PaymentProviderError {}

/** No payment with this id: a 404 for the caller. */
export class PaymentNotFoundError extends PaymentProviderError {}
