import helmet from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';
import { MESSAGES, hasBody, isFormBody, isJson, registerJsonBodies } from './request-body.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file's bytes as they are (an upload), not a JSON body. */
    takesFile?: boolean;
    /** The body is kept as the exact text received (a signed webhook): parsed by whoever checks the signature. */
    rawBody?: boolean;
    /** A page route answering one of the shop's HTML forms: it takes an urlencoded body (and checks the form token). */
    takesForm?: boolean;
  }
}

const STRIPE_HOSTS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie-authenticated routes: a state-changing request must
 * come from the shop's own origin, compared whole (scheme, host and port: https://localhost is not
 * http://localhost:3000). Browsers always send Origin (or Sec-Fetch-Site) on such requests, so a
 * forged form or fetch from another site is refused; non-browser clients carry no cookie of the
 * shop's and are unaffected. Every path is checked, so no spelling of a path (/%61pi/…) slips by.
 */
export function isCrossSiteRequest(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // A form posted from the shop's own page says Origin: null (the pages send no referrer), and the
  // browser's own Sec-Fetch-Site, which no page can set, says same-origin; from anywhere else it does not.
  if (origin === 'null') return site !== 'same-origin';
  if (origin !== undefined && origin !== '') return !ownOrigins.has(origin) && origin !== `${request.protocol}://${request.host}`;
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

const PERMISSIONS_POLICY = ['camera', 'display-capture', 'geolocation', 'microphone', 'usb'].map((feature) => `${feature}=()`).join(', ');

export async function registerSecurity(fastify: FastifyInstance, config: GatewayConfig, inlineScriptHashes: string[]): Promise<() => void> {
  const https = config.PUBLIC_ORIGIN.startsWith('https:');
  // The Stripe emulator serves Stripe.js, its card fields and its 3-D Secure page from one origin.
  const emulator = config.STRIPE_JS_URL ? [new URL(config.STRIPE_JS_URL).origin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its Payment Element (checkout's card form when Stripe is configured): Stripe's documented hosts.
        scriptSrc: ["'self'", ...STRIPE_HOSTS.script, ...emulator, ...inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...STRIPE_HOSTS.connect, ...emulator],
        frameSrc: [...STRIPE_HOSTS.frame, ...emulator],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only where the shop is served over https: sent over http it would pin a development host.
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  });
  // Helmet has no Permissions-Policy: the shop uses no camera, screen capture, location, microphone or USB.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // The same headers on every answer: computed once here rather than rebuilt per request.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  const ownOrigins = new Set([config.PUBLIC_ORIGIN, config.PUBLIC_URL].filter((url) => url !== undefined).map((url) => new URL(url).origin));
  registerJsonBodies(fastify);
  fastify.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteRequest(request, ownOrigins)) return reply.status(403).send({ message: 'Cross-site requests are not allowed' });
    // Decided on the matched route, never on the raw address. Only JSON is parsed; a route taking
    // a file (an upload, streamed on and judged by its content) says so in its config, and so do the
    // few page routes that answer the shop's HTML forms (urlencoded, with the form token).
    if (!hasBody(request) || request.routeOptions.config.takesFile) return;
    if (request.routeOptions.config.takesForm ? !isFormBody(request) : !isJson(request))
      return reply.status(415).send({ message: request.routeOptions.config.takesForm ? MESSAGES.notForm : MESSAGES.notJson });
    const limit = request.routeOptions.bodyLimit;
    if (limit !== undefined && Number(request.headers['content-length']) > limit) return reply.status(413).send({ message: MESSAGES.tooLarge(limit) });
  });

  // Limits live in Redis so every replica counts together; if Redis is away, requests still pass.
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  redis.on('error', () => {});
  await fastify.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.BULL_PREFIX}:rate-limit:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 60_000)} minute(s) and try again.`,
    }),
  });
  return () => redis.disconnect();
}

/** The headers helmet would set, read once from helmet itself (the library stays the source of truth). */
function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}
