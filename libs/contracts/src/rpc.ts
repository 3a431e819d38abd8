import type { z } from 'zod';
import type { Caller } from './auth.js';
import type { ServiceName } from './services.js';

/**
 * One contract per call between parts: its pattern, the part that answers it, the input (a zod
 * schema: the gateway checks it before calling, the service parses it again, since services also
 * call each other), the answer's type, and for a public API route its method, path, access and
 * options. The gateway builds its route table from these; a service handler is bound to one with
 * `@Handles(contract)` and a caller uses it with `client.call(contract, input, ctx)`, so a wrong
 * pattern, input or answer does not compile.
 *
 * The answer is a type, not a schema: it is checked by the compiler at the handler and at every
 * caller, and not parsed at run time, where it would cost every read and only guard against
 * ourselves.
 */
export interface RpcContract<Name extends string = string, Input extends z.ZodType = z.ZodType, Output = unknown> {
  /** The message pattern: `${part}.${key}`, made from where the contract is declared. */
  readonly name: Name;
  readonly part: RpcPart;
  readonly input: Input;
  readonly route?: ApiRoute;
  /** How long a caller waits for the answer, when it may take longer than the usual RPC deadline (an AI model). */
  readonly timeoutMs?: number;
  /** Carries the answer's type only; always undefined at run time. */
  readonly output?: Answer<Output>;
}

/** A service, or the gateway for the calls it answers itself (identity). */
export type RpcPart = ServiceName | 'gateway';

/** Who may call a route. public: anyone; customer: signed in; admin: the admin role (401 signed out, 403 without the role). */
export type Access = 'public' | 'customer' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call is reached over HTTP, and what the gateway does around it. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Status of a successful answer; 204 sends no body (a 204 route whose handler does answer something sends it with 200). */
  status?: 200 | 201 | 202 | 204;
  /** What a signed-out caller is told on a customer or admin route, instead of 'Not authenticated'. */
  unauthorizedMessage?: string;
  /**
   * Keeps a guest's session: the session is stored (and its cookie sent) only once something is
   * kept in it, and a guest's cart is found by the session id, so it must stay the same.
   */
  guestSession?: true;
  /** The handler answers { redirect: '/path' } and the browser is sent there (302), e.g. a link in an e-mail. */
  redirect?: true;
  /** The handler answers { contentType, filename, body } and it is sent as a download. */
  file?: true;
  /**
   * Calls per client in a window, counted in Redis across replicas (the gateway's configuration sets
   * each): 'form', a public form a person fills in, so a script cannot send hundreds; 'registration',
   * creating accounts; 'ai', an analysis the shop pays for, so a runaway script is stopped;
   * 'checkout', starting a payment, which holds stock and creates a payment at the provider;
   * 'account-mail', asking for a mailed link that changes an account (a new password, a new e-mail
   * address) and opening it, counted per client network.
   */
  rateLimit?: RateLimitName;
  /**
   * A public read answered from the gateway's memory (not for the admin) until it is cleared: by a
   * product.changed event, or by any admin write this gateway forwards (the rendered pages are kept
   * in the same memory, and everything the artist changes shows on them).
   */
  cached?: true;
  /**
   * A public read whose answer is the same for every visitor (no session, no cookie counts): the
   * gateway may read it while rendering a storefront page on the server and hand it to the browser
   * with the page. A visitor's own things (cart, account, orders) never are.
   */
  shared?: true;
  /**
   * A payment provider's notification: the handler gets the raw body and its Stripe-Signature header
   * ({ payload, signature }), since the signature covers the exact bytes. No session is read.
   */
  webhook?: true;
  /** Takes long texts (a product, a page's settings): a body up to 1 MB instead of 100 KB. */
  largeBody?: true;
  /** Also takes an urlencoded body: a list mail's one-click unsubscribe, posted by the mail program. */
  takesForm?: true;
}

/** A route the storefront may call (public or for a signed-in customer); the storefront's API client is made from these. */
export type StorefrontRoute = ApiRoute & { access: 'public' | 'customer' };

/** A back-office route (the admin role only): in the admin app's API client, never in the storefront's. */
export type AdminRoute = ApiRoute & { access: 'admin' };

/**
 * A part's whole route table, from its two: the storefront's (public and customer routes: the
 * storefront's API client is made from these alone) and the back office's. Both are free of zod, so the
 * web apps' clients can use them. Each call is marked pure, so that the storefront's bundle, which uses
 * the storefront's table alone, leaves this one (and with it the admin routes) out: an object spread in
 * its place would be kept.
 */
