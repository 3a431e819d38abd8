import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import Stripe from 'stripe';

export interface ReceivedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects (`metadata[orderId]=…` → { metadata: { orderId } }). */
  params: Record<string, unknown>;
}

/** A PaymentIntent as Stripe's API answers it (the fields the shop reads, and a few more). */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null;
  payment_method_types: string[];
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  amount_refunded: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'succeeded';
  created: number;
}

/** A Product (a Mail Club plan). */
export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
  updated: number;
  livemode: false;
}

/** A recurring Price. */
export interface FakePrice {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  active: boolean;
  type: 'recurring';
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A Checkout Session in mode=subscription (the current API: shipping under collected_information). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  subscription: string | null;
  metadata: Record<string, string>;
  line_items_price: string;
  subscription_data_metadata: Record<string, string>;
  shipping_address_collection: { allowed_countries: string[] } | null;
  collected_information: {
    business_name: null;
    individual_name: null;
    shipping_details: { name: string; address: Record<string, string | null> } | null;
  } | null;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  amount_paid: number;
  currency: string;
  hosted_invoice_url: string | null;
  billing_reason: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  period_start: number;
  period_end: number;
  created: number;
  livemode: false;
}

/** A Subscription as the current API answers it: the billing period is on its items. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  currency: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  start_date: number;
  created: number;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{ id: string; object: 'subscription_item'; quantity: number; current_period_start: number; current_period_end: number; price: FakePrice }>;
    has_more: false;
    url: string;
  };
  livemode: false;
}

type Reply = { status: number; body: unknown };
type StoredReply = Reply & { fingerprint: string };

/**
 * A local stand-in for the part of Stripe's REST API the shop uses, driven by the real `stripe` SDK
 * (host/port/protocol 'http'): POST /v1/payment_intents, GET /v1/payment_intents/:id, POST
 * /v1/payment_intents/:id/cancel, POST /v1/refunds, and Billing's products, prices, subscription Checkout
 * Sessions and subscriptions (reading, cancelling, moving to another price). It reads the SDK's form-encoded bodies, checks
 * the bearer secret key (401 in Stripe's error shape), keeps Stripe's idempotency semantics (the
 * same key and parameters replay the stored answer with `Idempotent-Replayed: true`; the same key
 * with other parameters is a 400 idempotency_error) and answers Stripe's errors for the states it
 * refuses. Test helpers move an intent as a card payment would (succeed, decline) and post signed events.
 */
export class FakeStripeServer {
  readonly requests: ReceivedStripeRequest[] = [];
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly checkoutSessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly portalSessions: Array<{ id: string; customer: string; return_url: string | null; url: string }> = [];
  private readonly idempotent = new Map<string, StoredReply>();
  private readonly refusals: Array<{ method: string; path: string; left: number }> = [];

  private constructor(
    private readonly server: Server,
    readonly secretKey: string,
    readonly port: number,
  ) {}

