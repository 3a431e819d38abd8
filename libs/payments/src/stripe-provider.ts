import Stripe from 'stripe';
import { MAIL_CLUB_SHIPPING_COUNTRIES, type Currency, type PaymentSetup } from '@artshop/contracts';
import type {
  BillingProvider,
  CreateMonthlyPriceInput,
  CreateSubscriptionCheckoutInput,
  ListSubscriptionsInput,
  ProviderCheckoutSession,
  ProviderCheckoutSessionRef,
  ProviderPrice,
  ProviderProduct,
  ProviderShippingAddress,
  ProviderSubscription,
  ProviderSubscriptionStatus,
  SwitchSubscriptionPriceInput,
  UpsertProductInput,
} from './billing.js';
import {
  PaymentNotFoundError,
  PaymentProviderError,
  PaymentProviderUnavailable,
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
  /** Where browsers load Stripe.js from when it is not js.stripe.com (the Stripe emulator's, with a test key only). */
  stripeJsUrl?: string;
  /** Another API host (the Stripe emulator); Stripe's own otherwise. */
  host?: string;
  port?: number | string;
  protocol?: 'http' | 'https';
  /** The SDK's retries of network errors, 409s and 5xx, with backoff and an idempotency key; 2 unless told. */
  maxNetworkRetries?: number;
  /** Per request; 20 s unless told. */
  timeoutMs?: number;
}

/** The payment provider on Stripe: PaymentIntents with automatic payment methods, refunds, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider, BillingProvider {
  readonly name = 'stripe';
  readonly setup: PaymentSetup;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    // Stripe's test keys (secret or restricted) move no real money.
    this.setup = {
      provider: 'stripe',
      publishableKey: options.publishableKey,
      stripeJsUrl: options.stripeJsUrl ?? null,
      testMode: /^(sk|rk)_test_/.test(options.secretKey),
    };
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

  // ── Billing (Mail Club) ─────────────────────────────────────────────────────────────────────

  async upsertProduct(input: UpsertProductInput): Promise<{ productId: string }> {
    const fields = { name: input.name, description: input.description, active: input.active, metadata: input.metadata };
    const product = await this.call(() =>
      input.productId
        ? this.stripe.products.update(input.productId, fields, { idempotencyKey: input.idempotencyKey })
        : this.stripe.products.create(fields, { idempotencyKey: input.idempotencyKey }),
    );
    return { productId: product.id };
  }

  async createMonthlyPrice(input: CreateMonthlyPriceInput): Promise<ProviderPrice> {
    const price = await this.call(() =>
      this.stripe.prices.create(
        { product: input.productId, unit_amount: input.amountCents, currency: input.currency.toLowerCase(), recurring: { interval: 'month' } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toPrice(price);
  }

  async archivePrice(priceId: string): Promise<ProviderPrice> {
    return toPrice(await this.call(() => this.stripe.prices.update(priceId, { active: false })));
  }

  async retrievePrice(priceId: string): Promise<ProviderPrice | null> {
    const price = await this.orNull(() => this.stripe.prices.retrieve(priceId));
    if (!price || (price as { deleted?: boolean }).deleted) return null;
    return toPrice(price);
  }

  async retrieveProduct(productId: string): Promise<ProviderProduct | null> {
    const product = await this.orNull(() => this.stripe.products.retrieve(productId));
    if (!product || (product as { deleted?: boolean }).deleted) return null;
    return { id: product.id, name: product.name, description: product.description ?? null, active: product.active, metadata: { ...product.metadata } };
  }

  async createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput): Promise<ProviderCheckoutSessionRef> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: input.priceId, quantity: 1 }],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          metadata: input.metadata,
          subscription_data: { metadata: input.metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.collectShippingAddress ? { shipping_address_collection: { allowed_countries: SHIPPING_COUNTRIES } } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError(`Stripe answered checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    const details = session.collected_information?.shipping_details ?? null;
    return {
      id: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      shippingAddress: details ? toAddress(details.name, details.address) : null,
      metadata: { ...(session.metadata ?? {}) },
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return toSubscription(await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] })));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    return toSubscription(
      await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd, expand: ['latest_invoice'] })),
    );
  }

  async cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription> {
    try {
      return toSubscription(await this.stripe.subscriptions.cancel(subscriptionId, { expand: ['latest_invoice'] }, { idempotencyKey }));
    } catch (error) {
      // A subscription that has already ended cannot be canceled again: answer it as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== 'resource_missing') {
        const subscription = await this.retrieveSubscription(subscriptionId);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return subscription;
      }
      throw providerError(error);
    }
  }

  /** The subscription's one item moves to the price, without proration: the next invoice charges the new amount. */
  async switchSubscriptionPrice(input: SwitchSubscriptionPriceInput): Promise<ProviderSubscription> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(input.subscriptionId, { expand: ['latest_invoice'] }));
    const item = current.items.data[0];
    if (!item) throw new PaymentProviderError(`Stripe subscription ${current.id} has no item to move to another price`);
    if (item.price.id === input.priceId) return toSubscription(current);
    return toSubscription(
      await this.call(() =>
        this.stripe.subscriptions.update(
          input.subscriptionId,
          { items: [{ id: item.id, price: input.priceId }], proration_behavior: 'none', expand: ['latest_invoice'] },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  async listSubscriptions(input: ListSubscriptionsInput): Promise<ProviderSubscription[]> {
    const params: Stripe.SubscriptionListParams = {
      status: input.status ?? 'all',
      limit: 100,
      expand: ['data.latest_invoice'],
      ...(input.createdAfter ? { created: { gte: Math.floor(input.createdAfter.getTime() / 1000) } } : {}),
    };
    const all: ProviderSubscription[] = [];
    try {
      for await (const subscription of this.stripe.subscriptions.list(params)) all.push(toSubscription(subscription));
    } catch (error) {
      throw providerError(error);
    }
    return all;
  }

  async createBillingPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string } | null> {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }));
    return { url: session.url };
  }

  /** null when Stripe answers resource_missing. */
  private async orNull<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      const failure = providerError(error);
      if (failure instanceof PaymentNotFoundError) return null;
      throw failure;
    }
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

