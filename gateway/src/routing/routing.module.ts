import { createHash } from 'node:crypto';
import { Global, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_CONTRACTS,
  ActivityRpc,
  CatalogRpc,
  DashboardRpc,
  IdentityRpc,
  WebhookRpc,
  routeInput,
  type ApiRoute,
  type Drop,
  type FileAnswer,
  type RedirectAnswer,
  type RequestContext,
  type RpcContract,
  type ServiceName,
} from '@artshop/contracts';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS, parseInput, toErrorPayload } from '@artshop/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { checkAccess } from '../identity/access.js';
import { IdentityModule } from '../identity/identity.module.js';
import { callerOf } from '../identity/session.js';
import { clientKey, clientNetwork } from '../security/client-address.js';
import { DEFAULT_BODY_LIMIT, LARGE_BODY_LIMIT } from '../security/request-body.js';
import { ActivityHandlers } from '../activity/activity.handlers.js';
import { ActivityLog } from '../activity/activity-log.js';
import { describeChange } from '../activity/describe-change.js';
import { DashboardHandlers } from '../dashboard/dashboard.handlers.js';
import { StuckEvents } from '../dashboard/stuck-events.js';
import { IdentityHandlers } from '../identity/identity.handlers.js';
import { VisitorCounter } from '../visitors/visitor-counter.js';
import { WebhookHandlers } from '../webhooks/webhook.handlers.js';
import { GATEWAY_HANDLERS, gatewayHandlerTable, type HttpExchange } from './gateway-handlers.js';
import { sendAnswer } from '../web/compression.js';
import { ResponseCache, jsonAnswer, type CachedAnswer } from './response-cache.js';
import { ServiceClients } from './service-clients.js';

type RoutedContract = RpcContract & { route: ApiRoute };
type GatewayHandler = (input: unknown, http: HttpExchange) => Promise<unknown>;

/**
 * The public API, one way: a Fastify route per contract in API_CONTRACTS. Each call is checked for
 * access, its input checked by the contract's schema, then answered by the gateway itself (identity)
 * or forwarded to the service that owns it; the answer or the error is sent as the route says.
 */
@Injectable()
class ApiRoutes implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    private readonly clients: ServiceClients,
    private readonly cache: ResponseCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(GATEWAY_HANDLERS) private readonly gatewayHandlers: Record<string, GatewayHandler>,
    private readonly activity: ActivityLog,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    for (const contract of API_CONTRACTS) {
      const { route } = contract;
      fastify.route({
        method: route.method,
        url: route.path,
        bodyLimit: route.largeBody ? LARGE_BODY_LIMIT : DEFAULT_BODY_LIMIT,
        // Read by @fastify/rate-limit (registered with global: false, so only routes that ask are limited).
        config: { rateLimit: this.rateLimit(route), rawBody: route.webhook === true, takesForm: route.takesForm === true },
        handler: this.handlerOf(contract),
      });
    }
  }

  private rateLimit({ rateLimit }: ApiRoute) {
    if (rateLimit === 'form') return { max: this.config.FORM_RATE_LIMIT, timeWindow: '10 minutes' };
    if (rateLimit === 'registration') return { max: this.config.REGISTER_RATE_LIMIT, timeWindow: '15 minutes' };
    if (rateLimit === 'account-mail')
      return {
        max: this.config.ACCOUNT_MAIL_RATE_LIMIT,
        timeWindow: '15 minutes',
        keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          message: `Too many requests from here. Please wait ${minutes(context.ttl)} and try again.`,
        }),
      };
    if (rateLimit === 'ai') return { max: this.config.AI_RATE_LIMIT, timeWindow: '10 minutes' };
    if (rateLimit === 'checkout')
      return {
        max: this.config.CHECKOUT_RATE_LIMIT,
        timeWindow: '10 minutes',
        // Counted per network, as the holds are: an IPv6 client has a whole /64 to pick addresses from.
        keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          message: `Too many checkouts started from here. Please wait ${minutes(context.ttl)} and try again.`,
        }),
      };
    return undefined;
  }

  private handlerOf(contract: RoutedContract) {
    if (contract.part !== 'gateway')
      return (request: FastifyRequest, reply: FastifyReply) =>
        this.answer(contract, request, reply, (input, ctx) => this.forward(contract as RoutedContract & { part: ServiceName }, request, input, ctx));
    const key = contract.name.slice('gateway.'.length);
    const handler = this.gatewayHandlers[key];
    if (!handler) throw new Error(`No gateway handler for ${contract.name}`);
    return (request: FastifyRequest, reply: FastifyReply) =>
      this.answer(contract, request, reply, (input) => handler.call(this.gatewayHandlers, parseInput(contract.input, input), { request, reply }));
  }

  private async forward(contract: RoutedContract & { part: ServiceName }, request: FastifyRequest, input: Record<string, unknown>, ctx: RequestContext) {
    // Checked here so bad input costs no call; the service parses it again (services call each other too).
    parseInput(contract.input, input);
    if (contract.route.cached && ctx.caller.role !== 'admin') {
      // Forwarded as the service's JSON text: the cache keeps (and hashes) the text anyway.
      const answer = await this.cache.get(request.url, async () => jsonAnswer(await this.clients.callForJson(contract, input as never, ctx)));
      if (DROP_READS.has(contract)) this.cache.changesAt(...dropInstants(answer.body));
      return new FromCache(answer);
    }
    return this.clients.call(contract, input as never, ctx);
  }

  private async answer(
    contract: RoutedContract,
    request: FastifyRequest,
    reply: FastifyReply,
    handle: (input: Record<string, unknown>, ctx: RequestContext) => Promise<unknown>,
  ) {
    const { route } = contract;
    try {
      if (route.guestSession && request.session && !request.session.userId) {
        request.session.guest = true;
        // Its 30 days start with this first save, so the next request does not save it again to renew them.
        request.session.renewedAt ??= Date.now();
      }
      const ctx: RequestContext = { requestId: request.id, caller: { ...callerOf(request), client: clientKey(request.ip, this.config.SESSION_SECRET) } };
      checkAccess(route.access, ctx.caller, route.unauthorizedMessage);
      const input = route.webhook
        ? { payload: typeof request.body === 'string' ? request.body : '', signature: request.headers['stripe-signature'] ?? '' }
        : routeInput(route.method, {
            params: request.params as Record<string, string>,
            query: request.query as Record<string, unknown>,
            body: request.body ?? null,
          });
      const result = await handle(input, ctx);
      if (route.access === 'admin' && route.method !== 'GET') {
        // What the artist changes shows at once: this replica's cached reads and pages go, and the others are told.
        await this.cache.invalidateEverywhere();
        await this.recordActivity(contract, request, ctx, input, result);
      }
      if (result instanceof FromCache) return sendAnswer(request, reply, result.answer, 'application/json; charset=utf-8');
      if (route.redirect) return reply.redirect(ownPath((result as RedirectAnswer).redirect), 302);
      if (route.file) return sendFile(request, reply, result as FileAnswer);
      const status = route.status ?? 200;
      if (status === 204) return result === null || result === undefined ? reply.status(204).send() : reply.status(200).send(result);
      return reply.status(status).send(result);
    } catch (error) {
      const { unexpected, status, message, errors, code } = toErrorPayload(error);
      if (unexpected) request.log.error({ err: error }, 'unexpected error answering a call');
      // A domain refusal's code goes with its words (SoldOut…): the web apps branch on it, not on the status.
      return reply.status(status).send({ message, errors, code });
    }
  }

  /**
   * Writes the change in the activity log. The change is made by then: a log that cannot be written is
   * reported, not turned into a failure of what succeeded.
   */
  private async recordActivity(contract: RoutedContract, request: FastifyRequest, ctx: RequestContext, input: Record<string, unknown>, result: unknown) {
    if (!ctx.caller.userId) return;
    try {
      const change = describeChange(contract, input, result);
      if (change) await this.activity.record(ctx.caller.userId, change);
    } catch (error) {
      request.log.error({ err: error, action: contract.name }, 'the activity log could not record a change');
    }
  }
}

