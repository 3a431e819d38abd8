import { describe, expect, it } from 'vitest';
import { CartOrderRpc, SubscriptionRpc, type RpcContract } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import type { HttpExchange } from '../routing/gateway-handlers.js';
import type { ServiceClients } from '../routing/service-clients.js';
import { WebhookHandlers } from './webhook.handlers.js';

const http = { request: { id: 'req-1', session: undefined }, reply: {} } as unknown as HttpExchange;
const notification = { payload: '{"id":"evt_1"}', signature: 't=1,v1=abc' };

/** The services' answers by pattern; records who was handed what. */
function services(answers: Record<string, () => Promise<unknown>>) {
  const handed: Array<{ pattern: string; input: unknown }> = [];
  const clients = {
    call: (contract: RpcContract, input: unknown) => {
      handed.push({ pattern: contract.name, input });
      return answers[contract.name]!();
    },
  } as unknown as ServiceClients;
  return { handlers: new WebhookHandlers(clients), handed };
}

describe('the payment provider’s webhook', () => {
  it('hands the exact notification to cart-order and to the Mail Club, and answers once both took it', async () => {
    const { handlers, handed } = services({
      [CartOrderRpc.receivePaymentWebhook.name]: async () => ({ received: true }),
      [SubscriptionRpc.receiveBillingWebhook.name]: async () => ({ received: true }),
    });
    await expect(handlers.receiveStripeWebhook(notification, http)).resolves.toEqual({ received: true });
    expect(handed).toEqual([
      { pattern: 'cart-order.receivePaymentWebhook', input: notification },
      { pattern: 'subscription.receiveBillingWebhook', input: notification },
    ]);
  });

  it('fails when one service could not take it (so the provider sends it again), after handing it to the other all the same', async () => {
    const { handlers, handed } = services({
      [CartOrderRpc.receivePaymentWebhook.name]: async () => {
        throw new AppError(503, 'The cart and orders service is unavailable');
      },
      [SubscriptionRpc.receiveBillingWebhook.name]: async () => ({ received: true }),
    });
    await expect(handlers.receiveStripeWebhook(notification, http)).rejects.toMatchObject({ status: 503 });
    expect(handed.map((call) => call.pattern)).toContain('subscription.receiveBillingWebhook');
  });

  it('answers a bad signature with the services’ 400', async () => {
    const badSignature = async () => {
      throw AppError.badRequest('The notification’s signature is not valid');
    };
    const { handlers } = services({ [CartOrderRpc.receivePaymentWebhook.name]: badSignature, [SubscriptionRpc.receiveBillingWebhook.name]: badSignature });
    await expect(handlers.receiveStripeWebhook(notification, http)).rejects.toMatchObject({
      status: 400,
      message: 'The notification’s signature is not valid',
    });
  });
});