/** Where the artist ships club parcels (contracts' list). */
const SHIPPING_COUNTRIES: Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[] = [...MAIL_CLUB_SHIPPING_COUNTRIES];

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toPrice(price: Stripe.Price): ProviderPrice {
  return {
    id: price.id,
    productId: idOf(price.product as string | { id: string }) ?? '',
    amountCents: price.unit_amount ?? 0,
    currency: price.currency.toUpperCase() as Currency,
    interval: (price.recurring?.interval ?? 'month') as ProviderPrice['interval'],
    active: price.active,
  };
}

function toAddress(name: string | null | undefined, address: Stripe.Address | null | undefined): ProviderShippingAddress {
  return {
    name: name ?? null,
    line1: address?.line1 ?? null,
    line2: address?.line2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postalCode: address?.postal_code ?? null,
    country: address?.country ?? null,
  };
}

/** Current API versions keep the billing period on the subscription's items (older ones on the subscription): either is read. */
function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? legacy.current_period_end ?? start;
  const invoice = subscription.latest_invoice;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer as string | { id: string }) ?? '',
    status: subscription.status as ProviderSubscriptionStatus,
    priceId: item?.price.id ?? '',
    amountCents: item?.price.unit_amount ?? 0,
    currency: subscription.currency.toUpperCase() as Currency,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: subscription.cancel_at ? new Date(subscription.cancel_at * 1000) : null,
    canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : null,
    metadata: { ...subscription.metadata },
    latestInvoice:
      invoice === null
        ? null
        : typeof invoice === 'string'
          ? { id: invoice, status: 'unknown', hostedInvoiceUrl: null } // not expanded (every call here expands it)
          : { id: invoice.id ?? '', status: invoice.status ?? 'draft', hostedInvoiceUrl: invoice.hosted_invoice_url ?? null },
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
    if (error instanceof Stripe.errors.StripeConnectionError) return new PaymentProviderUnavailable(`Stripe could not be reached: ${error.message}`);
    // Stripe's own failure, a burst refused, or the same key still in progress: nothing is known to have happened yet.
    if (
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error instanceof Stripe.errors.StripeIdempotencyError
    )
      return new PaymentProviderUnavailable(`Stripe answered ${error.statusCode ?? 'an error'}: ${error.message}`);
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      return new PaymentProviderError(`Stripe refused the shop's secret key (check STRIPE_SECRET_KEY): ${error.message}`);
    if (error.code === 'resource_missing') return new PaymentNotFoundError(`Stripe: ${error.message}`);
    return new PaymentProviderError(`Stripe answered ${error.statusCode ?? 'an error'}: ${error.message}`);
  }
  return new PaymentProviderError(`Stripe call failed: ${error instanceof Error ? error.message : String(error)}`);
}
