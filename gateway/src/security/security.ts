import fastifyHelmet from '@fastify/helmet';
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
  await fastify.register(fastifyHelmet, {
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
