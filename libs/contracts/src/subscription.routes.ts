import type { ApiRoute } from './rpc.js';

/** How SubscriptionRpc's calls are reached over HTTP (ROUTES.md). Free of zod, so the web apps' client can use it. */
export const SUBSCRIPTION_ROUTES = {
  listPlans: { method: 'GET', path: '/api/subscription-plans', access: 'public' },
  createPlan: { method: 'POST', path: '/api/subscription-plans', access: 'admin', status: 201 },
  fixPlansAtProvider: { method: 'POST', path: '/api/subscription-plans/fix-stripe', access: 'admin' },
  updatePlan: { method: 'PATCH', path: '/api/subscription-plans/:id', access: 'admin' },
  deletePlan: { method: 'DELETE', path: '/api/subscription-plans/:id', access: 'admin' },
} as const satisfies Record<string, ApiRoute>;
