import helmet from 'helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie-authenticated JSON routes: a state-changing request
 * must come from the shop's own origin. Browsers always send Origin (or Sec-Fetch-Site) on such
 * requests, so a forged form or fetch from another site is refused; non-browser clients carry
 * no cookie of the shop's and are unaffected.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin) {
    if (origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export async function registerSecurity(fastify: FastifyInstance, config: GatewayConfig, inlineScriptHashes: string[]): Promise<() => void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.PUBLIC_ORIGIN.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The same headers on every answer: computed once here rather than rebuilt per request.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && isCrossSiteRequest(request, config.PUBLIC_ORIGIN)) {
      return reply.status(403).send({ message: 'Cross-site requests are not allowed' });
    }
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
