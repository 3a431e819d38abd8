import Stripe from 'stripe';
import type { Currency, PaymentSetup } from '@artshop/contracts';
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type RefundInput,
} from './provider.js';
import { parseSignedEvent } from './webhook.js';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (tests point it at FakeStripeServer); Stripe's own otherwise. */
  host?: string;
  port?: number | string;
  protocol?: 'http' | 'https';
  /** The SDK's retries of network errors, 409s and 5xx, with backoff and an idempotency key; 2 unless told. */
  maxNetworkRetries?: number;
  /** Per request; 20 s unless told. */
  timeoutMs?: number;
}

/** The payment provider on Stripe: PaymentIntents with automatic payment methods, refunds, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly setup: PaymentSetup;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.setup = { provider: 'stripe', publishableKey: options.publishableKey };
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          metadata: input.metadata,
          description: input.description,
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toPayment(intent);
  }

  async retrievePayment(paymentId: string): Promise<ProviderPayment> {
    return toPayment(await this.call(() => this.stripe.paymentIntents.retrieve(paymentId)));
  }

  async cancelPayment(paymentId: string, idempotencyKey: string): Promise<ProviderPayment> {
    try {
      return toPayment(await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey }));
    } catch (error) {
      // 'You cannot cancel this PaymentIntent because it has a status of succeeded/canceled': the
      // payment is already where it will stay, which is what the caller wanted to know.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        const payment = await this.retrievePayment(paymentId);
        if (payment.status === 'succeeded' || payment.status === 'canceled') return payment;
      }
      throw providerError(error);
    }
  }

  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentId,
          ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
          metadata: { reason: input.reason },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: refund.id, status: refundStatus(refund.status), amountCents: refund.amount };
  }

  parseWebhook(payload: string, signature: string): PaymentEvent {
    return parseSignedEvent(payload, signature, this.options.webhookSecret);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    status: paymentStatus(intent.status),
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase() as Currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret ?? null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

const STATUSES: readonly ProviderPaymentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

function paymentStatus(status: Stripe.PaymentIntent.Status): ProviderPaymentStatus {
  if ((STATUSES as readonly string[]).includes(status)) return status as ProviderPaymentStatus;
  // requires_capture (manual capture, which the shop does not use) and any newer status: not paid yet, not failed.
  return 'processing';
}

function refundStatus(status: string | null): ProviderRefund['status'] {
  const known: ProviderRefund['status'][] = ['pending', 'succeeded', 'failed', 'canceled', 'requires_action'];
  return known.find((candidate) => candidate === status) ?? 'pending';
}

/** Stripe's errors in words an operator can act on; a payment that does not exist becomes PaymentNotFoundError. */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    if (error instanceof Stripe.errors.StripeConnectionError) return new PaymentProviderError(`Stripe could not be reached: ${error.message}`);
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      return new PaymentProviderError(`Stripe refused the shop's secret key (check STRIPE_SECRET_KEY): ${error.message}`);
    if (error.code === 'resource_missing') return new PaymentNotFoundError(`Stripe: ${error.message}`);
    return new PaymentProviderError(`Stripe answered ${error.statusCode ?? 'an error'}: ${error.message}`);
  }
  return new PaymentProviderError(`Stripe call failed: ${error instanceof Error ? error.message : String(error)}`);
}
