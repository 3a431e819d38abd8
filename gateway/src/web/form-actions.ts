import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CART_ORDER_STOREFRONT_ROUTES,
  FORM_BACK_FIELD,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  IDENTITY_ROUTES,
  MESSAGING_STOREFRONT_ROUTES,
  STOREFRONT_FORMS,
  type CartItem,
  type FormResult,
  type StorefrontFormName,
} from '@artshop/contracts';
import type { CachedAnswer } from '../routing/response-cache.js';

/** The browser-session cookie holding the key the visitor's form token is made from. */
export const FORM_KEY_COOKIE = 'artshop.form-key';
/** The short-lived cookie carrying a form's result to the page the post redirects to. */
export const FORM_RESULT_COOKIE = 'artshop.form-result';
const FORM_RESULT_SECONDS = 60;
/** What a cookie holds comfortably (4 kB, less the encoding and the signature). */
const MAX_RESULT_JSON = 2_800;

/** A form's fields as sent: a name given more than once (ticked boxes) is a list. */
type Fields = Record<string, string | string[]>;

/** What the JSON route answered: its status, body and cookies (a new guest session, a signed-in one). */
interface RouteAnswer {
  status: number;
  body: unknown;
  cookies: string[];
}

/** Calls a JSON route of this gateway as the visitor (their cookies, their address). */
type CallRoute = (method: string, path: string, body?: unknown) => Promise<RouteAnswer>;

/** One form's answer: which JSON route it is, what it is sent, and what a success says. */
interface FormAction {
  route: { method: string; path: string };
  /** The JSON body from the form's fields (the fields themselves as text, by default). */
  input?: (fields: Fields) => unknown;
  /** The fields sent back to a refused form (a password never is). */
  keep: readonly string[];
  /** Where on the page the form is (its section's id), for a form in the footer. */
  anchor?: string;
  /** The notice on success, and where to go (the page the form was on, by default). */
  done: (answer: RouteAnswer, fields: Fields, call: CallRoute) => Promise<{ message: string; link?: FormResult['link']; next?: string }>;
}

const NEWSLETTER_SENT = 'Thank you for subscribing to our newsletter. A confirmation e-mail is on its way: please open the link in it to confirm.';

/** The shop's forms that work without the app's scripts, each answered by its JSON route's own call. */
export const FORM_ACTIONS: Record<StorefrontFormName, FormAction> = {
  addToCart: {
    route: CART_ORDER_STOREFRONT_ROUTES.addToCart,
    input: (fields) => ({ productId: textOf(fields.productId), tierId: textOf(fields.tierId) || null, quantity: 1 }),
    keep: [],
    done: async (answer, _fields, call) => {
      const item = answer.body as CartItem;
      const cart = await call('GET', CART_ORDER_STOREFRONT_ROUTES.getCart.path);
      const count = cart.status === 200 ? (cart.body as CartItem[]).reduce((sum, one) => sum + one.quantity, 0) : undefined;
      const name = item.tierDisplayName ? `${item.productName} (${item.tierDisplayName})` : item.productName;
      return {
        message: `Added to cart: ${name}.${count === undefined ? '' : ` Your cart has ${count} ${count === 1 ? 'item' : 'items'}.`}`,
        link: { href: '/cart', label: 'View cart' },
      };
    },
  },
  newsletter: {
    route: MESSAGING_STOREFRONT_ROUTES.subscribeToNewsletter,
    anchor: '#footer-newsletter',
    keep: ['email', 'firstName', 'lastName'],
    done: async () => ({ message: NEWSLETTER_SENT }),
  },
  contact: {
    route: MESSAGING_STOREFRONT_ROUTES.sendContactMessage,
    keep: ['name', 'email', 'phone', 'subject', 'message'],
    done: async () => ({ message: 'Thank you for your message. The artist will answer by e-mail.' }),
  },
  corporate: {
    route: MESSAGING_STOREFRONT_ROUTES.sendCorporateInquiry,
    keep: ['name', 'company', 'email', 'phone', 'projectType', 'budget', 'pieces', 'location', 'timeline', 'message'],
    done: async () => ({ message: 'Thank you for your inquiry. The artist will be in touch by e-mail.' }),
  },
  login: {
    route: IDENTITY_ROUTES.login,
    keep: ['email'],
    done: async (_answer, fields) => ({ message: 'You are logged in.', next: ownPath(textOf(fields.next)) }),
  },
};

/** A field's text (the first, for a name sent more than once); '' for none. */
function textOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A path of the shop itself (never another site's address), else undefined. */
export function ownPath(path: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- a control character in the address is what is refused
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(path)) return undefined;
  return path;
}

/**
 * The per-session form token: an HMAC of a random key the visitor's browser keeps for its session
 * (a cookie another site can neither read nor set), so a page of another site cannot post a form
 * of the shop's even where the browser sends no Origin header.
 */
export class FormTokens {
  constructor(private readonly secret: string) {}

  tokenOf(key: string): string {
    return createHmac('sha256', this.secret).update(`form-token:${key}`).digest('base64url');
  }

