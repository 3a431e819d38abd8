import type { ApiRoute } from './rpc.js';

/** How SubscriptionRpc's calls are reached over HTTP (ROUTES.md). Free of zod, so the web apps' client can use it. */
export const SUBSCRIPTION_ROUTES = {
  listPlans: { method: 'GET', path: '/api/subscription-plans', access: 'public' },
} as const satisfies Record<string, ApiRoute>;
