import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { z } from 'zod';
import { paymentProviderFromEnv, paymentSettingsFromEnv, type LocalPaymentProvider, type PaymentProvider } from '@artshop/payments';
import { loadConfig } from '@artshop/service-kit';

export const PAYMENTS = Symbol('PAYMENTS');

/** The provider every payment goes through, and the local test provider's card form when it is the one. */
export interface Payments {
  provider: PaymentProvider;
  local: LocalPaymentProvider | null;
  /** The local provider's own connections, closed at shutdown. */
  ownDataSource?: DataSource;
}

const paymentsConfigSchema = z.object({
  /** Where the local test provider posts its notifications: the gateway's webhook route. */
  PAYMENT_WEBHOOK_URL: z.url().default('http://127.0.0.1:3000/api/webhooks/stripe'),
});

/** The local provider's 3-D Secure page is a page of the storefront. */
const challengeUrl = (paymentId: string, clientSecret: string) =>
  `/checkout/authenticate?${new URLSearchParams({ payment_intent: paymentId, client_secret: clientSecret }).toString()}`;

/** Connections of the local test provider's own pool: only without Stripe, so never in production's connection budget. */
const LOCAL_PROVIDER_POOL = 4;

/**
 * The payment port, which checkout (taking payments) and the orders (refunds) both use: it lives apart
 * from either, so that the orders never depend on checkout.
 */
export const paymentsProvider = {
  provide: PAYMENTS,
  inject: [getDataSourceToken()],
  useFactory: async (dataSource: DataSource): Promise<Payments> => {
    const wiring = { webhookUrl: loadConfig(paymentsConfigSchema, process.env).PAYMENT_WEBHOOK_URL, challengeUrl };
    // Checked before the local provider's connections are opened: a production shop without Stripe stops here.
    if (paymentSettingsFromEnv(process.env).provider === 'stripe') return paymentProviderFromEnv(dataSource, process.env, wiring);
    // The local provider stands for an outside service, so it gets connections of its own: settling an order holds
    // one of the shop's while it reads the payment, and with the shop's pool it waited for itself once ten orders
    // were settling at the same moment.
    const own = new DataSource({ ...dataSource.options, extra: { ...(dataSource.options.extra as object), max: LOCAL_PROVIDER_POOL } } as DataSourceOptions);
    await own.initialize();
    return { ...paymentProviderFromEnv(own, process.env, wiring), ownDataSource: own };
  },
};

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
