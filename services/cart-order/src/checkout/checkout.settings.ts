import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';

export const CHECKOUT_SETTINGS = Symbol('CHECKOUT_SETTINGS');

const checkoutConfigSchema = z.object({
  /**
   * How long catalog holds an order's stock for its buyer to pay. Paying takes a minute or two (a
   * 3-D Secure challenge included); a payment that comes later is still taken if the piece is there,
   * else refunded. Short, so a hold nobody pays for keeps a piece off sale as briefly as possible.
   */
  RESERVATION_MINUTES: z.coerce
    .number()
    .min(0.2)
    .max(24 * 60)
    .default(10),
  /** Checkouts waiting for payment one client (address) may have at once; one cart has one at most. */
  CHECKOUTS_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /** Pieces (units of stock) one client may hold unpaid at once, over all its checkouts. */
  PIECES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** How often expired orders are closed and notifications that failed are processed again. */
  PAYMENTS_SWEEP_MS: z.coerce.number().int().min(50).default(10_000),
});

export interface CheckoutSettings {
  holdSeconds: number;
  checkoutsPerClient: number;
  piecesPerClient: number;
  sweepMs: number;
}

export function checkoutSettings(env: NodeJS.ProcessEnv = process.env): CheckoutSettings {
  const config = loadConfig(checkoutConfigSchema, env);
  return {
    holdSeconds: Math.round(config.RESERVATION_MINUTES * 60),
    checkoutsPerClient: config.CHECKOUTS_PER_CLIENT,
    piecesPerClient: config.PIECES_PER_CLIENT,
    sweepMs: config.PAYMENTS_SWEEP_MS,
  };
}
