import { Injectable } from '@nestjs/common';
import { CartOrderRpc, SubscriptionRpc, type InputOf, type RequestContext, type WebhookRpc } from '@artshop/contracts';
import type { GatewayHandlersOf, HttpExchange } from '../routing/gateway-handlers.js';
import { ServiceClients } from '../routing/service-clients.js';
import { callerOf } from '../identity/session.js';

/**
 * The provider's one webhook endpoint, handed to both services that act on its notifications:
 * cart-order (payments of orders) and subscription (Mail Club billing). Each verifies the signature
 * and records the event once, so both get every notification and ignore what is not theirs. The
 * answer is 2xx only when both took it; otherwise the provider sends it again (a bad signature is
 * the same 400 from either).
 */
@Injectable()
export class WebhookHandlers implements GatewayHandlersOf<typeof WebhookRpc> {
  constructor(private readonly services: ServiceClients) {}

  async receiveStripeWebhook(input: InputOf<typeof WebhookRpc.receiveStripeWebhook>, { request }: HttpExchange): Promise<{ received: true }> {
    const ctx: RequestContext = { requestId: request.id, caller: callerOf(request) };
    const results = await Promise.allSettled([
      this.services.call(CartOrderRpc.receivePaymentWebhook, input, ctx),
      this.services.call(SubscriptionRpc.receiveBillingWebhook, input, ctx),
    ]);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return { received: true };
  }
}
