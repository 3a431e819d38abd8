import { z } from 'zod';
import type { DashboardStats } from './orders.js';
import { EVENT_SUBSCRIPTIONS, type EventConsumerName } from './events.js';
import { answer, rpcContracts } from './rpc.js';
import { DASHBOARD_ROUTES } from './dashboard.routes.js';

/**
 * The admin's dashboard, assembled by the gateway: each service gives its own figures (cart-order
 * `orderFigures`, catalog `productFigures`, messaging `countUnreadMessages`) and the visitor counts are
 * the gateway's own, since it is the gateway that serves the storefront's pages. A service cannot call
 * the gateway, so a service answering this route could not include them.
 */
export const DashboardRpc = rpcContracts('gateway', DASHBOARD_ROUTES, {
  dashboardStats: { input: z.object({}), output: answer<DashboardStats>() },
  /** Events a service has failed to handle for a while (still retried), read from the services' queues. */
  listStuckEvents: { input: z.object({}), output: answer<StuckEventView[]>() },
  /** Tries one of them again now, without waiting for its next retry; answers the list as it then is. */
  retryStuckEvent: { input: stuckEventSchema(), output: answer<StuckEventView[]>() },
});

/** An event that keeps failing in a service, as the back office shows it. */
export interface StuckEventView {
  /** The service whose handling fails. */
  service: EventConsumerName;
  eventId: string;
  type: string;
  firstFailedAt: string;
  attempts: number;
  lastError: string | null;
}

function stuckEventSchema() {
  const services = Object.keys(EVENT_SUBSCRIPTIONS) as [EventConsumerName, ...EventConsumerName[]];
  return z.object({
    service: z.enum(services, { error: 'No service of the shop is called that' }),
    eventId: z.uuid({ error: 'Not a valid event id' }),
  });
}
