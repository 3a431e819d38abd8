import { Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorPayload } from '@artshop/service-kit';
import { checkAccess } from '../identity/access.js';
import { callerOf } from '../identity/session.js';
import { SERVICE_ROUTES, type ServiceRoute } from './routes.js';
import { ServiceClients } from './service-clients.js';

/** Registers every route of the table on Fastify: check access, forward, answer. */
@Injectable()
class ServiceRouteRegistrar implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    private readonly clients: ServiceClients,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const route of SERVICE_ROUTES) {
      fastify.route({ method: route.method, url: route.url, handler: (request, reply) => this.forward(route, request, reply) });
    }
  }

  private async forward(route: ServiceRoute, request: FastifyRequest, reply: FastifyReply) {
    try {
      const caller = callerOf(request);
      checkAccess(route.access, caller);
      const result = await this.clients.call(route.service, route.pattern, {
        requestId: request.id,
        caller,
        params: request.params as Record<string, string>,
        query: request.query as Record<string, unknown>,
        body: request.body ?? null,
      });
      const status = route.status ?? 200;
      return status === 204 ? reply.status(204).send() : reply.status(status).send(result);
    } catch (error) {
      const { unexpected, status, message, errors } = toErrorPayload(error);
      if (unexpected) request.log.error({ err: error }, 'unexpected error forwarding a call');
      return reply.status(status).send({ message, errors });
    }
  }
}

@Module({ providers: [ServiceClients, ServiceRouteRegistrar], exports: [ServiceClients] })
export class RoutingModule {}