export function allRoutes<S extends Record<string, StorefrontRoute>, A extends Record<string, AdminRoute>>(storefront: S, admin: A): S & A {
  return { ...storefront, ...admin };
}

export type RateLimitName = 'form' | 'registration' | 'ai' | 'checkout' | 'account-mail';

declare const answerType: unique symbol;
/** The answer's type, carried by a contract for the compiler. */
export interface Answer<T> {
  readonly [answerType]?: T;
}
/** `output: answer<Product[]>()`: names a contract's answer type. */
export function answer<T>(): Answer<T> | undefined {
  return undefined;
}

/** What every call carries besides its input: the gateway's request id and who is asking (as Vendure's RequestContext). */
export interface RequestContext {
  requestId: string;
  caller: Caller;
  /** The gateway's signature of the rest, with its time (RpcTrust.signContext); services pass it on unchanged. */
  proof?: string;
}

/**
 * The request context of a call the gateway forwards to a service's HTTP port rather than over RPC
 * (the raw file of an upload): signed as for RPC (RpcTrust.contextHeader), so the service takes the
 * caller from no one else. Any such header a browser sends is replaced.
 */
export const REQUEST_CONTEXT_HEADER = 'x-artshop-context';

/** The message sent over RPC for a call. */
export interface RpcMessage<Input = unknown> {
  ctx: RequestContext;
  input: Input;
  /** The caller's trace (W3C trace context), when traces are on: the service continues it. */
  trace?: Record<string, string>;
}

/** The input a handler receives: parsed by the contract's schema (defaults filled in, text trimmed…). */
export type InputOf<C extends RpcContract> = z.output<C['input']>;
/** The input a caller sends: what the contract's schema accepts. */
export type CallInputOf<C extends RpcContract> = z.input<C['input']>;
export type OutputOf<C extends RpcContract> = C extends RpcContract<string, z.ZodType, infer O> ? O : never;

interface ContractDefinition {
  input: z.ZodType;
  output: Answer<unknown> | undefined;
  timeoutMs?: number;
}

type Contracts<P extends RpcPart, R extends Record<string, ApiRoute>, D extends Record<string, ContractDefinition>> = {
  readonly [K in keyof D & string]: RpcContract<`${P}.${K}`, D[K]['input'], D[K]['output'] extends Answer<infer O> | undefined ? O : never> & {
    readonly part: P;
    readonly route: K extends keyof R ? R[K] : undefined;
  };
};

/**
 * The contracts of one part, named by key: `rpcContracts('catalog', CATALOG_ROUTES, { listProducts: {...} })`
 * gives `CatalogRpc.listProducts` with the pattern 'catalog.listProducts' and the route of the same key
 * (the routes live in a zod-free module of their own, for the web apps). Every route needs a contract;
 * a contract without a route is a call between parts only.
 */
export function rpcContracts<
  const P extends RpcPart,
  const R extends Record<string, ApiRoute>,
  const D extends Record<keyof R, ContractDefinition> & Record<string, ContractDefinition>,
>(part: P, routes: R, definitions: D): Contracts<P, R, D> {
  return Object.fromEntries(
    Object.entries(definitions).map(([key, definition]) => [
      key,
      { ...definition, name: `${part}.${key}`, part, route: (routes as Record<string, ApiRoute>)[key] },
    ]),
  ) as Contracts<P, R, D>;
}

/**
 * A route's input, from the parts of its HTTP request: reads take the query string, writes the JSON
 * body; the path's parameters are added last, so a body cannot name another record than the path.
 */
export function routeInput(
  method: HttpMethod,
  parts: { params: Record<string, string>; query: Record<string, unknown>; body: unknown },
): Record<string, unknown> {
  const source = method === 'GET' || method === 'DELETE' ? parts.query : parts.body;
  const fields = source !== null && typeof source === 'object' && !Array.isArray(source) ? source : {};
  return { ...fields, ...parts.params };
}

/**
 * The other way: the request that carries a route's input (as the web apps send it). The path's
 * parameters are taken from the input; what remains goes in the query string of a read, or as the
 * JSON body of a write. routeInput turns it back into the same input.
 */
export function routeRequest(
  route: Pick<ApiRoute, 'method' | 'path'>,
  input: object = {},
): { method: HttpMethod; url: string; body?: Record<string, unknown> } {
  const fields = input as Record<string, unknown>;
  const inPath = new Set<string>();
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    inPath.add(name);
    return encodeURIComponent(String(fields[name]));
  });
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => !inPath.has(name)));
  if (route.method !== 'GET' && route.method !== 'DELETE') return { method: route.method, url: path, body: rest };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return { method: route.method, url: search ? `${path}?${search}` : path };
}
