import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_CONTEXT_HEADER } from '@artshop/contracts';
import { ServiceUnavailable, toErrorPayload } from '@artshop/service-kit';
import type { GatewayConfig } from '../config.js';
import { checkAccess } from '../identity/access.js';
import { callerOf } from '../identity/session.js';
import type { ResponseCache } from '../routing/response-cache.js';
import type { ServiceClients } from '../routing/service-clients.js';
import { SharedPages } from '../seo/shared-pages.js';
import { isPageView } from '../visitors/page-views.js';
import type { VisitorCounter } from '../visitors/visitor-counter.js';
import { registerCompression, sendAnswer } from './compression.js';
import { loadAppRenderer } from './app-renderer.js';
import { FORM_RESULT_COOKIE, FormTokens, registerFormActions } from './form-actions.js';
import { inlineStylesheets, readStorefrontAssets, startAppAtOnce } from './storefront-assets.js';

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
 * index.html for client-side routes (the storefront's with each page's own tags, see SharedPages),
 * with the sitemap and robots.txt; proxies uploaded media (/objects/*) to the content service.
 */
export async function registerWebApps(
  fastify: FastifyInstance,
  config: GatewayConfig,
  apps: WebApp[],
  services: { clients: ServiceClients; cache: ResponseCache; visitors: VisitorCounter },
): Promise<void> {
  const storefront = apps.find((app) => app.prefix === '/')!;
  const assets = readStorefrontAssets(storefront.root);
  const renderApp = await loadAppRenderer(storefront.root, fastify, assets);
  if (!renderApp) fastify.log.warn('the storefront has no server build (web/dist-server): its pages are rendered in the browser only');
  const sharedPages = new SharedPages(
    startAppAtOnce(inlineStylesheets(storefront.indexHtml, storefront.root), assets.startScript),
    services.clients,
    services.cache,
    config,
    assets,
    renderApp,
  );
  const tokens = new FormTokens(config.SESSION_SECRET);
  registerFormActions(fastify, tokens, (request, url, result) => sharedPages.renderWithResult(request, url, result));
  // Before the static files, as @fastify/compress requires.
  await registerCompression(fastify);
  for (const app of apps) {
    await fastify.register(fastifyStatic, {
      root: app.root,
      prefix: app.prefix,
      decorateReply: false,
      index: false,
      // The storefront's build writes each script and stylesheet also as .br and .gz, compressed once
      // at the strongest settings (web/scripts/precompress.ts); those are sent as they are.
      preCompressed: true,
      // One route per built file (they are fixed at start); the catch-all below serves index.html.
      wildcard: false,
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (response, path) => {
        response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await fastify.register(fastifyHttpProxy, {
    upstream: config.CONTENT_HTTP,
    prefix: '/objects',
    rewritePrefix: '/objects',
    httpMethods: ['GET', 'HEAD'],
    proxyPayloads: false,
  });
  await registerUploadProxy(fastify, config, services.clients);
  fastify.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

  fastify.get('/sitemap.xml', async (request, reply) => {
    const xml = await sharedPages.sitemap(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'sitemap not available');
      return null;
    });
    if (xml === null) return reply.status(503).type('text/plain; charset=utf-8').send('The sitemap is not available right now. Please try again later.');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  fastify.get('/robots.txt', (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(sharedPages.robots(request)));

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/')) return reply.status(404).send({ message: 'Not found' });
    const app = apps.find((candidate) => path.startsWith(candidate.prefix))!;
    if (app !== storefront) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.indexHtml);
    // A form's result the last post left for this page (FormTokens signed it) is shown once.
    const result = tokens.openResult(request.cookies[FORM_RESULT_COOKIE]);
    if (request.cookies[FORM_RESULT_COOKIE] !== undefined) reply.clearCookie(FORM_RESULT_COOKIE, { path: '/' });
    const page = tokens.personalize(
      request,
      reply,
      result ? await sharedPages.renderWithResult(request, request.url, result) : await sharedPages.render(request),
    );
    // Counted without a cookie or anything kept about the person (VisitorCounter); never awaited.
    if (page.status === 200 && isPageView({ method: request.method, path, headers: request.headers }))
      services.visitors.record(request.ip, String(request.headers['user-agent']));
    return sendAnswer(request, reply, page, 'text/html; charset=utf-8');
  });
}

/**
 * The raw file of an upload goes to content over HTTP rather than RPC: bytes, not a JSON message,
 * streamed and never held here. Access is checked as for the route table, and content is told who
 * is calling in a signed context, as over RPC.
 */
async function registerUploadProxy(fastify: FastifyInstance, config: GatewayConfig, clients: ServiceClients): Promise<void> {
  // In a scope of its own without the gateway's JSON parser: the proxy streams the body on as it came
  // (the guard has already checked its size; content judges the file by its bytes, not its label).
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(fastifyHttpProxy, {
      upstream: config.CONTENT_HTTP,
      prefix: '/api/objects/uploads',
      rewritePrefix: '/uploads',
      httpMethods: ['PUT'],
      config: { takesFile: true },
      preHandler: async (request, reply) => {
        try {
          checkAccess('admin', callerOf(request));
        } catch (error) {
          const { status, message } = toErrorPayload(error);
          return reply.status(status).send({ message });
        }
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'content-type': 'application/octet-stream',
          [REQUEST_CONTEXT_HEADER]: clients.contextHeader({ requestId: request.id, caller: callerOf(request as FastifyRequest) }),
        }),
        onError: (reply) => reply.status(503).send({ message: new ServiceUnavailable('content', 'down').message }),
      },
    });
  });
}
