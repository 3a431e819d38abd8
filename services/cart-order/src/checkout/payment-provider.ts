import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { paymentProviderFromEnv, type LocalPaymentProvider, type PaymentProvider } from '@artshop/payments';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout.settings.js';

export const PAYMENTS = Symbol('PAYMENTS');

/** The provider every payment goes through, and the local test provider's card form when it is the one. */
export interface Payments {
  provider: PaymentProvider;
  local: LocalPaymentProvider | null;
}

/** The local provider's 3-D Secure page is a page of the storefront. */
const challengeUrl = (paymentId: string, clientSecret: string) =>
  `/checkout/authenticate?${new URLSearchParams({ payment_intent: paymentId, client_secret: clientSecret }).toString()}`;

export const paymentsProvider = {
  provide: PAYMENTS,
  inject: [getDataSourceToken(), CHECKOUT_SETTINGS],
  useFactory: (dataSource: DataSource, settings: CheckoutSettings): Payments =>
    paymentProviderFromEnv(dataSource, process.env, { webhookUrl: settings.webhookUrl, challengeUrl }),
};

/** Starts and stops the local provider's notification deliveries. */
@Injectable()
export class LocalPaymentsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(PAYMENTS) private readonly payments: Payments) {}

  onApplicationBootstrap() {
    this.payments.local?.start();
  }

  async onApplicationShutdown() {
    await this.payments.local?.stop();
  }
}
