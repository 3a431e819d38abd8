import { Controller } from '@nestjs/common';
import { SubscriptionRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { BillingWebhooks } from './billing-webhooks.service.js';

/** Stripe's notifications about the Mail Club (its Checkout, subscriptions and invoices). */
@Controller()
export class BillingHandlers {
  constructor(private readonly webhooks: BillingWebhooks) {}

  @Handles(SubscriptionRpc.receiveBillingWebhook)
  receive({ payload, signature }: InputOf<typeof SubscriptionRpc.receiveBillingWebhook>) {
    return this.webhooks.receive(payload, signature);
  }
}
