import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { AUTHENTICATION_FAILED, cardOutcome, cardProblem, TEST_PAYMENT_METHODS, type CardInput } from './cards.js';
import {
  newCharge,
  newCheckoutSession,
  newCustomer,
  newEvent,
  newInvoice,
  newPaymentIntent,
  newPrice,
  newProduct,
  newRefund,
  newSubscription,
  newTestClock,
  randomId,
} from './objects.js';
import { browserRoute } from './browser.js';

export interface ReceivedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects (`metadata[orderId]=…` → { metadata: { orderId } }). */
  params: Record<string, unknown>;
}

/** Where the emulator posts its events, signed with the endpoint's secret (a Stripe account's webhook endpoint). */
export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface StripeEmulatorOptions {
  /** The secret key the shop authenticates with; a random sk_test_… unless told. */
  secretKey?: string;
  /** The key browsers use (Stripe.js); pk_test_ and the secret key's tail unless told. */
  publishableKey?: string;
  /** 0 (any free port) unless told. */
  port?: number;
  host?: string;
  webhooks?: WebhookEndpoint[];
  /** Where browsers reach it when not at its own address (STRIPE_EMULATOR_PUBLIC_URL: a container's published port). */
  publicUrl?: string;
  /** Delays between attempts to deliver an event that was not answered 2xx (Stripe retries for days; tests want seconds). */
  retryDelaysMs?: number[];
}

type Reply = { status: number; body: unknown };
type StoredReply = Reply & { fingerprint: string };
type Params = Record<string, unknown>;

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

/**
 * The test clock every customer a hosted checkout makes is on (at Stripe a customer is put on a test
 * clock when it is created; the shop's checkouts create theirs), so tests and development move the
 * shop's subscriptions through renewals by advancing it.
 */
export const DEFAULT_TEST_CLOCK = 'clock_emulator';
/** A monthly price's period, as the emulator counts it. */
const BILLING_PERIOD_SECONDS = 30 * 86_400;
/** Retries of a failed renewal, in days after its invoice (Smart Retries' shape); the last failure cancels the subscription. */
const RENEWAL_RETRY_DAYS = [1, 3, 7];

/** What a hosted page's payment came to: paid (go to returnUrl), refused with the reason, a 3-D Secure challenge first, or nothing to pay. */
export type HostedPaymentOutcome =
  | { outcome: 'paid'; returnUrl: string }
  | { outcome: 'refused'; message: string; returnUrl?: string }
  | { outcome: 'authenticate'; challengeUrl: string }
  | { outcome: 'gone' };

interface PendingChallenge {
  kind: 'checkout' | 'invoice';
  id: string;
  card: CardInput;
  shipping: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null;
}

/**
 * A local Stripe for development and tests, as Stripe's own SDKs test against stripe-mock but with
 * state: the real `stripe` SDK talks to it (host/port/protocol 'http'). It answers the part of the API
 * the shop uses (PaymentIntents with their confirmation by card, refunds, Billing's products, prices,
 * subscription Checkout Sessions, subscriptions and the customer portal), checks the bearer key (401 in
 * Stripe's error shape), keeps Stripe's idempotency semantics (the same key and parameters replay the
 * stored answer with `Idempotent-Replayed: true`; the same key with other parameters is a 400
 * idempotency_error), signs and posts events to its webhook endpoints until they answer 2xx, and serves
 * Stripe.js and the pages Stripe hosts (the card form and 3-D Secure challenge). Every object it
 * answers is typed with the `stripe` package's own types.
 */
export class StripeEmulator {
  readonly requests: ReceivedStripeRequest[] = [];
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly checkoutSessions = new Map<string, Stripe.Checkout.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly portalSessions: Stripe.BillingPortal.Session[] = [];
  readonly customers = new Map<string, Stripe.Customer>();
  readonly testClocks = new Map<string, Stripe.TestHelpers.TestClock>();
  /** Seconds each test clock is ahead of the real time. */
  private readonly clockOffsets = new Map<string, number>();
  /** The card each customer's invoices are charged to. */
  private readonly customerCards = new Map<string, string>();
  private readonly pendingChallenges = new Map<string, PendingChallenge>();
  /** Why an invoice's last charge failed, as its hosted page says. */
  readonly invoiceFailures = new Map<string, string>();
  /** Every event, oldest first. */
  readonly events: Stripe.Event[] = [];
  /** Every attempt to post an event to an endpoint, with the endpoint's status (0: not reached). */
  readonly deliveries: Array<{ eventId: string; type: string; url: string; status: number }> = [];
  readonly webhooks: WebhookEndpoint[];
  private readonly idempotent = new Map<string, StoredReply>();
  private readonly refusals: Array<{ method: string; path: string; left: number }> = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Each endpoint's deliveries, one after the other. */
  private readonly endpointQueues = new Map<WebhookEndpoint, Promise<void>>();
  private readonly retryDelaysMs: number[];
  private readonly publicAddress: string | undefined;
  private closed = false;

  private constructor(
    private readonly server: Server,
    readonly secretKey: string,
    readonly publishableKey: string,
    readonly port: number,
    options: StripeEmulatorOptions,
  ) {
    this.webhooks = [...(options.webhooks ?? [])];
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.publicAddress = options.publicUrl?.replace(/\/$/, '');
    this.testClocks.set(DEFAULT_TEST_CLOCK, newTestClock({ id: DEFAULT_TEST_CLOCK, name: "The emulator's clock", frozenTime: now(), created: now() }));
  }

