import { Injectable } from '@nestjs/common';
import {
  CartOrderRpc,
  CatalogRpc,
  MessagingRpc,
  type DashboardRpc,
  type DashboardStats,
  type InputOf,
  type RequestContext,
  type StuckEventView,
} from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import type { GatewayHandlersOf, HttpExchange } from '../routing/gateway-handlers.js';
import { ServiceClients } from '../routing/service-clients.js';
import { callerOf } from '../identity/session.js';
import { VisitorCounter } from '../visitors/visitor-counter.js';
import { StuckEvents } from './stuck-events.js';

/**
 * The admin's dashboard (DashboardRpc). Assembled here rather than in cart-order: the visitor counts
 * are the gateway's own (it serves the storefront's pages) and no service can call the gateway, while
 * the gateway calls every service anyway. Each service answers for its own figures, all at once; one
 * that does not answer makes the whole a 503 naming it.
 */
@Injectable()
export class DashboardHandlers implements GatewayHandlersOf<typeof DashboardRpc> {
  constructor(
    private readonly services: ServiceClients,
    private readonly visitors: VisitorCounter,
    private readonly stuck: StuckEvents,
  ) {}

  listStuckEvents(): Promise<StuckEventView[]> {
    return this.stuck.list();
  }

  async retryStuckEvent(input: InputOf<typeof DashboardRpc.retryStuckEvent>): Promise<StuckEventView[]> {
    await this.stuck.retry(input.service, input.eventId);
    return this.stuck.list();
  }

  async dashboardStats(_input: object, { request }: HttpExchange): Promise<DashboardStats> {
    const ctx: RequestContext = { requestId: request.id, caller: callerOf(request) };
    const [orders, products, unread, visitors] = await Promise.all([
      this.services.call(CartOrderRpc.orderFigures, {}, ctx),
      this.services.call(CatalogRpc.productFigures, {}, ctx),
      this.services.call(MessagingRpc.countUnreadMessages, {}, ctx),
      this.visitors.figures().catch((error: unknown) => {
        request.log.warn({ err: error }, 'visitor counts not available');
        throw new AppError(503, 'The visitor counts are not available right now. Please try again later.');
      }),
    ]);
    return { ...orders, ...products, unreadMessages: unread.count, visitors };
  }
}
