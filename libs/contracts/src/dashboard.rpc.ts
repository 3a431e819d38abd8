import { z } from 'zod';
import type { DashboardStats } from './orders.js';
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
});
