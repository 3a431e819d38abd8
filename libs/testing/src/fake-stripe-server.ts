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

type Reply = { status: number; body: unknown };
type StoredReply = Reply & { fingerprint: string };

/**
 * A local stand-in for the part of Stripe's REST API the shop uses, driven by the real `stripe` SDK
 * (host/port/protocol 'http'): POST /v1/payment_intents, GET /v1/payment_intents/:id, POST
 * /v1/payment_intents/:id/cancel, POST /v1/refunds. It reads the SDK's form-encoded bodies, checks
 * the bearer secret key (401 in Stripe's error shape), keeps Stripe's idempotency semantics (the
 * same key and parameters replay the stored answer with `Idempotent-Replayed: true`; the same key
 * with other parameters is a 400 idempotency_error) and answers Stripe's errors for the states it
 * refuses. Test helpers move an intent as a card payment would (succeed, decline) and post signed events.
 */
export class FakeStripeServer {
  readonly requests: ReceivedStripeRequest[] = [];
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly idempotent = new Map<string, StoredReply>();

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
    const params = decodeForm(method === 'GET' ? (url.split('?')[1] ?? '') : body);
    this.requests.push({ method, path, headers, params });
    const authorization = headers.authorization ?? '';
    if (authorization !== `Bearer ${this.secretKey}`) {
      const given = authorization.replace(/^Bearer\s+/i, '');
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return { reply: { status: 401, body: { error: { message, type: 'invalid_request_error' } } }, replayed: false };
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
