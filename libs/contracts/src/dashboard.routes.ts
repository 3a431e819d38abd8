import type { AdminRoute } from './rpc.js';

/** How DashboardRpc's calls are reached over HTTP (ROUTES.md). Free of zod, so the web apps' client can use it. */
export const DASHBOARD_ROUTES = {
  dashboardStats: { method: 'GET', path: '/api/dashboard/stats', access: 'admin' },
} as const satisfies Record<string, AdminRoute>;
