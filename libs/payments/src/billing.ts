import type { Currency } from '@artshop/contracts';

/*
 * The billing port (Stripe Billing): Mail Club plans as products with monthly prices, subscribing
 * through a hosted checkout, reading and cancelling subscriptions, and the customer portal. The same
 * object implements PaymentProvider and BillingProvider (paymentProviderFromEnv answers one
 * provider); Stripe sits behind it (the Stripe emulator in development and tests). Writes
 * carry an idempotency key where Stripe takes one.
 */

/** Stripe's subscription statuses. */
export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export const PROVIDER_SUBSCRIPTION_STATUSES: readonly ProviderSubscriptionStatus[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
];

export interface UpsertProductInput {
  /** null: create a product; otherwise update that one. */
  productId: string | null;
  name: string;
  description: string;
  active: boolean;
  metadata: { planId: string } & Record<string, string>;
  idempotencyKey: string;
}

export interface ProviderProduct {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
}

export interface CreateMonthlyPriceInput {
  productId: string;
  amountCents: number;
  currency: Currency;
  idempotencyKey: string;
}

/** A recurring price (prices cannot change: a new amount is a new price, and the old one is archived). */
export interface ProviderPrice {
  id: string;
  productId: string;
  amountCents: number;
  currency: Currency;
  /** 'month' for the shop's prices. */
  interval: 'day' | 'week' | 'month' | 'year';
  active: boolean;
}

export interface CreateSubscriptionCheckoutInput {
  priceId: string;
  /** Prefills the hosted page (ignored by Stripe when customerId is given). */
  customerEmail: string;
  /** The provider's customer from an earlier subscription, or null for a new one. */
  customerId: string | null;
  /** Stored on the session and on the subscription it creates. */
  metadata: { userId: string; planId: string } & Record<string, string>;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the session's id as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  collectShippingAddress: true;
  idempotencyKey: string;
}

export interface ProviderCheckoutSessionRef {
  sessionId: string;
  /** The hosted page to send the customer to. */
  url: string;
}

export interface ProviderShippingAddress {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  customerId: string | null;
  customerEmail: string | null;
  shippingAddress: ProviderShippingAddress | null;
  metadata: Record<string, string>;
}

export interface ProviderInvoiceRef {
  id: string;
  /** Stripe's invoice statuses: draft, open, paid, uncollectible, void. */
  status: string;
  /** Where the customer pays an open invoice (fixes the card); null when there is none. */
  hostedInvoiceUrl: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string;
  amountCents: number;
  currency: Currency;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  /** When cancelling was asked for (Stripe's canceled_at: for a cancel at period end, the request, not the end). */
  canceledAt: Date | null;
  /** When it ended (Stripe's ended_at), once canceled or expired; null while it runs. */
  endedAt: Date | null;
  metadata: Record<string, string>;
  latestInvoice: ProviderInvoiceRef | null;
}

export interface ListSubscriptionsInput {
  /** Only subscriptions created at or after this time. */
  createdAfter?: Date;
  /** One status, or every status (canceled ones included) when left out. */
  status?: ProviderSubscriptionStatus;
}

export interface SwitchSubscriptionPriceInput {
  subscriptionId: string;
  /** The price it moves to (the plan's new monthly price). */
  priceId: string;
  /** One per subscription and price, so a retried move repeats nothing. */
  idempotencyKey: string;
}

export interface BillingProvider {
  // Plans
  upsertProduct(input: UpsertProductInput): Promise<{ productId: string }>;
  createMonthlyPrice(input: CreateMonthlyPriceInput): Promise<ProviderPrice>;
  /** Makes a price inactive: no new subscription takes it; existing ones keep it. Idempotent. */
  archivePrice(priceId: string): Promise<ProviderPrice>;
  /** null when missing or deleted (the plan's configuration must be fixed). */
  retrievePrice(priceId: string): Promise<ProviderPrice | null>;
  /** null when missing or deleted. */
  retrieveProduct(productId: string): Promise<ProviderProduct | null>;

  // Subscribing
  createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput): Promise<ProviderCheckoutSessionRef>;
  /** PaymentNotFoundError when there is no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;

  // Subscriptions
  /** PaymentNotFoundError when there is no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** true: ends at the period end (status stays active until then); false: renews again. */
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription>;
  /** Ends it now (status canceled, customer.subscription.deleted). A canceled one is answered as it is. */
  cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Moves a running subscription to another price from its next period: nothing is charged or credited
   * now (Stripe: proration_behavior none), the next renewal charges the new amount. A subscription
   * already on that price is answered as it is; an ended one is refused (PaymentProviderError).
   */
  switchSubscriptionPrice(input: SwitchSubscriptionPriceInput): Promise<ProviderSubscription>;
  /** Every matching subscription (all pages), for the periodic reconciliation. */
  listSubscriptions(input: ListSubscriptionsInput): Promise<ProviderSubscription[]>;
  /** Stripe's customer portal; null where the provider has none. */
  createBillingPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string } | null>;
}
