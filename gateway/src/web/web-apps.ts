import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayConfig } from '../config.js';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface WebApp {
  /** URL prefix: '/' for the storefront, '/admin/' for the back office. */
  prefix: string;
  root: string;
  indexHtml: string;
}

function loadApp(prefix: string, root: string): WebApp {
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`The web app for ${prefix} is not built (missing ${index}). Run npm run build.`);
  return { prefix, root, indexHtml: readFileSync(index, 'utf8') };
}

export function loadWebApps(config: GatewayConfig): WebApp[] {
  return [
    loadApp('/admin/', resolve(config.ADMIN_WEB_DIST ?? join(workspaceRoot, 'admin-web/dist'))),
    loadApp('/', resolve(config.WEB_DIST ?? join(workspaceRoot, 'web/dist'))),
  ];
}

/** CSP hashes of the inline scripts the apps ship (the theme script runs before first paint). */
export function inlineScriptHashes(apps: WebApp[]): string[] {
  const hashes = new Set<string>();
  for (const app of apps) {
    for (const match of app.indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`sha256-${createHash('sha256').update(match[1]!).digest('base64')}`);
    }
  }
  return [...hashes];
}

/**
 * Serves the built storefront at / and the admin app at /admin, each falling back to its
 * index.html for client-side routes; proxies uploaded media (/objects/*) to the content service.
 */
export async function registerWebApps(fastify: FastifyInstance, config: GatewayConfig, apps: WebApp[]): Promise<void> {
  for (const app of apps) {
    await fastify.register(fastifyStatic, {
      root: app.root,
      prefix: app.prefix,
      decorateReply: false,
      index: false,
      // One route per built file (they are fixed at start); the catch-all below serves index.html.
      wildcard: false,
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (response, path) => {
        response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await fastify.register(fastifyHttpProxy, { upstream: config.CONTENT_HTTP, prefix: '/objects', rewritePrefix: '/objects', httpMethods: ['GET', 'HEAD'] });
  fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/')) return reply.status(404).send({ message: 'Not found' });
    const app = apps.find((candidate) => path.startsWith(candidate.prefix))!;
    return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.indexHtml);
  });
}
