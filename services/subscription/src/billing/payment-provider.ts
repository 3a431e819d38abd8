import { z } from 'zod';
import { paymentProviderFromEnv, type PaymentAndBillingProvider } from '@artshop/payments';
import { loadConfig, publicUrlFromEnv } from '@artshop/service-kit';
import { PLAN_BILLING } from '../plans/plan-billing.js';

export const PAYMENTS = Symbol('PAYMENTS');
export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');

/** The provider Mail Club billing goes through: Stripe Billing, through its SDK (the Stripe emulator in development and tests). */
export interface Payments {
  provider: PaymentAndBillingProvider;
}

const billingConfigSchema = z.object({
  /** How often notifications that failed are processed again. */
  BILLING_SWEEP_MS: z.coerce.number().int().min(50).default(10_000),
  /** How often every subscription is read again from the provider, repairing what a lost notification missed. */
  SUBSCRIPTION_RECONCILE_MS: z.coerce.number().int().min(100).default(3_600_000),
});

export interface BillingSettings {
  /** e.g. https://shop.example.com: where Stripe sends the customer back (the success page, the account page). */
  publicUrl: string;
  sweepMs: number;
  reconcileMs: number;
}

export function billingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const config = loadConfig(billingConfigSchema, env);
  return { publicUrl: publicUrlFromEnv(env), sweepMs: config.BILLING_SWEEP_MS, reconcileMs: config.SUBSCRIPTION_RECONCILE_MS };
}

export const billingSettingsProvider = { provide: BILLING_SETTINGS, useFactory: () => billingSettings() };

/** Without Stripe's settings the part does not start. */
export const paymentsProvider = { provide: PAYMENTS, useFactory: (): Payments => ({ provider: paymentProviderFromEnv(process.env) }) };

/** The plans' side of the provider. */
export const planBillingProvider = { provide: PLAN_BILLING, inject: [PAYMENTS], useFactory: (payments: Payments) => payments.provider };
