import type { AdminRoute } from './rpc.js';

/** How ActivityRpc's calls are reached over HTTP. Free of zod, so the web apps' client can use it. */
export const ACTIVITY_ROUTES = {
  listActivity: { method: 'GET', path: '/api/activity', access: 'admin' },
} as const satisfies Record<string, AdminRoute>;
