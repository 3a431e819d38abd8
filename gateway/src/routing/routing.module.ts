import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileAnswer, RedirectAnswer } from '@artshop/contracts';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS, toErrorPayload } from '@artshop/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { checkAccess } from '../identity/access.js';
import { callerOf } from '../identity/session.js';
import { DEFAULT_BODY_LIMIT, LARGE_BODY_LIMIT } from '../security/request-body.js';
import { ResponseCache } from './response-cache.js';
import { SERVICE_ROUTES, type ServiceRoute } from './routes.js';
import { ServiceClients } from './service-clients.js';

/** Registers every route of the table on Fastify: check access, forward, answer. */
@Injectable()
class ServiceRouteRegistrar implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    private readonly clients: ServiceClients,
    private readonly cache: ResponseCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const route of SERVICE_ROUTES) {
      fastify.route({
        method: route.method,
        url: route.url,
        bodyLimit: route.largeBody ? LARGE_BODY_LIMIT : DEFAULT_BODY_LIMIT,
        // Read by @fastify/rate-limit (registered with global: false, so only routes that ask are limited).
        ...(route.form ? { config: { rateLimit: { max: this.config.FORM_RATE_LIMIT, timeWindow: '10 minutes' } } } : {}),
        handler: (request, reply) => this.forward(route, request, reply),
      });
    }
  }

  private async forward(route: ServiceRoute, request: FastifyRequest, reply: FastifyReply) {
    try {
      if (route.guestSession && request.session && !request.session.userId) request.session.guest = true;
      const caller = callerOf(request);
      checkAccess(route.access, caller, route.unauthorizedMessage);
      const rpcRequest = {
        requestId: request.id,
        caller,
        params: request.params as Record<string, string>,
        query: request.query as Record<string, unknown>,
        body: request.body ?? null,
      };
      const call = () => this.clients.call(route.service, route.pattern, rpcRequest);
      if (route.cached && caller.role !== 'admin') {
        // Forwarded as the service's JSON text: the cache keeps (and hashes) the text anyway.
        const { body, etag } = await this.cache.get(request.url, () => this.clients.callForJson(route.service, route.pattern, rpcRequest));
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.status(200).type('application/json; charset=utf-8').send(body);
      }
      const result = await call();
      // This replica reads its own write at once; the others hear product.changed (and the pub/sub it triggers).
      if (route.changesCatalog) await this.cache.invalidateEverywhere();
      if (route.redirect) return reply.redirect(ownPath((result as RedirectAnswer).redirect), 302);
      if (route.file) return sendFile(reply, result as FileAnswer);
      const status = route.status ?? 200;
      if (status === 204) return result === null || result === undefined ? reply.status(204).send() : reply.status(200).send(result);
      return reply.status(status).send(result);
    } catch (error) {
      const { unexpected, status, message, errors } = toErrorPayload(error);
      if (unexpected) request.log.error({ err: error }, 'unexpected error forwarding a call');
      return reply.status(status).send({ message, errors });
    }
  }
}

/** Only a path of the shop itself: a redirect route must never become an open redirect. */
function ownPath(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  const filename = file.filename.replace(/[^\w.-]/g, '_');
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

@Module({
  providers: [
    ServiceClients,
    ResponseCache,
    ServiceRouteRegistrar,
    {
      provide: EVENT_HANDLERS,
      inject: [ResponseCache],
      useFactory: (cache: ResponseCache): EventHandlersOf<'gateway'> => ({ 'product.changed': () => cache.invalidateEverywhere() }),
    },
  ],
  exports: [ServiceClients],
})
export class RoutingModule {}