/** '1 minute', '4 minutes'. */
function minutes(ms: number): string {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** A read answered from the gateway's memory: already serialized, with its ETag. */
/** The kept reads that say when a drop opens: nothing kept may outlive that instant ("Coming …" goes at that second). */
const DROP_READS = new Set<RoutedContract>([CatalogRpc.getDrop, CatalogRpc.productDrop]);

function dropInstants(body: Buffer): number[] {
  const drop = JSON.parse(body.toString()) as Pick<Drop, 'releaseAt' | 'earlyAccessAt'> | null;
  return drop ? [drop.releaseAt, drop.earlyAccessAt].filter((at): at is string => at !== null).map((at) => Date.parse(at)) : [];
}

class FromCache {
  constructor(readonly answer: CachedAnswer) {}
}

/** Only a path of the shop itself: a redirect route must never become an open redirect. */
function ownPath(path: unknown): string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileAnswer) {
  const bytes = file.encoding === 'base64' ? Buffer.from(file.body, 'base64') : file.body;
  if (file.inline) {
    // Linked from every page's head: the browser asks again each time and gets a 304 while it is unchanged.
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    reply.header('content-type', file.contentType).header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.status(200).send(bytes);
  }
  const filename = file.filename.replace(/[^\w.-]/g, '_');
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** The RPC clients and the catalog cache, used by the routes, identity and the shared pages. */
@Global()
@Module({
  providers: [
    ServiceClients,
    ResponseCache,
    VisitorCounter,
    {
      provide: EVENT_HANDLERS,
      inject: [ResponseCache],
      useFactory: (cache: ResponseCache): EventHandlersOf<'gateway'> => ({
        'product.changed': () => cache.invalidateEverywhere(),
        // A drop opening changes what its page and its works' pages say ("Coming …" goes).
        'drop.opened': () => cache.invalidateEverywhere(),
      }),
    },
  ],
  exports: [ServiceClients, ResponseCache, VisitorCounter],
})
export class ClientsModule {}

@Module({
  imports: [IdentityModule],
  providers: [
    ApiRoutes,
    ActivityLog,
    ActivityHandlers,
    DashboardHandlers,
    StuckEvents,
    WebhookHandlers,
    {
      provide: GATEWAY_HANDLERS,
      inject: [IdentityHandlers, DashboardHandlers, ActivityHandlers, WebhookHandlers],
      useFactory: (identity: IdentityHandlers, dashboard: DashboardHandlers, activity: ActivityHandlers, webhooks: WebhookHandlers) =>
        gatewayHandlerTable([IdentityRpc, identity], [DashboardRpc, dashboard], [ActivityRpc, activity], [WebhookRpc, webhooks]),
    },
  ],
})
export class RoutingModule {}
