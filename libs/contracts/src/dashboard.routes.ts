import type { AdminRoute } from './rpc.js';

/** How DashboardRpc's calls are reached over HTTP. Free of zod, so the web apps' client can use it. */
export const DASHBOARD_ROUTES = {
  dashboardStats: { method: 'GET', path: '/api/dashboard/stats', access: 'admin' },
  listStuckEvents: { method: 'GET', path: '/api/dashboard/stuck-events', access: 'admin' },
  retryStuckEvent: { method: 'POST', path: '/api/dashboard/stuck-events/:service/:eventId/retry', access: 'admin' },
} as const satisfies Record<string, AdminRoute>;
