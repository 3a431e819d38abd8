import { z } from 'zod';
import { DEFAULT_PORTS, SERVICE_NAMES, rpcAddressVariable, type ServiceName } from '@artshop/contracts';
import { baseConfigSchema, loadConfig, parseRpcAddress, port, rpcAddressSchema, rpcTimeoutSchema } from '@artshop/service-kit';

const gatewaySchema = baseConfigSchema.extend({
  PORT: port(3000),
  /** Health (/health/*) and Prometheus' scrape (/metrics), on a port of their own so that they never face the public. */
  INTERNAL_PORT: port(9464),
  /** Public address of the shop; state-changing requests must come from it (or the same host). */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Base of the absolute links in shared pages, the sitemap and robots.txt; required in production (never the Host header). */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Another Stripe.js than js.stripe.com's (the Stripe emulator's, in development and tests): its origin joins the Content-Security-Policy. */
  STRIPE_JS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default('local-development-session-secret-change-me'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** How long the gateway waits for a service before answering 503. */
  RPC_TIMEOUT_MS: rpcTimeoutSchema,
  CONTENT_HTTP: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.content.http}`),
  /** Where the built web apps are; defaults to the workspace folders. */
  WEB_DIST: z.string().optional(),
  ADMIN_WEB_DIST: z.string().optional(),
  /**
   * Failed sign-ins counted in Redis (every replica together; see identity/login-limits.ts): per
   * account and client, per client across accounts (credential stuffing), per account across
   * clients (a distributed guesser; higher, so a few tries cannot lock the artist out).
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_CLIENT_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  LOGIN_CLIENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Posts per client per 10 minutes to each public form (contact, newsletter, corporate inquiry). */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Registrations (and confirmations of the mailed link) per client per 15 minutes. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Requests per client network per 15 minutes to each route that mails a link changing an account
   * (forgotten password, new e-mail address) or opens one. Each address also gets at most 3
   * password-reset mails an hour, whoever asks.
   */
  ACCOUNT_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** 'Analyze with AI' calls per client per 10 minutes: each is paid for by the shop. */
  AI_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /**
   * Checkouts started per client per 10 minutes. Each start may hold stock and creates a payment at
   * the provider; a shopper who reloads the payment step or changes the address a few times stays far below.
   */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Storefront pages rendered at once, at most: every new address (a shop screen's query, an unknown
   * product) is a render. Beyond, a page goes out for the browser to render, and is not kept.
   */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(0).default(4),
  /** Off only to measure the whole path (gateway → RPC → service → PostgreSQL), as `npm run bench` does. */
  RESPONSE_CACHE: z.stringbool().default(true),
  /** Behind a proxy (the Ingress), the client address comes from X-Forwarded-For; exposed directly, it must not. */
  TRUST_PROXY: z.stringbool().default(false),
  ...Object.fromEntries(SERVICE_NAMES.map((service) => [rpcAddressVariable(service), rpcAddressSchema(service)])),
});

export type GatewayConfig = z.infer<typeof baseConfigSchema> & {
  PORT: number;
  INTERNAL_PORT: number;
  PUBLIC_ORIGIN: string;
  PUBLIC_URL?: string;
  STRIPE_JS_URL?: string;
  SESSION_SECRET: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  RPC_TIMEOUT_MS: number;
  CONTENT_HTTP: string;
  WEB_DIST?: string;
  ADMIN_WEB_DIST?: string;
  LOGIN_RATE_LIMIT: number;
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: number;
  LOGIN_CLIENT_RATE_LIMIT: number;
  LOGIN_CLIENT_RATE_LIMIT_WINDOW_SECONDS: number;
  LOGIN_ACCOUNT_RATE_LIMIT: number;
  LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: number;
  FORM_RATE_LIMIT: number;
  REGISTER_RATE_LIMIT: number;
  ACCOUNT_MAIL_RATE_LIMIT: number;
  AI_RATE_LIMIT: number;
  CHECKOUT_RATE_LIMIT: number;
  PAGE_RENDERS_AT_ONCE: number;
  RESPONSE_CACHE: boolean;
  TRUST_PROXY: boolean;
} & Record<string, unknown>;

export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewaySchema, env) as GatewayConfig;
  if (config.NODE_ENV === 'production' && !env.SESSION_SECRET) throw new Error('SESSION_SECRET must be set in production');
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL)
    throw new Error('PUBLIC_URL must be set in production (e.g. https://shop.example.com): absolute links must not come from the Host header');
  return config;
}

export function serviceAddress(config: GatewayConfig, service: ServiceName): { host: string; port: number } {
  return parseRpcAddress(String(config[rpcAddressVariable(service)]));
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
