import { Controller, Inject } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CheckoutService } from './checkout.service.js';
import { PaymentWebhooks } from './payment-webhooks.service.js';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';

/** Checkout: totals, starting the payment, the buyer's return, the provider's notifications. */
@Controller()
export class CheckoutHandlers {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: PaymentWebhooks,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  @Handles(CartOrderRpc.getPaymentSetup)
  paymentSetup() {
    return this.payments.provider.setup;
  }

  @Handles(CartOrderRpc.getCheckoutQuote)
  quote({ country, shippingMethod, discountCode }: InputOf<typeof CartOrderRpc.getCheckoutQuote>, ctx: RequestContext) {
    return this.checkout.quote(ctx, country, shippingMethod, discountCode);
  }

  @Handles(CartOrderRpc.createPaymentIntent)
  createPaymentIntent(input: InputOf<typeof CartOrderRpc.createPaymentIntent>, ctx: RequestContext) {
    return this.checkout.createPaymentIntent(ctx, input);
  }

  @Handles(CartOrderRpc.confirmOrder)
  confirm({ paymentIntentId }: InputOf<typeof CartOrderRpc.confirmOrder>, ctx: RequestContext) {
    return this.checkout.confirm(ctx, paymentIntentId);
  }

  @Handles(CartOrderRpc.receivePaymentWebhook)
  webhook({ payload, signature }: InputOf<typeof CartOrderRpc.receivePaymentWebhook>, ctx: RequestContext) {
    return this.webhooks.receive(payload, signature, ctx);
  }
}