  /** The visitor's token, starting their key when they have none. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string {
    let key = request.cookies[FORM_KEY_COOKIE];
    if (!key || !/^[\w-]{22,64}$/.test(key)) {
      key = randomBytes(24).toString('base64url');
      reply.setCookie(FORM_KEY_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
    }
    return this.tokenOf(key);
  }

  isValid(request: FastifyRequest, token: string | undefined): boolean {
    const key = request.cookies[FORM_KEY_COOKIE];
    if (!key || !token) return false;
    const expected = Buffer.from(this.tokenOf(key));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A page with the visitor's own token where the server render left its place (a page without forms as it is). */
  personalize(request: FastifyRequest, reply: FastifyReply, page: CachedAnswer): CachedAnswer {
    if (!page.body.includes(FORM_TOKEN_PLACEHOLDER)) return page;
    const token = this.tokenFor(request, reply);
    const body = Buffer.from(page.body.toString().replaceAll(FORM_TOKEN_PLACEHOLDER, token));
    return { ...page, body, etag: `${page.etag.slice(0, -1)}-${token.slice(0, 8)}"` };
  }

  /** A form's result, signed, for the page the post redirects to (without the fields, if they would not fit in a cookie). */
  sealResult(result: FormResult): string {
    const json = JSON.stringify(result);
    const text = Buffer.from(json.length > MAX_RESULT_JSON ? JSON.stringify({ ...result, values: undefined }) : json).toString('base64url');
    return `${text}.${this.signature(text)}`;
  }

  /** The result a post left for this page, if it is one the gateway signed. */
  openResult(sealed: string | undefined): FormResult | undefined {
    const [text, signature] = (sealed ?? '').split('.');
    if (!text || !signature || signature !== this.signature(text)) return undefined;
    try {
      return JSON.parse(Buffer.from(text, 'base64url').toString()) as FormResult;
    } catch {
      return undefined;
    }
  }

  private signature(text: string): string {
    return createHmac('sha256', this.secret).update(`form-result:${text}`).digest('base64url');
  }
}

/** Renders the page at a path with a form's result shown (not kept: it is this visitor's). */
export type RenderWithResult = (request: FastifyRequest, url: string, result: FormResult) => Promise<CachedAnswer>;

/**
 * The page routes that take the shop's forms (urlencoded, and only these): each post must come from
 * the shop's own pages (the Origin check, before this) and carry the visitor's form token; its fields
 * go to the same JSON route the app calls, as the visitor. A success redirects (303) to the page the
 * form was on, which then shows the notice; a refusal shows that page again at once, with the
 * server's message and the fields as they were typed.
 */
export function registerFormActions(fastify: FastifyInstance, tokens: FormTokens, render: RenderWithResult): void {
  for (const [form, action] of Object.entries(FORM_ACTIONS) as Array<[StorefrontFormName, FormAction]>) {
    const { path } = STOREFRONT_FORMS[form];
    fastify.post(path, { config: { takesForm: true } }, async (request, reply) => {
      const fields = formFields(request.body);
      const back = ownPath(textOf(fields[FORM_BACK_FIELD])) ?? path;
      const refuse = async (status: number, message: string, errors?: Record<string, string>) => {
        const values = Object.fromEntries(action.keep.filter((name) => typeof fields[name] === 'string').map((name) => [name, textOf(fields[name])]));
        const result: FormResult = { form, ok: false, message, values, ...(errors && { errors }) };
        // A form of its own page (contact, sign-in) is answered with that page at once, whatever its
        // length; one on another page (the newsletter, Add to Cart) goes back there, so the address
        // the browser shows is that page's, with its few fields in the result.
        if (new URL(back, 'http://shop').pathname !== path) return goBack(result);
        const page = tokens.personalize(request, reply, await render(request, back, result));
        return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page.body);
      };
      const goBack = (result: FormResult, next?: string) => {
        reply.setCookie(FORM_RESULT_COOKIE, tokens.sealResult(result), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: FORM_RESULT_SECONDS,
        });
        return reply.redirect(`${next ?? back}${next ? '' : (action.anchor ?? '')}`, 303);
      };
      if (!tokens.isValid(request, textOf(fields[FORM_TOKEN_FIELD]))) return refuse(403, 'This form had expired. Please send it again.');
      const call = routeCaller(fastify, request);
      const { [FORM_TOKEN_FIELD]: _token, [FORM_BACK_FIELD]: _back, ...own } = fields;
      const answer = await call(action.route.method, action.route.path, action.input ? action.input(own) : own);
      for (const cookie of answer.cookies) void reply.header('set-cookie', cookie);
      if (answer.status >= 400) {
        const { message, errors } = (answer.body ?? {}) as { message?: string; errors?: Record<string, string> };
        return refuse(answer.status, message ?? 'Something went wrong. Please try again.', errors);
      }
      const { message, link, next } = await action.done(answer, own, call);
      return goBack({ form, ok: true, message, ...(link && { link }) }, next);
    });
  }
}

/** The fields of a parsed form body. */
function formFields(body: unknown): Fields {
  return typeof body === 'object' && body !== null ? (body as Fields) : {};
}

/**
 * Calls a JSON route in memory as the visitor: their cookies (updated by what each answer sets, so a
 * cart started by the first call is the second's), address and browser, so access, rate limits and
 * sessions work as for the app's own call.
 */
function routeCaller(fastify: FastifyInstance, request: FastifyRequest): CallRoute {
  // The cookies as the browser sent them (not decoded), so each goes on exactly as it came.
  const jar = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return async (method, path, body) => {
    const answer = await fastify.inject({
      method: method as 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    const setCookie = answer.headers['set-cookie'];
    const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const cookie of cookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    let parsed: unknown;
    try {
      parsed = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      parsed = null;
    }
    return { status: answer.statusCode, body: parsed, cookies };
  };
}