  static async start(secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`): Promise<FakeStripeServer> {
    const holder: { fake?: FakeStripeServer } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const { reply, replayed } = holder.fake!.handle(request.method ?? 'GET', request.url ?? '/', request.headers, Buffer.concat(chunks).toString('utf8'));
        response
          .writeHead(reply.status, {
            'content-type': 'application/json',
            'request-id': `req_${randomBytes(7).toString('hex')}`,
            ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
          })
          .end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakeStripeServer(server, secretKey, (server.address() as { port: number }).port);
    return holder.fake;
  }

  /** What the Stripe provider is given to reach this server. */
  get clientOptions(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  /** STRIPE_API_HOST/PORT/PROTOCOL for a service started against this server. */
  get env(): Record<string, string> {
    return { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(this.port), STRIPE_API_PROTOCOL: 'http' };
  }

  /**
   * The next `count` requests to this method and path are refused as Stripe refuses a burst (429
   * rate_limit, not retried by the SDK and, as at Stripe, not kept under their idempotency key, so
   * the same request sent again later goes through).
   */
  refuseNext(method: string, path: string, count = 1): void {
    this.refusals.push({ method, path, left: count });
  }

  /** The card payment went through (what Stripe.js' confirmPayment with 4242… does). */
  succeed(paymentId: string): FakePaymentIntent {
    const intent = this.intent(paymentId);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.latest_charge = `ch_${randomId()}`;
    return intent;
  }

  /** The card was refused: the intent waits for another card, with the reason. */
  decline(paymentId: string, message = 'Your card was declined.', code = 'card_declined'): FakePaymentIntent {
    const intent = this.intent(paymentId);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code, ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}), message };
    return intent;
  }

  /**
   * The customer paid the hosted checkout (what Stripe's page does with 4242…): the session completes
   * with a new customer (or the given one), an active subscription on the session's price and a paid
   * first invoice. Answers the subscription.
   */
  completeCheckout(
    sessionId: string,
    shipping = { name: 'Ann Lee', address: { line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' } },
  ): FakeSubscription {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`FakeStripeServer: no checkout session ${sessionId}`);
    const price = this.prices.get(session.line_items_price)!;
    const customer = session.customer ?? `cus_${randomId()}`;
    const start = now();
    const end = start + 30 * 86_400;
    const id = `sub_${randomId()}`;
    const invoice: FakeInvoice = {
      id: `in_${randomId()}`,
      object: 'invoice',
      customer,
      status: 'paid',
      amount_due: price.unit_amount,
      amount_paid: price.unit_amount,
      currency: price.currency,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/test_${randomId()}`,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: { ...session.subscription_data_metadata } } },
      period_start: start,
      period_end: end,
      created: start,
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      currency: price.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      created: start,
      latest_invoice: invoice.id,
      metadata: { ...session.subscription_data_metadata },
      items: {
        object: 'list',
        data: [{ id: `si_${randomId()}`, object: 'subscription_item', quantity: 1, current_period_start: start, current_period_end: end, price: { ...price } }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    this.subscriptions.set(id, subscription);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    session.customer = customer;
    session.customer_details = { email: session.customer_email };
    session.subscription = id;
    session.collected_information = { business_name: null, individual_name: null, shipping_details: shipping };
    return subscription;
  }

  /** The signed event Stripe would send about this payment, as posted to `url`; answers the endpoint's status and body. */
  async sendEvent(url: string, type: string, paymentId: string, secret: string): Promise<{ status: number; body: string; event: Record<string, unknown> }> {
    const event = this.event(type, paymentId);
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    });
    return { status: response.status, body: await response.text(), event };
  }

  /** An event in Stripe's shape: payment_intent.* carry the intent, charge.* its charge (with payment_intent). */
  event(type: string, paymentId: string): Record<string, unknown> {
    const intent = this.intent(paymentId);
    const object = type.startsWith('charge.')
      ? {
          id: intent.latest_charge ?? `ch_${randomId()}`,
          object: 'charge',
          amount: intent.amount,
          amount_refunded: intent.amount_refunded,
          currency: intent.currency,
          payment_intent: intent.id,
          refunded: intent.amount_refunded === intent.amount,
          status: 'succeeded',
          metadata: intent.metadata,
          livemode: false,
        }
      : { ...intent };
    return {
      id: `evt_${randomId()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private intent(paymentId: string): FakePaymentIntent {
    const intent = this.paymentIntents.get(paymentId);
    if (!intent) throw new Error(`FakeStripeServer: no payment intent ${paymentId}`);
    return intent;
  }

  private handle(method: string, url: string, headers: IncomingHttpHeaders, body: string): { reply: Reply; replayed: boolean } {
    const path = url.split('?')[0];
    const params = { ...decodeForm(url.split('?')[1] ?? ''), ...decodeForm(method === 'GET' ? '' : body) };
    this.requests.push({ method, path, headers, params });
    const authorization = headers.authorization ?? '';
    if (authorization !== `Bearer ${this.secretKey}`) {
      const given = authorization.replace(/^Bearer\s+/i, '');
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return { reply: { status: 401, body: { error: { message, type: 'invalid_request_error' } } }, replayed: false };
    }
    const refusal = this.refusals.find((candidate) => candidate.method === method && candidate.path === path && candidate.left > 0);
    if (refusal) {
      refusal.left -= 1;
      return {
        reply: error(
          429,
          'invalid_request_error',
          'rate_limit',
          'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
        ),
        replayed: false,
      };
    }
    const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : null;
    if (method === 'POST' && key) {
      const fingerprint = `${method} ${path} ${canonical(params)}`;
      const stored = this.idempotent.get(key);
      if (stored) {
        if (stored.fingerprint !== fingerprint)
          return {
            reply: error(
              400,
              'idempotency_error',
              null,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
            replayed: false,
          };
        return { reply: stored, replayed: true };
      }
      const reply = this.route(method, path, params);
      // Stripe keeps the first answer of a key, errors included (not a 5xx, which may be retried).
      if (reply.status < 500) this.idempotent.set(key, { ...reply, fingerprint });
      return { reply, replayed: false };
    }
    return { reply: this.route(method, path, params), replayed: false };
  }

  private route(method: string, path: string, params: Record<string, unknown>): Reply {
    const billing = this.billingRoute(method, path, params);
    if (billing) return billing;
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = this.paymentIntents.get(decodeURIComponent(intentPath[1]));
      if (!intent) return missing('payment_intent', decodeURIComponent(intentPath[1]), 'intent');
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: intent };
      if (method === 'POST' && intentPath[2]) return this.cancelIntent(intent, params);
    }
    return error(
      404,
      'invalid_request_error',
      null,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  /** Products, prices, subscription Checkout Sessions, subscriptions and the customer portal; null for other paths. */
  private billingRoute(method: string, path: string, params: Record<string, unknown>): Reply | null {
    if (path === '/v1/products' && method === 'POST') return this.saveProduct(null, params);
    const productPath = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (productPath) {
      const product = this.products.get(decodeURIComponent(productPath[1]));
      if (!product) return missing('product', decodeURIComponent(productPath[1]), 'id');
      if (method === 'GET') return { status: 200, body: product };
      if (method === 'POST') return this.saveProduct(product, params);
    }
    if (path === '/v1/prices' && method === 'POST') return this.createPrice(params);
    const pricePath = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (pricePath) {
      const price = this.prices.get(decodeURIComponent(pricePath[1]));
      if (!price) return missing('price', decodeURIComponent(pricePath[1]), 'price');
      if (method === 'GET') return { status: 200, body: price };
      if (method === 'POST') {
        if (params.active !== undefined) price.active = params.active === 'true';
        if (params.metadata !== undefined) price.metadata = { ...price.metadata, ...stringRecord(params.metadata) };
        return { status: 200, body: price };
      }
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') return this.createCheckoutSession(params);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (sessionPath && method === 'GET') {
      const session = this.checkoutSessions.get(decodeURIComponent(sessionPath[1]));
      if (!session) return missing('checkout.session', decodeURIComponent(sessionPath[1]), 'session');
      return { status: 200, body: sessionBody(session) };
    }
    if (path === '/v1/subscriptions' && method === 'GET') return this.listSubscriptions(params);
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]));
      if (!subscription) return missing('subscription', decodeURIComponent(subscriptionPath[1]), 'id');
      if (method === 'GET') return { status: 200, body: this.expanded(subscription, params, '') };
      if (method === 'POST') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
          return error(400, 'invalid_request_error', null, 'A canceled subscription can only update its cancellation_details and metadata.');
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
        }
        if (params.metadata !== undefined) subscription.metadata = { ...subscription.metadata, ...stringRecord(params.metadata) };
        if (params.items !== undefined) {
          const refused = this.updateItems(subscription, params.items as Record<string, { id?: string; price?: string }>);
          if (refused) return refused;
        }
        return { status: 200, body: this.expanded(subscription, params, '') };
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
          return error(400, 'invalid_request_error', null, `A canceled subscription can only update its cancellation_details and metadata.`);
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        subscription.ended_at = now();
        return { status: 200, body: this.expanded(subscription, params, '') };
      }
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      if (typeof params.customer !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: customer.', 'customer');
      if (![...this.subscriptions.values()].some((subscription) => subscription.customer === params.customer))
        return missing('customer', params.customer, 'customer');
      const session = {
        id: `bps_${randomId()}`,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: typeof params.return_url === 'string' ? params.return_url : null,
        url: `https://billing.stripe.com/p/session/test_${randomId()}`,
        created: now(),
        livemode: false,
      };
      this.portalSessions.push(session);
      return { status: 200, body: session };
    }
    return null;
  }

  /** items[n][id] + items[n][price]: that item moves to the price (the period and the latest invoice stay as they are). */
  private updateItems(subscription: FakeSubscription, items: Record<string, { id?: string; price?: string }>): Reply | null {
    const changes: Array<[FakeSubscription['items']['data'][number], FakePrice]> = [];
    for (const [index, change] of Object.entries(items)) {
      const item = subscription.items.data.find((candidate) => candidate.id === change.id);
      if (!item) return missing('subscription_item', change.id ?? '', `items[${index}][id]`);
      if (typeof change.price !== 'string') continue;
      const price = this.prices.get(change.price);
      if (!price) return missing('price', change.price, `items[${index}][price]`);
      if (!price.active)
        return error(
          400,
          'invalid_request_error',
          'parameter_invalid',
          `The price specified (${price.id}) is inactive. This field only accepts active prices.`,
          `items[${index}][price]`,
        );
      if (price.currency !== subscription.currency)
        return error(400, 'invalid_request_error', 'parameter_invalid', 'You cannot combine currencies on a single customer.', `items[${index}][price]`);
      changes.push([item, price]);
    }
    for (const [item, price] of changes) item.price = { ...price };
    return null;
  }

  private saveProduct(product: FakeProduct | null, params: Record<string, unknown>): Reply {
    if (!product && typeof params.name !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: name.', 'name');
    const saved: FakeProduct = product ?? {
      id: `prod_${randomId()}`,
      object: 'product',
      name: '',
      description: null,
      active: true,
      metadata: {},
      created: now(),
      updated: now(),
      livemode: false,
    };
    if (typeof params.name === 'string') saved.name = params.name;
    if (typeof params.description === 'string') saved.description = params.description === '' ? null : params.description;
    if (params.active !== undefined) saved.active = params.active === 'true';
    if (params.metadata !== undefined) saved.metadata = { ...saved.metadata, ...stringRecord(params.metadata) };
    saved.updated = now();
    this.products.set(saved.id, saved);
    return { status: 200, body: saved };
  }

  private createPrice(params: Record<string, unknown>): Reply {
    if (typeof params.product !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: product.', 'product');
    if (!this.products.has(params.product)) return missing('product', params.product, 'product');
    const amount = integer(params.unit_amount);
    if (amount === null) return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: unit_amount.', 'unit_amount');
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/.test(params.currency))
      return error(400, 'invalid_request_error', 'parameter_invalid', `Invalid currency: ${String(params.currency)}.`, 'currency');
    const recurring = params.recurring as { interval?: string; interval_count?: string } | undefined;
    if (!recurring?.interval || !['day', 'week', 'month', 'year'].includes(recurring.interval))
      return error(
        400,
        'invalid_request_error',
        'parameter_invalid',
        'Invalid recurring[interval]: must be one of day, week, month, or year',
        'recurring[interval]',
      );
    const price: FakePrice = {
      id: `price_${randomId()}`,
      object: 'price',
      product: params.product,
      unit_amount: amount,
      currency: params.currency,
      active: true,
      type: 'recurring',
      recurring: { interval: recurring.interval, interval_count: integer(recurring.interval_count) ?? 1, usage_type: 'licensed' },
      metadata: stringRecord(params.metadata),
      created: now(),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return { status: 200, body: price };
  }

  private createCheckoutSession(params: Record<string, unknown>): Reply {
    if (params.mode !== 'subscription') return error(400, 'invalid_request_error', 'parameter_invalid', 'This fake only answers mode=subscription.', 'mode');
    if (typeof params.success_url !== 'string')
      return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: success_url.', 'success_url');
    const items = Object.values((params.line_items ?? {}) as Record<string, { price?: string; quantity?: string }>);
    if (items.length !== 1 || typeof items[0].price !== 'string')
      return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: line_items[0][price].', 'line_items');
    const price = this.prices.get(items[0].price);
    if (!price) return missing('price', items[0].price, 'line_items[0][price]');
    if (!price.active)
      return error(
        400,
        'invalid_request_error',
        'parameter_invalid',
        `The price specified (${price.id}) is inactive. This field only accepts active prices.`,
        'line_items[0][price]',
      );
    if (params.customer !== undefined && params.customer_email !== undefined)
      return error(
        400,
        'invalid_request_error',
        'parameter_invalid',
        'You may only specify one of these parameters: customer, customer_email.',
        'customer_email',
      );
    const collection = params.shipping_address_collection as { allowed_countries?: Record<string, string> } | undefined;
    const id = `cs_test_${randomId()}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      customer: typeof params.customer === 'string' ? params.customer : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      customer_details: null,
      subscription: null,
      metadata: stringRecord(params.metadata),
      line_items_price: price.id,
      subscription_data_metadata: stringRecord((params.subscription_data as { metadata?: unknown } | undefined)?.metadata),
      shipping_address_collection: collection?.allowed_countries ? { allowed_countries: Object.values(collection.allowed_countries) } : null,
      collected_information: null,
      expires_at: now() + 86_400,
      created: now(),
      livemode: false,
    };
    this.checkoutSessions.set(id, session);
    return { status: 200, body: sessionBody(session) };
  }

  private listSubscriptions(params: Record<string, unknown>): Reply {
    const status = typeof params.status === 'string' ? params.status : null;
    const created = params.created as { gte?: string } | undefined;
    const gte = integer(created?.gte);
    const limit = integer(params.limit) ?? 10;
    let all = [...this.subscriptions.values()]
      .filter((subscription) => (status === 'all' ? true : status ? subscription.status === status : subscription.status !== 'canceled'))
      .filter((subscription) => gte === null || subscription.created >= gte)
      .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
    if (typeof params.starting_after === 'string') all = all.slice(all.findIndex((subscription) => subscription.id === params.starting_after) + 1);
    const page = all.slice(0, limit);
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/subscriptions',
        has_more: all.length > limit,
        data: page.map((subscription) => this.expanded(subscription, params, 'data.')),
      },
    };
  }

  /** The subscription with latest_invoice expanded when asked (expand[]=latest_invoice, or data.latest_invoice in a list). */
  private expanded(subscription: FakeSubscription, params: Record<string, unknown>, prefix: string): unknown {
    const expand = Object.values((params.expand ?? {}) as Record<string, string>);
    if (!expand.includes(`${prefix}latest_invoice`) || !subscription.latest_invoice) return subscription;
    return { ...subscription, latest_invoice: this.invoices.get(subscription.latest_invoice) ?? subscription.latest_invoice };
  }

  private createIntent(params: Record<string, unknown>): Reply {
    const amount = integer(params.amount);
    if (params.amount === undefined) return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: amount.', 'amount');
    if (amount === null || amount < 1)
      return error(400, 'invalid_request_error', 'parameter_invalid_integer', 'This value must be greater than or equal to 1.', 'amount');
    if (typeof params.currency !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: currency.', 'currency');
    const currency = params.currency;
    if (!/^[a-z]{3}$/.test(currency)) return error(400, 'invalid_request_error', 'parameter_invalid', `Invalid currency: ${currency}.`, 'currency');
    const minimum = currency === 'gbp' ? 30 : 50;
    if (amount < minimum)
      return error(400, 'invalid_request_error', 'amount_too_small', `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`, 'amount');
    const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
    const id = `pi_${randomId()}`;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomId()}`,
      metadata: stringRecord(params.metadata),
      description: typeof params.description === 'string' ? params.description : null,
      receipt_email: typeof params.receipt_email === 'string' && params.receipt_email !== '' ? params.receipt_email : null,
      automatic_payment_methods: automatic?.enabled === 'true' ? { enabled: true, allow_redirects: 'always' } : null,
      payment_method_types: ['card'],
      last_payment_error: null,
      latest_charge: null,
      amount_refunded: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(id, intent);
    return { status: 200, body: intent };
  }

  private cancelIntent(intent: FakePaymentIntent, params: Record<string, unknown>): Reply {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      const reply = error(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
      (reply.body as { error: Record<string, unknown> }).error.payment_intent = { ...intent };
      return reply;
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
    return { status: 200, body: intent };
  }

  private createRefund(params: Record<string, unknown>): Reply {
    if (typeof params.payment_intent !== 'string' && typeof params.charge !== 'string')
      return error(
        400,
        'invalid_request_error',
        'parameter_missing',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const paymentId = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    const intent = this.paymentIntents.get(paymentId);
    if (!intent) return missing('payment_intent', paymentId, 'payment_intent');
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      return error(400, 'invalid_request_error', 'charge_not_refundable', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    const left = intent.amount - intent.amount_refunded;
    if (left === 0) return error(400, 'invalid_request_error', 'charge_already_refunded', `Charge ${intent.latest_charge} has already been refunded.`);
    const amount = params.amount === undefined ? left : integer(params.amount);
    if (amount === null || amount < 1)
      return error(400, 'invalid_request_error', 'parameter_invalid_integer', 'This value must be greater than or equal to 1.', 'amount');
    if (amount > left)
      return error(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
      );
    intent.amount_refunded += amount;
    const refund: FakeRefund = {
      id: `re_${randomId()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      metadata: stringRecord(params.metadata),
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}

function error(status: number, type: string, code: string | null, message: string, param?: string): Reply {
  return {
    status,
    body: {
      error: {
        type,
        message,
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` } : {}),
        ...(param ? { param } : {}),
      },
    },
  };
}

function sessionBody(session: FakeCheckoutSession): Record<string, unknown> {
  const { line_items_price: _price, subscription_data_metadata: _metadata, ...body } = session;
  return body;
}

function missing(resource: string, id: string, param: string): Reply {
  return error(404, 'invalid_request_error', 'resource_missing', `No such ${resource}: '${id}'`, param);
}

/** `a[b][c]=v` pairs into nested objects, as Stripe reads the SDK's bodies. */
function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

function integer(value: unknown): number | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function randomId(): string {
  return randomBytes(18)
    .toString('base64')
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 24);
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
