import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { z } from 'zod';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { paymentProviderFromEnv, type LocalPaymentProvider, type PaymentAndBillingProvider } from '@artshop/payments';
import { loadConfig } from '@artshop/service-kit';
import { PLAN_BILLING } from '../plans/plan-billing.js';

export const PAYMENTS = Symbol('PAYMENTS');

/** The provider Mail Club billing goes through (Stripe when configured, else the local test provider, as in cart-order). */
export interface Payments {
  provider: PaymentAndBillingProvider;
  local: LocalPaymentProvider | null;
  /** The local provider's own connections, closed at shutdown. */
  ownDataSource?: DataSource;
}

const billingConfigSchema = z.object({
  /** Where the local test provider posts its notifications: the gateway's webhook route. */
  PAYMENT_WEBHOOK_URL: z.url().default('http://127.0.0.1:3000/api/webhooks/stripe'),
});

/** The local provider's 3-D Secure page is a page of the storefront. */
const challengeUrl = (paymentId: string, clientSecret: string) =>
  `/checkout/authenticate?${new URLSearchParams({ payment_intent: paymentId, client_secret: clientSecret }).toString()}`;

/** Connections of the local test provider's own pool (it stands for an outside service). */
const LOCAL_PROVIDER_POOL = 2;

export const paymentsProvider = {
  provide: PAYMENTS,
  inject: [getDataSourceToken()],
  useFactory: async (dataSource: DataSource): Promise<Payments> => {
    const wiring = { webhookUrl: loadConfig(billingConfigSchema, process.env).PAYMENT_WEBHOOK_URL, challengeUrl };
    if (process.env.STRIPE_SECRET_KEY?.trim()) return paymentProviderFromEnv(dataSource, process.env, wiring);
    const own = new DataSource({ ...dataSource.options, extra: { ...(dataSource.options.extra as object), max: LOCAL_PROVIDER_POOL } } as DataSourceOptions);
    await own.initialize();
    return { ...paymentProviderFromEnv(own, process.env, wiring), ownDataSource: own };
  },
};

/** The plans' side of the provider. */
export const planBillingProvider = { provide: PLAN_BILLING, inject: [PAYMENTS], useFactory: (payments: Payments) => payments.provider };

/** Starts and stops the local provider's notification deliveries (and closes its connections). */
@Injectable()
export class LocalPaymentsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(PAYMENTS) private readonly payments: Payments) {}

  onApplicationBootstrap() {
    this.payments.local?.start();
  }

  async onApplicationShutdown() {
    await this.payments.local?.stop();
    await this.payments.ownDataSource?.destroy();
  }
}