  static async start(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
    const secretKey = options.secretKey ?? `sk_test_emulator_${randomBytes(8).toString('hex')}`;
    const publishableKey = options.publishableKey ?? secretKey.replace(/^sk_/, 'pk_');
    const holder: { emulator?: StripeEmulator } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        holder.emulator!.answer(request.method ?? 'GET', request.url ?? '/', request.headers, Buffer.concat(chunks).toString('utf8'), response),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    holder.emulator = new StripeEmulator(server, secretKey, publishableKey, (server.address() as { port: number }).port, options);
    return holder.emulator;
  }

  /** Where browsers reach it (Stripe.js, the hosted pages): its own address unless told (a container's published one). */
  get publicUrl(): string {
    return this.publicAddress ?? this.url;
  }

  /** Where the SDK reaches it (and browsers, unless publicUrl says otherwise). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What a StripePaymentProvider is given to reach it. */
  get clientOptions(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  /**
   * The STRIPE_* settings of a shop started against it (STRIPE_WEBHOOK_SECRET is the endpoint's, added
   * by whoever adds one). A live key's shop loads Stripe.js from js.stripe.com only, so it gets no STRIPE_JS_URL.
   */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
      ...(this.secretKey.startsWith('sk_test_') ? { STRIPE_JS_URL: this.stripeJsUrl } : {}),
    };
  }

  /** The emulator's Stripe.js, which the storefront loads instead of js.stripe.com's. */
  get stripeJsUrl(): string {
    return `${this.publicUrl}/v3/stripe.js`;
  }

  /** Events from now on are posted to this endpoint too. */
  addWebhookEndpoint(endpoint: WebhookEndpoint): void {
    this.webhooks.push(endpoint);
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
  succeed(paymentId: string): Stripe.PaymentIntent {
    const intent = this.intent(paymentId);
    this.markSucceeded(intent);
    return intent;
  }

  /** The card was refused: the intent waits for another card, with the reason. */
  decline(paymentId: string, message = 'Your card was declined.', code = 'card_declined'): Stripe.PaymentIntent {
    const intent = this.intent(paymentId);
    this.markDeclined(intent, { code, declineCode: code === 'card_declined' ? 'generic_decline' : null, message });
    return intent;
  }

  /**
   * The customer paid the hosted checkout (what Stripe's page does with the card, 4242… unless told):
   * the session completes with a new customer on the emulator's test clock (or the session's
   * customer), an active subscription on the session's price and a paid first invoice. Answers the
   * subscription.
   */
  completeCheckout(
    sessionId: string,
    shipping: Stripe.Checkout.Session.CollectedInformation.ShippingDetails = {
      name: 'Ann Lee',
      address: { line1: '1 Main St', line2: null, city: 'Portland', state: 'OR', postal_code: '97201', country: 'US' },
    },
    cardNumber = '4242424242424242',
  ): Stripe.Subscription {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`StripeEmulator: no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`StripeEmulator: checkout session ${sessionId} is ${session.status}`);
    const price = this.sessionPrice.get(session.id)!;
    const customer =
      (session.customer as string | null) ?? this.createCustomer({ email: session.customer_email, name: shipping.name, testClock: DEFAULT_TEST_CLOCK }).id;
    this.customerCards.set(customer, cardNumber.replace(/[\s-]/g, ''));
    const start = this.timeOf(customer);
    const end = start + BILLING_PERIOD_SECONDS;
    const id = `sub_${randomId()}`;
    const metadata = { ...(this.sessionSubscriptionMetadata.get(session.id) ?? {}) };
    const invoice = this.newSubscriptionInvoice({
      customer,
      email: session.customer_email,
      subscription: id,
      metadata,
      price,
      reason: 'subscription_create',
      start,
      end,
    });
    this.markInvoicePaid(invoice, start);
    const subscription = newSubscription({ id, customer, price, metadata, latestInvoice: invoice.id!, periodStart: start, periodEnd: end, created: start });
    subscription.test_clock = this.customers.get(customer)?.test_clock ?? null;
    this.subscriptions.set(id, subscription);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    session.customer = customer;
    session.customer_details = {
      address: null,
      business_name: null,
      email: session.customer_email,
      individual_name: null,
      name: shipping.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.subscription = id;
    session.invoice = invoice.id!;
    session.collected_information = { business_name: null, individual_name: null, shipping_details: shipping };
    this.emit<Stripe.CustomerSubscriptionCreatedEvent>('customer.subscription.created', subscription);
    this.emit<Stripe.InvoicePaidEvent>('invoice.paid', invoice);
    this.emit<Stripe.CheckoutSessionCompletedEvent>('checkout.session.completed', session);
    return subscription;
  }

  /** What has been refunded of a payment, in its smallest unit (its charge's amount_refunded). */
  refundedAmount(paymentId: string): number {
    return [...this.refunds.values()].filter((refund) => refund.payment_intent === paymentId).reduce((sum, refund) => sum + refund.amount, 0);
  }

  /** The event Stripe would send about this payment (payment_intent.* carry the intent, charge.* its charge). */
  event(type: string, paymentId: string): Stripe.Event {
    const intent = this.intent(paymentId);
    if (type.startsWith('charge.')) return newEvent<Stripe.ChargeRefundedEvent>(type as 'charge.refunded', this.chargeOf(intent), now());
    return newEvent<Stripe.PaymentIntentSucceededEvent>(type as 'payment_intent.succeeded', structuredClone(intent), now());
  }

  /** The signed event Stripe would send about this payment, posted to `url`; answers the endpoint's status and body. */
  async sendEvent(url: string, type: string, paymentId: string, secret: string): Promise<{ status: number; body: string; event: Stripe.Event }> {
    const event = this.event(type, paymentId);
    const response = await post({ url, secret }, event);
    return { ...response, event };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ── Confirming a payment (what Stripe's servers do for Stripe.js) ──────────────────────────────

  /**
   * Confirms a payment with a card: refused before anything changes when Stripe.js would refuse it
   * (incomplete, impossible, expired: 400 with Stripe.js' words), else the card's outcome: paid,
   * waiting for 3-D Secure (next_action with the challenge page), or declined (402 card_error, the
   * intent waits for another card).
   */
  private confirm(intent: Stripe.PaymentIntent, card: CardInput, returnUrl: string | null): Reply {
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing')
      return withIntent(
        error(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        ),
        intent,
      );
    const problem = cardProblem(card);
    if (problem) return error(400, 'validation_error', problem.code, problem.message);
    const rule = cardOutcome(card.number);
    if (rule.outcome === 'succeed') {
      this.markSucceeded(intent);
      return { status: 200, body: intent };
    }
    if (rule.outcome === 'decline') {
      this.markDeclined(intent, rule);
      return withIntent(error(402, 'card_error', rule.code, rule.message), intent, rule.declineCode);
    }
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${this.publicUrl}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret!)}`, return_url: returnUrl },
    };
    this.emit<Stripe.PaymentIntentRequiresActionEvent>('payment_intent.requires_action', intent);
    return { status: 200, body: intent };
  }

  /** The 3-D Secure challenge's answer: only a payment waiting for it moves. */
  authenticate(paymentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Stripe.PaymentIntent | null {
    const intent = this.paymentIntents.get(paymentId);
    if (!intent || intent.client_secret !== clientSecret) return null;
    if (intent.status !== 'requires_action') return intent;
    intent.next_action = null;
    if (outcome === 'complete') this.markSucceeded(intent);
    else this.markDeclined(intent, { code: AUTHENTICATION_FAILED.code, declineCode: null, message: AUTHENTICATION_FAILED.message });
    return intent;
  }

  private markSucceeded(intent: Stripe.PaymentIntent): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    intent.latest_charge = `ch_${randomId()}`;
    this.emit<Stripe.PaymentIntentSucceededEvent>('payment_intent.succeeded', intent);
    this.emit<Stripe.ChargeSucceededEvent>('charge.succeeded', this.chargeOf(intent));
  }

  private markDeclined(intent: Stripe.PaymentIntent, rule: { code: string; declineCode: string | null; message: string }): void {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: rule.code as Stripe.PaymentIntent.LastPaymentError.Code,
      ...(rule.declineCode ? { decline_code: rule.declineCode } : {}),
      message: rule.message,
      doc_url: `https://stripe.com/docs/error-codes/${rule.code.replaceAll('_', '-')}`,
    };
    this.emit<Stripe.PaymentIntentPaymentFailedEvent>('payment_intent.payment_failed', intent);
  }

  private chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge {
    const charge = newCharge(intent, now());
    charge.amount_refunded = [...this.refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + refund.amount, 0);
    charge.refunded = charge.amount_refunded === intent.amount;
    return charge;
  }

  // ── Events ─────────────────────────────────────────────────────────────────────────────────────

  /** Records the event (a copy of the object as it is now) and posts it to every endpoint. */
  private emit<E extends Stripe.Event>(type: E['type'], object: E['data']['object']): void {
    const event = newEvent<E>(type, structuredClone(object), now());
    this.events.push(event);
    for (const endpoint of this.webhooks) this.deliver(endpoint, event, 0);
  }

  /**
   * As Stripe: an endpoint that does not answer 2xx gets the event again later. Each endpoint gets one
   * post at a time, in the order the events happened (a retry waits its delay, then its turn), as
   * Stripe's deliveries mostly arrive: a shop must still cope with any order, and the tests that check
   * that hold the events back themselves.
   */
  private deliver(endpoint: WebhookEndpoint, event: Stripe.Event, attempt: number): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        const turn = (this.endpointQueues.get(endpoint) ?? Promise.resolve()).then(async () => {
          if (this.closed) return;
          const status = await post(endpoint, event).then(
            (answer) => answer.status,
            () => 0,
          );
          this.deliveries.push({ eventId: event.id, type: event.type, url: endpoint.url, status });
          if (status < 200 || status >= 300) this.retry(endpoint, event, attempt);
        });
        this.endpointQueues.set(endpoint, turn);
      },
      attempt === 0 ? 0 : this.retryDelaysMs[attempt - 1],
    );
    timer.unref();
    this.timers.add(timer);
  }

  private retry(endpoint: WebhookEndpoint, event: Stripe.Event, attempt: number): void {
    if (!this.closed && attempt < this.retryDelaysMs.length) this.deliver(endpoint, event, attempt + 1);
  }

  // ── HTTP ───────────────────────────────────────────────────────────────────────────────────────

  private answer(method: string, url: string, headers: IncomingHttpHeaders, body: string, response: ServerResponse): void {
    const path = url.split('?')[0];
    if (!path.startsWith('/v1/')) {
      const page = browserRoute(this, method, url, body);
      response
        .writeHead(page.status, {
          'content-type': page.contentType,
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
          ...(page.location ? { location: page.location } : {}),
        })
        .end(page.body);
      return;
    }
    const { reply, replayed } = this.handle(method, url, headers, body);
    response
      .writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        // Stripe.js calls the API from the shop's pages.
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      })
      .end(JSON.stringify(reply.body));
  }

  /** One API request, as the SDK or Stripe.js sends it. */
  handle(method: string, url: string, headers: IncomingHttpHeaders, body: string): { reply: Reply; replayed: boolean } {
    const path = url.split('?')[0];
    const params = { ...decodeForm(url.split('?')[1] ?? ''), ...decodeForm(method === 'GET' ? '' : body) };
    this.requests.push({ method, path, headers, params });
    if (method === 'OPTIONS') return { reply: { status: 204, body: '' }, replayed: false };
    const given = apiKeyOf(headers.authorization ?? '');
    const publishable = given === this.publishableKey;
    if (given !== this.secretKey && !publishable) {
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return { reply: { status: 401, body: { error: { message, type: 'invalid_request_error' } } }, replayed: false };
    }
    if (publishable) return { reply: this.publishableRoute(method, path, params), replayed: false };
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

  /** What a publishable key may do, as in Stripe.js: read or confirm a PaymentIntent whose client secret it holds. */
  private publishableRoute(method: string, path: string, params: Params): Reply {
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = match ? this.paymentIntents.get(decodeURIComponent(match[1])) : undefined;
    if (!match || (method === 'GET') === Boolean(match[2]))
      return error(
        401,
        'invalid_request_error',
        'secret_key_required',
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      );
    if (!intent || params.client_secret !== intent.client_secret) return missing('payment_intent', decodeURIComponent(match[1]), 'intent');
    if (method === 'GET') return { status: 200, body: publicIntent(intent) };
    return this.confirmFromParams(intent, params, true);
  }

  /** POST /v1/payment_intents/:id/confirm: payment_method_data[card] (Stripe.js' card form) or a test PaymentMethod (pm_card_visa…). */
  private confirmFromParams(intent: Stripe.PaymentIntent, params: Params, browser: boolean): Reply {
    const returnUrl = typeof params.return_url === 'string' ? params.return_url : null;
    const testCard = typeof params.payment_method === 'string' ? TEST_PAYMENT_METHODS[params.payment_method] : undefined;
    if (typeof params.payment_method === 'string' && !testCard) return missing('payment_method', params.payment_method, 'payment_method');
    const card = (params.payment_method_data as { card?: Record<string, string> } | undefined)?.card;
    if (!testCard && !card) return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: payment_method.', 'payment_method');
    const input: CardInput = testCard
      ? { number: testCard, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }
      : { number: card!.number ?? '', expMonth: Number(card!.exp_month), expYear: Number(card!.exp_year), cvc: card!.cvc ?? '' };
    const reply = this.confirm(intent, input, returnUrl);
    return browser && reply.status === 200 ? { status: 200, body: publicIntent(intent) } : reply;
  }

  private route(method: string, path: string, params: Params): Reply {
    const billing = this.billingRoute(method, path, params) ?? this.clockRoute(method, path, params);
    if (billing) return billing;
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/confirm)?$/.exec(path);
    if (intentPath) {
      const intent = this.paymentIntents.get(decodeURIComponent(intentPath[1]));
      if (!intent) return missing('payment_intent', decodeURIComponent(intentPath[1]), 'intent');
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: intent };
      if (method === 'POST' && intentPath[2] === '/cancel') return this.cancelIntent(intent, params);
      if (method === 'POST' && intentPath[2] === '/confirm') return this.confirmFromParams(intent, params, false);
    }
    return error(
      404,
      'invalid_request_error',
      null,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  // ── Test clocks, renewals and the hosted pages' payments ───────────────────────────────────────

  /** A customer on a test clock lives at the clock's time; any other at the real time. */
  timeOf(customerId: string): number {
    const clock = this.customers.get(customerId)?.test_clock;
    return typeof clock === 'string' && this.testClocks.has(clock) ? this.clockTime(clock) : now();
  }

  /** A test clock's time: where it was last moved to, running on from there as real time does. */
  private clockTime(clockId: string): number {
    return now() + (this.clockOffsets.get(clockId) ?? 0);
  }

  private createCustomer(fields: { email: string | null; name: string | null; testClock: string | null }): Stripe.Customer {
    const customer = newCustomer({ ...fields, created: fields.testClock ? this.clockTime(fields.testClock) : now() });
    this.customers.set(customer.id, customer);
    return customer;
  }

  private newSubscriptionInvoice(fields: {
    customer: string;
    email: string | null;
    subscription: string;
    metadata: Record<string, string>;
    price: Stripe.Price;
    reason: Stripe.Invoice.BillingReason;
    start: number;
    end: number;
  }): Stripe.Invoice {
    const id = `in_${randomId()}`;
    const invoice = newInvoice({
      id,
      customer: fields.customer,
      customerEmail: fields.email,
      subscription: fields.subscription,
      subscriptionMetadata: fields.metadata,
      price: fields.price,
      billingReason: fields.reason,
      hostedInvoiceUrl: `${this.publicUrl}/i/${id}`,
      periodStart: fields.start,
      periodEnd: fields.end,
      created: fields.start,
    });
    invoice.test_clock = (this.customers.get(fields.customer)?.test_clock as string | null | undefined) ?? null;
    this.invoices.set(id, invoice);
    return invoice;
  }

  private markInvoicePaid(invoice: Stripe.Invoice, at: number): void {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = at;
  }

  /**
   * Moves a test clock to `frozenTime` (never back), as POST /v1/test_helpers/test_clocks/:id/advance
   * does: every subscription of the clock's customers goes through what falls due on the way, in
   * order: renewals (a new period and its invoice, charged to the customer's card), retries of a
   * failed renewal (day 1, 3 and 7 after it; the last failure cancels), and the ends of subscriptions
   * cancelled at period end, each with the events Stripe sends.
   */
  advanceTestClock(clockId: string, frozenTime: number): Stripe.TestHelpers.TestClock {
    const clock = this.testClocks.get(clockId);
    if (!clock) throw new Error(`StripeEmulator: no test clock ${clockId}`);
    const target = Math.max(frozenTime, this.clockTime(clockId));
    this.clockOffsets.set(clockId, target - now());
    for (const subscription of [...this.subscriptions.values()].sort((a, b) => a.created - b.created))
      if (this.customers.get(subscription.customer as string)?.test_clock === clockId) this.runDue(subscription, target);
    clock.frozen_time = target;
    this.emit<Stripe.TestHelpersTestClockReadyEvent>('test_helpers.test_clock.ready', clock);
    return clock;
  }

  /** The emulator's own clock moved on by `ms`: the test clock every customer of a hosted checkout is on. */
  advanceClock(ms: number): Stripe.TestHelpers.TestClock {
    return this.advanceTestClock(DEFAULT_TEST_CLOCK, this.clockTime(DEFAULT_TEST_CLOCK) + Math.round(ms / 1000));
  }

  /** The time of the emulator's own test clock. */
  clockNow(): Date {
    return new Date(this.clockTime(DEFAULT_TEST_CLOCK) * 1000);
  }

  /** The card a customer's renewals are charged to from now on (Stripe's default payment method). */
  setCustomerCard(customerId: string, cardNumber: string): void {
    if (!this.customers.has(customerId)) throw new Error(`StripeEmulator: no customer ${customerId}`);
    this.customerCards.set(customerId, cardNumber.replace(/[\s-]/g, ''));
  }

  private runDue(subscription: Stripe.Subscription, at: number): void {
    for (;;) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      const latest = typeof subscription.latest_invoice === 'string' ? this.invoices.get(subscription.latest_invoice) : undefined;
      const item = subscription.items.data[0];
      const retryAt = latest?.status === 'open' ? latest.next_payment_attempt : null;
      if (retryAt !== null && retryAt <= at && retryAt <= item.current_period_end) {
        this.charge(subscription, latest!, retryAt);
        continue;
      }
      const end = item.current_period_end;
      if (end > at) return;
      if (subscription.cancel_at_period_end) {
        this.endSubscription(subscription, end);
        return;
      }
      const price = item.price;
      item.current_period_start = end;
      item.current_period_end = end + BILLING_PERIOD_SECONDS;
      const customer = subscription.customer as string;
      const invoice = this.newSubscriptionInvoice({
        customer,
        email: this.customers.get(customer)?.email ?? null,
        subscription: subscription.id,
        metadata: subscription.metadata,
        price: this.prices.get(price.id) ?? price,
        reason: 'subscription_cycle',
        start: end,
        end: end + BILLING_PERIOD_SECONDS,
      });
      subscription.latest_invoice = invoice.id!;
      this.emit<Stripe.InvoiceCreatedEvent>('invoice.created', invoice);
      this.charge(subscription, invoice, end);
    }
  }

  /** Charges an invoice to the customer's card: paid (the subscription is active), or failed (past_due, retried, or canceled after the last retry). */
  private charge(subscription: Stripe.Subscription, invoice: Stripe.Invoice, at: number): void {
    const card = this.customerCards.get(subscription.customer as string) ?? '4242424242424242';
    const outcome = cardOutcome(card);
    if (outcome.outcome === 'succeed') {
      this.markInvoicePaid(invoice, at);
      subscription.status = 'active';
      this.emit<Stripe.InvoicePaidEvent>('invoice.paid', invoice);
      this.emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription);
      return;
    }
    invoice.attempted = true;
    invoice.attempt_count += 1;
    const retryDay = RENEWAL_RETRY_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt = retryDay === undefined ? null : invoice.created + retryDay * 86_400;
    this.invoiceFailures.set(invoice.id!, outcome.outcome === 'decline' ? outcome.message : 'Your card was declined.');
    this.emit<Stripe.InvoicePaymentFailedEvent>('invoice.payment_failed', invoice);
    if (retryDay === undefined) {
      this.endSubscription(subscription, at);
      return;
    }
    subscription.status = 'past_due';
    this.emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription);
  }

  private endSubscription(subscription: Stripe.Subscription, at: number): void {
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    this.emit<Stripe.CustomerSubscriptionDeletedEvent>('customer.subscription.deleted', subscription);
  }

  /**
   * The hosted checkout page's Pay: refused before anything changes for an incomplete or impossible
   * card (Stripe.js' words), 3-D Secure first for a card that asks for it, a decline's reason for a
   * declined card (the session stays open), else the session completes.
   */
  payCheckoutSession(sessionId: string, card: CardInput, shipping: Stripe.Checkout.Session.CollectedInformation.ShippingDetails): HostedPaymentOutcome {
    const session = this.checkoutSessions.get(sessionId);
    if (!session || session.status !== 'open') return { outcome: 'gone' };
    const missingField = addressProblem(shipping, session.shipping_address_collection?.allowed_countries ?? null);
    if (missingField) return { outcome: 'refused', message: missingField };
    const problem = cardProblem(card);
    if (problem) return { outcome: 'refused', message: problem.message };
    const rule = cardOutcome(card.number);
    if (rule.outcome === 'decline') return { outcome: 'refused', message: rule.message };
    if (rule.outcome === 'authenticate') return { outcome: 'authenticate', challengeUrl: this.challenge({ kind: 'checkout', id: sessionId, card, shipping }) };
    this.completeCheckout(sessionId, shipping, card.number);
    return { outcome: 'paid', returnUrl: session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) };
  }

  /** The hosted invoice page's Pay: the open invoice paid with another card, which renewals are charged to from then on. */
  payInvoice(invoiceId: string, card: CardInput): HostedPaymentOutcome {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'open') return { outcome: 'gone' };
    const problem = cardProblem(card);
    if (problem) return { outcome: 'refused', message: problem.message };
    const rule = cardOutcome(card.number);
    if (rule.outcome === 'decline') {
      this.invoiceFailures.set(invoiceId, rule.message);
      return { outcome: 'refused', message: rule.message };
    }
    if (rule.outcome === 'authenticate')
      return { outcome: 'authenticate', challengeUrl: this.challenge({ kind: 'invoice', id: invoiceId, card, shipping: null }) };
    this.settleInvoice(invoice, card.number);
    return { outcome: 'paid', returnUrl: invoice.hosted_invoice_url! };
  }

  private settleInvoice(invoice: Stripe.Invoice, cardNumber: string): void {
    const customer = invoice.customer as string;
    this.customerCards.set(customer, cardNumber.replace(/[\s-]/g, ''));
    this.markInvoicePaid(invoice, this.timeOf(customer));
    this.emit<Stripe.InvoicePaidEvent>('invoice.paid', invoice);
    const subscription = this.subscriptions.get(invoice.parent?.subscription_details?.subscription as string);
    if (subscription && subscription.status === 'past_due' && subscription.latest_invoice === invoice.id) {
      subscription.status = 'active';
      this.emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription);
    }
  }

  /** A 3-D Secure challenge for a hosted page's payment; answers the challenge page's address. */
  private challenge(pending: PendingChallenge): string {
    const token = randomBytes(12).toString('hex');
    this.pendingChallenges.set(token, pending);
    return `${this.publicUrl}/hosted/authenticate/${token}`;
  }

  /** The hosted pages' 3-D Secure answer: completed, the payment goes through; failed, the page says so and waits for another card. */
  authenticateHosted(token: string, outcome: 'complete' | 'fail'): HostedPaymentOutcome {
    const pending = this.pendingChallenges.get(token);
    if (!pending) return { outcome: 'gone' };
    this.pendingChallenges.delete(token);
    const back = pending.kind === 'checkout' ? `${this.publicUrl}/c/pay/${pending.id}` : `${this.publicUrl}/i/${pending.id}`;
    if (outcome === 'fail') return { outcome: 'refused', message: AUTHENTICATION_FAILED.message, returnUrl: back };
    if (pending.kind === 'checkout') {
      const session = this.checkoutSessions.get(pending.id);
      if (!session || session.status !== 'open') return { outcome: 'gone' };
      this.completeCheckout(pending.id, pending.shipping!, pending.card.number);
      return { outcome: 'paid', returnUrl: session.success_url!.replaceAll('{CHECKOUT_SESSION_ID}', pending.id) };
    }
    const invoice = this.invoices.get(pending.id);
    if (!invoice || invoice.status !== 'open') return { outcome: 'gone' };
    this.settleInvoice(invoice, pending.card.number);
    return { outcome: 'paid', returnUrl: back };
  }

  /** Test clocks and customers (the API's test_helpers and the part of /v1/customers the emulator keeps); null for other paths. */
  private clockRoute(method: string, path: string, params: Params): Reply | null {
    if (path === '/v1/test_helpers/test_clocks' && method === 'POST') {
      const frozenTime = integer(params.frozen_time);
      if (frozenTime === null) return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: frozen_time.', 'frozen_time');
      const clock = newTestClock({ name: typeof params.name === 'string' ? params.name : null, frozenTime, created: now() });
      this.testClocks.set(clock.id, clock);
      this.clockOffsets.set(clock.id, frozenTime - now());
      return { status: 200, body: clock };
    }
    const clockPath = /^\/v1\/test_helpers\/test_clocks\/([^/]+)(\/advance)?$/.exec(path);
    if (clockPath) {
      const clock = this.testClocks.get(decodeURIComponent(clockPath[1]));
      if (!clock) return missing('test_helpers.test_clock', decodeURIComponent(clockPath[1]), 'test_clock');
      if (method === 'GET' && !clockPath[2]) return { status: 200, body: { ...clock, frozen_time: this.clockTime(clock.id) } };
      if (method === 'POST' && clockPath[2]) {
        const frozenTime = integer(params.frozen_time);
        if (frozenTime === null) return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: frozen_time.', 'frozen_time');
        if (frozenTime < this.clockTime(clock.id))
          return error(
            400,
            'invalid_request_error',
            'parameter_invalid',
            'The frozen_time must be after the current frozen_time of the test clock.',
            'frozen_time',
          );
        return { status: 200, body: this.advanceTestClock(clock.id, frozenTime) };
      }
    }
    if (path === '/v1/customers' && method === 'POST') {
      const testClock = typeof params.test_clock === 'string' ? params.test_clock : null;
      if (testClock && !this.testClocks.has(testClock)) return missing('test_helpers.test_clock', testClock, 'test_clock');
      const customer = this.createCustomer({
        email: typeof params.email === 'string' ? params.email : null,
        name: typeof params.name === 'string' ? params.name : null,
        testClock,
      });
      return { status: 200, body: customer };
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customerPath) {
      const customer = this.customers.get(decodeURIComponent(customerPath[1]));
      if (!customer) return missing('customer', decodeURIComponent(customerPath[1]), 'id');
      if (method === 'GET') return { status: 200, body: customer };
      if (method === 'POST') {
        const paymentMethod = (params.invoice_settings as { default_payment_method?: string } | undefined)?.default_payment_method;
        if (paymentMethod !== undefined) {
          const number = TEST_PAYMENT_METHODS[paymentMethod];
          if (!number) return missing('payment_method', paymentMethod, 'invoice_settings[default_payment_method]');
          this.customerCards.set(customer.id, number);
          customer.invoice_settings.default_payment_method = paymentMethod;
        }
        if (typeof params.email === 'string') customer.email = params.email;
        if (params.metadata !== undefined) customer.metadata = { ...customer.metadata, ...stringRecord(params.metadata) };
        return { status: 200, body: customer };
      }
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (invoicePath && method === 'GET') {
      const invoice = this.invoices.get(decodeURIComponent(invoicePath[1]));
      if (!invoice) return missing('invoice', decodeURIComponent(invoicePath[1]), 'invoice');
      return { status: 200, body: invoice };
    }
    return null;
  }

  // ── Billing ────────────────────────────────────────────────────────────────────────────────────

  /** The price a subscription Checkout Session sells. */
  checkoutPrice(sessionId: string): Stripe.Price | undefined {
    return this.sessionPrice.get(sessionId);
  }

  /** The session's price and subscription_data.metadata, which Stripe keeps but does not answer on the session. */
  private readonly sessionPrice = new Map<string, Stripe.Price>();
  private readonly sessionSubscriptionMetadata = new Map<string, Record<string, string>>();

  /** Products, prices, subscription Checkout Sessions, subscriptions and the customer portal; null for other paths. */
  private billingRoute(method: string, path: string, params: Params): Reply | null {
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
      return { status: 200, body: session };
    }
    if (path === '/v1/subscriptions' && method === 'GET') return this.listSubscriptions(params);
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1]));
      if (!subscription) return missing('subscription', decodeURIComponent(subscriptionPath[1]), 'id');
      if (method === 'GET') return { status: 200, body: this.expanded(subscription, params, '') };
      if (method === 'POST') return this.updateSubscription(subscription, params);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
          return error(400, 'invalid_request_error', null, 'A canceled subscription can only update its cancellation_details and metadata.');
        this.endSubscription(subscription, this.timeOf(subscription.customer as string));
        return { status: 200, body: this.expanded(subscription, params, '') };
      }
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') return this.createPortalSession(params);
    return null;
  }

  private updateSubscription(subscription: Stripe.Subscription, params: Params): Reply {
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      return error(400, 'invalid_request_error', null, 'A canceled subscription can only update its cancellation_details and metadata.');
    if (params.items !== undefined) {
      const refused = this.updateItems(subscription, params.items as Record<string, { id?: string; price?: string }>);
      if (refused) return refused;
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0].current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? this.timeOf(subscription.customer as string) : null;
    }
    if (params.metadata !== undefined) subscription.metadata = { ...subscription.metadata, ...stringRecord(params.metadata) };
    this.emit<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', subscription);
    return { status: 200, body: this.expanded(subscription, params, '') };
  }

  /** items[n][id] + items[n][price]: that item moves to the price (the period and the latest invoice stay as they are). */
  private updateItems(subscription: Stripe.Subscription, items: Record<string, { id?: string; price?: string }>): Reply | null {
    const changes: Array<[Stripe.SubscriptionItem, Stripe.Price]> = [];
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

  private createPortalSession(params: Params): Reply {
    if (typeof params.customer !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: customer.', 'customer');
    if (![...this.subscriptions.values()].some((subscription) => subscription.customer === params.customer))
      return missing('customer', params.customer, 'customer');
    const session: Stripe.BillingPortal.Session = {
      id: `bps_${randomId()}`,
      object: 'billing_portal.session',
      configuration: `bpc_${randomId()}`,
      created: now(),
      customer: params.customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: typeof params.return_url === 'string' ? params.return_url : null,
      url: `https://billing.stripe.com/p/session/test_${randomId()}`,
    };
    this.portalSessions.push(session);
    return { status: 200, body: session };
  }

  private saveProduct(product: Stripe.Product | null, params: Params): Reply {
    if (!product && typeof params.name !== 'string') return error(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: name.', 'name');
    const saved = product ?? newProduct(now());
    if (typeof params.name === 'string') saved.name = params.name;
    if (typeof params.description === 'string') saved.description = params.description === '' ? null : params.description;
    if (params.active !== undefined) saved.active = params.active === 'true';
    if (params.metadata !== undefined) saved.metadata = { ...saved.metadata, ...stringRecord(params.metadata) };
    saved.updated = now();
    this.products.set(saved.id, saved);
    return { status: 200, body: saved };
  }

  private createPrice(params: Params): Reply {
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
    const price = newPrice({
      product: params.product,
      unitAmount: amount,
      currency: params.currency,
      interval: recurring.interval,
      intervalCount: integer(recurring.interval_count) ?? 1,
      metadata: stringRecord(params.metadata),
      created: now(),
    });
    this.prices.set(price.id, price);
    return { status: 200, body: price };
  }

  private createCheckoutSession(params: Params): Reply {
    if (params.mode !== 'subscription') return error(400, 'invalid_request_error', 'parameter_invalid', 'The emulator only answers mode=subscription.', 'mode');
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
    const session = newCheckoutSession({
      id,
      url: `${this.publicUrl}/c/pay/${id}`,
      successUrl: params.success_url,
      cancelUrl: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      customer: typeof params.customer === 'string' ? params.customer : null,
      customerEmail: typeof params.customer_email === 'string' ? params.customer_email : null,
      metadata: stringRecord(params.metadata),
      price,
      allowedCountries: collection?.allowed_countries
        ? (Object.values(collection.allowed_countries) as Stripe.Checkout.Session.ShippingAddressCollection.AllowedCountry[])
        : null,
      created: now(),
    });
    this.checkoutSessions.set(id, session);
    this.sessionPrice.set(id, price);
    this.sessionSubscriptionMetadata.set(id, stringRecord((params.subscription_data as { metadata?: unknown } | undefined)?.metadata));
    return { status: 200, body: session };
  }

  private listSubscriptions(params: Params): Reply {
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
    const list: Stripe.ApiList<unknown> = {
      object: 'list',
      url: '/v1/subscriptions',
      has_more: all.length > limit,
      data: page.map((subscription) => this.expanded(subscription, params, 'data.')),
    };
    return { status: 200, body: list };
  }

  /** The subscription with latest_invoice expanded when asked (expand[]=latest_invoice, or data.latest_invoice in a list). */
  private expanded(subscription: Stripe.Subscription, params: Params, prefix: string): Stripe.Subscription {
    const expand = Object.values((params.expand ?? {}) as Record<string, string>);
    if (!expand.includes(`${prefix}latest_invoice`) || typeof subscription.latest_invoice !== 'string') return subscription;
    return { ...subscription, latest_invoice: this.invoices.get(subscription.latest_invoice) ?? subscription.latest_invoice };
  }

  // ── Payments ───────────────────────────────────────────────────────────────────────────────────

  private createIntent(params: Params): Reply {
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
    const intent = newPaymentIntent({
      amount,
      currency,
      metadata: stringRecord(params.metadata),
      description: typeof params.description === 'string' ? params.description : null,
      receiptEmail: typeof params.receipt_email === 'string' && params.receipt_email !== '' ? params.receipt_email : null,
      automaticPaymentMethods: (params.automatic_payment_methods as { enabled?: string } | undefined)?.enabled === 'true',
      created: now(),
    });
    this.paymentIntents.set(intent.id, intent);
    this.emit<Stripe.PaymentIntentCreatedEvent>('payment_intent.created', intent);
    return { status: 200, body: intent };
  }

  private cancelIntent(intent: Stripe.PaymentIntent, params: Params): Reply {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return withIntent(
        error(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        ),
        intent,
      );
    intent.status = 'canceled';
    intent.next_action = null;
    intent.canceled_at = now();
    intent.cancellation_reason =
      typeof params.cancellation_reason === 'string' ? (params.cancellation_reason as Stripe.PaymentIntent.CancellationReason) : null;
    this.emit<Stripe.PaymentIntentCanceledEvent>('payment_intent.canceled', intent);
    return { status: 200, body: intent };
  }

  private createRefund(params: Params): Reply {
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
    const left = intent.amount - this.chargeOf(intent).amount_refunded;
    if (left === 0) return error(400, 'invalid_request_error', 'charge_already_refunded', `Charge ${String(intent.latest_charge)} has already been refunded.`);
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
    const refund = newRefund({
      amount,
      intent,
      metadata: stringRecord(params.metadata),
      reason: typeof params.reason === 'string' ? params.reason : null,
      created: now(),
    });
    this.refunds.set(refund.id, refund);
    this.emit<Stripe.ChargeRefundedEvent>('charge.refunded', this.chargeOf(intent));
    return { status: 200, body: refund };
  }

  private intent(paymentId: string): Stripe.PaymentIntent {
    const intent = this.paymentIntents.get(paymentId);
    if (!intent) throw new Error(`StripeEmulator: no payment intent ${paymentId}`);
    return intent;
  }
}

/** What Checkout says of a shipping address it cannot take, or null. */
function addressProblem(shipping: Stripe.Checkout.Session.CollectedInformation.ShippingDetails, allowed: readonly string[] | null): string | null {
  if (!shipping.name) return 'Your name is required.';
  if (!shipping.address.line1) return 'Your address is required.';
  if (!shipping.address.city) return 'Your city is required.';
  if (!shipping.address.postal_code) return 'Your ZIP is required.';
  if (allowed && !allowed.includes(shipping.address.country ?? '')) return 'We do not ship to this country.';
  return null;
}

/** The key of `Authorization: Bearer <key>`, or of Basic auth with the key as the user name (`curl -u sk_test_…:`), as Stripe reads both. */
function apiKeyOf(authorization: string): string {
  const basic = /^Basic\s+(.+)$/i.exec(authorization);
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
  return authorization.replace(/^Bearer\s+/i, '');
}

/** Posts an event as Stripe does: JSON, signed with the endpoint's secret in the Stripe-Signature header. */
async function post(endpoint: WebhookEndpoint, event: Stripe.Event): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(event, null, 2);
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: endpoint.secret }),
    },
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
}

/** What Stripe answers a publishable key: the intent without what only the secret key may read. */
function publicIntent(intent: Stripe.PaymentIntent): Partial<Stripe.PaymentIntent> {
  const { metadata: _metadata, customer: _customer, transfer_group: _group, ...visible } = intent;
  return visible;
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

/** A refusal about a payment carries the payment as it now is (and a decline its decline_code). */
function withIntent(reply: Reply, intent: Stripe.PaymentIntent, declineCode?: string | null): Reply {
  const body = reply.body as { error: Record<string, unknown> };
  body.error.payment_intent = structuredClone(intent);
  if (declineCode) body.error.decline_code = declineCode;
  return reply;
}

function missing(resource: string, id: string, param: string): Reply {
  return error(404, 'invalid_request_error', 'resource_missing', `No such ${resource}: '${id}'`, param);
}

/** `a[b][c]=v` pairs into nested objects, as Stripe reads the SDK's bodies. */
function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value as Params).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

function integer(value: unknown): number | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
