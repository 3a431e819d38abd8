import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/*
 * Stripe's objects as its API answers them, typed with the `stripe` package's own types, so a field
 * the SDK adds or changes shows up here as a type error instead of drifting silently. Fields the shop
 * never sets answer Stripe's defaults (null, empty lists).
 */

export function randomId(): string {
  return randomBytes(18)
    .toString('base64')
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 24);
}

/** JSON carries a decimal as a string, which the SDK reads into its Decimal. */
function wireDecimal(value: string): Stripe.Decimal {
  return value as unknown as Stripe.Decimal;
}

export function newPaymentIntent(fields: {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  automaticPaymentMethods: boolean;
  created: number;
}): Stripe.PaymentIntent {
  const id = `pi_${randomId()}`;
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automaticPaymentMethods ? { enabled: true, allow_redirects: 'always' } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomId()}`,
    confirmation_method: 'automatic',
    created: fields.created,
    currency: fields.currency,
    customer: null,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

export function newCharge(intent: Stripe.PaymentIntent, created: number): Stripe.Charge {
  return {
    id: typeof intent.latest_charge === 'string' ? intent.latest_charge : `ch_${randomId()}`,
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount_received,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: intent.status === 'succeeded',
    created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: null,
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: intent.status === 'succeeded',
    payment_intent: intent.id,
    payment_method: null,
    payment_method_details: null,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function newRefund(fields: {
  amount: number;
  intent: Stripe.PaymentIntent;
  metadata: Record<string, string>;
  reason: Stripe.Refund.Reason | null;
  created: number;
}): Stripe.Refund {
  return {
    id: `re_${randomId()}`,
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: fields.intent.latest_charge,
    created: fields.created,
    currency: fields.intent.currency,
    customer: null,
    customer_account: null,
    metadata: fields.metadata,
    payment_intent: fields.intent.id,
    payment_method: null,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function newProduct(created: number): Stripe.Product {
  return {
    id: `prod_${randomId()}`,
    object: 'product',
    active: true,
    created,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: '',
    package_dimensions: null,
    shippable: null,
    tax_details: null,
    type: 'service',
    updated: created,
    url: null,
  };
}

export function newPrice(fields: {
  product: string;
  unitAmount: number;
  currency: string;
  interval: Stripe.Price.Recurring.Interval;
  intervalCount: number;
  metadata: Record<string, string>;
  created: number;
}): Stripe.Price {
  return {
    id: `price_${randomId()}`,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: fields.created,
    currency: fields.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: fields.metadata,
    nickname: null,
    product: fields.product,
    recurring: { interval: fields.interval, interval_count: fields.intervalCount, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: fields.unitAmount,
    unit_amount_decimal: wireDecimal(String(fields.unitAmount)),
  };
}

export function newCheckoutSession(fields: {
  id: string;
  url: string;
  successUrl: string;
  cancelUrl: string | null;
  customer: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  price: Stripe.Price;
  allowedCountries: Stripe.Checkout.Session.ShippingAddressCollection.AllowedCountry[] | null;
  created: number;
}): Stripe.Checkout.Session {
  return {
    id: fields.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: fields.price.unit_amount,
    amount_total: fields.price.unit_amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: fields.created,
    currency: fields.price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : 'always',
    customer_details: null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.created + 86_400,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: fields.allowedCountries ? { allowed_countries: fields.allowedCountries } : null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: null,
    ui_mode: 'hosted',
    url: fields.url,
    wallet_options: null,
  };
}

export function newInvoice(fields: {
  id: string;
  customer: string;
  customerEmail: string | null;
  subscription: string;
  subscriptionMetadata: Record<string, string>;
  price: Stripe.Price;
  billingReason: Stripe.Invoice.BillingReason;
  hostedInvoiceUrl: string;
  periodStart: number;
  periodEnd: number;
  created: number;
}): Stripe.Invoice {
  const amount = fields.price.unit_amount ?? 0;
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'US',
    account_name: null,
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.price.currency,
    custom_fields: null,
    customer: fields.customer,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customerEmail,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: fields.hostedInvoiceUrl,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${fields.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: fields.subscriptionMetadata, subscription: fields.subscription },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: fields.created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: fields.created,
  };
}

export function newSubscription(fields: {
  id: string;
  customer: string;
  price: Stripe.Price;
  metadata: Record<string, string>;
  latestInvoice: string;
  periodStart: number;
  periodEnd: number;
  created: number;
}): Stripe.Subscription {
  const item: Stripe.SubscriptionItem = {
    id: `si_${randomId()}`,
    object: 'subscription_item',
    billing_thresholds: null,
    created: fields.created,
    current_period_end: fields.periodEnd,
    current_period_start: fields.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: null as unknown as Stripe.Plan,
    price: { ...fields.price },
    quantity: 1,
    subscription: fields.id,
    tax_rates: [],
  };
  return {
    id: fields.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.periodStart,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: fields.price.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${fields.id}` },
    latest_invoice: fields.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.periodStart,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

/** An event as Stripe sends it, of the account's API version (the SDK's). */
export function newEvent<E extends Stripe.Event>(
  type: E['type'],
  object: E['data']['object'],
  created: number,
  previousAttributes?: Record<string, unknown>,
): E {
  const envelope = {
    id: `evt_${randomId()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } satisfies Omit<Stripe.Event, 'type' | 'data'>;
  // The type and its object are tied by E's own declaration (PaymentIntentSucceededEvent…).
  return { ...envelope, type, data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) } } as unknown as E;
}

export function newCustomer(fields: { email: string | null; name: string | null; testClock: string | null; created: number }): Stripe.Customer {
  return {
    id: `cus_${randomId()}`,
    object: 'customer',
    balance: 0,
    created: fields.created,
    default_source: null,
    delinquent: false,
    description: null,
    email: fields.email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: fields.name,
    shipping: null,
    test_clock: fields.testClock,
  };
}

export function newTestClock(fields: { id?: string; name: string | null; frozenTime: number; created: number }): Stripe.TestHelpers.TestClock {
  return {
    id: fields.id ?? `clock_${randomId()}`,
    object: 'test_helpers.test_clock',
    created: fields.created,
    // Stripe deletes a test clock 30 days after it was made.
    deletes_after: fields.created + 30 * 86_400,
    frozen_time: fields.frozenTime,
    livemode: false,
    name: fields.name,
    status: 'ready',
    status_details: {},
  };
}
