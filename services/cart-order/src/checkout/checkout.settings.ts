import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';

export const CHECKOUT_SETTINGS = Symbol('CHECKOUT_SETTINGS');

const checkoutConfigSchema = z.object({
  /** How long catalog holds an order's stock for its buyer to pay. */
  RESERVATION_MINUTES: z.coerce
    .number()
    .min(0.2)
    .max(24 * 60)
    .default(15),
  /** How often expired orders are closed and notifications that failed are processed again. */
  PAYMENTS_SWEEP_MS: z.coerce.number().int().min(50).default(10_000),
  /** Where the local test provider posts its notifications: the gateway's webhook route. */
  PAYMENT_WEBHOOK_URL: z.url().default('http://127.0.0.1:3000/api/webhooks/stripe'),
});

export interface CheckoutSettings {
  holdSeconds: number;
  sweepMs: number;
  webhookUrl: string;
}

export function checkoutSettings(env: NodeJS.ProcessEnv = process.env): CheckoutSettings {
  const config = loadConfig(checkoutConfigSchema, env);
  return { holdSeconds: Math.round(config.RESERVATION_MINUTES * 60), sweepMs: config.PAYMENTS_SWEEP_MS, webhookUrl: config.PAYMENT_WEBHOOK_URL };
}
