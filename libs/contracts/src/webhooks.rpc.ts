import { paymentWebhookSchema } from './checkout.js';
import { answer, rpcContracts } from './rpc.js';
import { WEBHOOK_ROUTES } from './webhooks.routes.js';

/**
 * The payment provider's notifications: one endpoint (as Stripe is configured with one), answered by
 * the gateway, which hands each notification to both services that act on payments: cart-order
 * (orders) and subscription (Mail Club). Each checks the signature itself and handles an event once,
 * so handing on both is safe to repeat; the provider retries until both have taken it.
 */
export const WebhookRpc = rpcContracts('gateway', WEBHOOK_ROUTES, {
  receiveStripeWebhook: { input: paymentWebhookSchema, output: answer<{ received: true }>() },
});
