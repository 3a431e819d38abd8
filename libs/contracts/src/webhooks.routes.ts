import type { ApiRoute } from './rpc.js';

/** How WebhookRpc's calls are reached over HTTP. Free of zod, so the web apps' client can use it. */
export const WEBHOOK_ROUTES = {
  receiveStripeWebhook: { method: 'POST', path: '/api/webhooks/stripe', access: 'public', webhook: true },
} as const satisfies Record<string, ApiRoute>;
