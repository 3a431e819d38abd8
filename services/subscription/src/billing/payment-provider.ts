import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { z } from 'zod';
import { DataSource, type DataSourceOptions } from 'typeorm';
import {
  LocalBillingScheduler,
  paymentProviderFromEnv,
  paymentSettingsFromEnv,
  type LocalPaymentProvider,
  type PaymentAndBillingProvider,
} from '@artshop/payments';
import { loadConfig, PART_CONFIG, publicUrlFromEnv, type BaseConfig } from '@artshop/service-kit';
import { PLAN_BILLING } from '../plans/plan-billing.js';

export const PAYMENTS = Symbol('PAYMENTS');
export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');

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
  /** How often notifications that failed are processed again. */
  BILLING_SWEEP_MS: z.coerce.number().int().min(50).default(10_000),
  /** How often every subscription is read again from the provider, repairing what a lost notification missed. */
  SUBSCRIPTION_RECONCILE_MS: z.coerce.number().int().min(100).default(3_600_000),
  /** How often the local provider's renewals, retries and expiries run (its BullMQ job scheduler). */
  LOCAL_BILLING_EVERY_MS: z.coerce.number().int().min(50).default(30_000),
});

export interface BillingSettings {
  webhookUrl: string;
  /** e.g. https://shop.example.com: the hosted pages' addresses go into e-mails, so they are absolute. */
  publicUrl: string;
  sweepMs: number;
  reconcileMs: number;
  localBillingEveryMs: number;
}

export function billingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const config = loadConfig(billingConfigSchema, env);
  return {
    webhookUrl: config.PAYMENT_WEBHOOK_URL,
    publicUrl: publicUrlFromEnv(env),
    sweepMs: config.BILLING_SWEEP_MS,
    reconcileMs: config.SUBSCRIPTION_RECONCILE_MS,
    localBillingEveryMs: config.LOCAL_BILLING_EVERY_MS,
  };
}

/** The storefront's pages standing for Stripe Checkout and Stripe's hosted invoice page (the brief's URLs). */
export function localPageUrls(publicUrl: string) {
  return {
    checkoutUrl: (sessionId: string) => `${publicUrl}/mail-club/checkout/${encodeURIComponent(sessionId)}`,
    checkoutChallengeUrl: (sessionId: string) => `${publicUrl}/mail-club/checkout/${encodeURIComponent(sessionId)}/authenticate`,
    invoiceUrl: (invoiceId: string) => `${publicUrl}/mail-club/invoices/${encodeURIComponent(invoiceId)}`,
  };
}

/** The cart's 3-D Secure page (the subscription service takes no one-off payments; the port asks for it). */
const challengeUrl = (paymentId: string, clientSecret: string) =>
  `/checkout/authenticate?${new URLSearchParams({ payment_intent: paymentId, client_secret: clientSecret }).toString()}`;

/** Connections of the local test provider's own pool (it stands for an outside service): only without Stripe, so never in production's connection budget. */
const LOCAL_PROVIDER_POOL = 2;

export const billingSettingsProvider = { provide: BILLING_SETTINGS, useFactory: () => billingSettings() };

export const paymentsProvider = {
  provide: PAYMENTS,
  inject: [getDataSourceToken(), BILLING_SETTINGS],
  useFactory: async (dataSource: DataSource, settings: BillingSettings): Promise<Payments> => {
    const logger = new Logger('payments');
    const wiring = {
      webhookUrl: settings.webhookUrl,
      challengeUrl,
      logger: { warn: (message: string) => logger.warn(message) },
      // pollMs 0: renewals run from the BullMQ job scheduler below, one pass at a time across replicas.
      billing: { ...localPageUrls(settings.publicUrl), pollMs: 0 },
    };
    // Checked before the local provider's connections are opened: a production shop without Stripe stops here.
    if (paymentSettingsFromEnv(process.env).provider === 'stripe') return paymentProviderFromEnv(dataSource, process.env, wiring);
    const own = new DataSource({ ...dataSource.options, extra: { ...(dataSource.options.extra as object), max: LOCAL_PROVIDER_POOL } } as DataSourceOptions);
    await own.initialize();
    return { ...paymentProviderFromEnv(own, process.env, wiring), ownDataSource: own };
  },
};

/** The plans' side of the provider. */
export const planBillingProvider = { provide: PLAN_BILLING, inject: [PAYMENTS], useFactory: (payments: Payments) => payments.provider };

/**
 * Starts and stops the local provider: its notification deliveries and its renewals (a BullMQ job
 * scheduler on the service's Redis, LOCAL_BILLING_EVERY_MS), and closes its connections.
 */
@Injectable()
export class LocalPaymentsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('payments');
  private scheduler: LocalBillingScheduler | undefined;

  constructor(
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(BILLING_SETTINGS) private readonly settings: BillingSettings,
    @Inject(PART_CONFIG) private readonly config: BaseConfig,
  ) {}

  async onApplicationBootstrap() {
    const local = this.payments.local;
    if (!local) return;
    local.start();
    this.scheduler = await LocalBillingScheduler.start(local, {
      connection: { url: this.config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: this.config.BULL_PREFIX,
      everyMs: this.settings.localBillingEveryMs,
      logger: { warn: (message) => this.logger.warn(message) },
    });
  }

  async onApplicationShutdown() {
    await this.scheduler?.stop();
    await this.payments.local?.stop();
    await this.payments.ownDataSource?.destroy();
  }
}
