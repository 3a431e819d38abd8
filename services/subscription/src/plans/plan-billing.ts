import { createHash } from 'node:crypto';
import type { Currency } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';

/** What the plans need of the payment provider's billing port (libs/payments' BillingProvider). */
export interface PlanBilling {
  upsertProduct(input: {
    productId: string | null;
    name: string;
    description: string;
    active: boolean;
    metadata: { planId: string } & Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ productId: string }>;
  createMonthlyPrice(input: { productId: string; amountCents: number; currency: Currency; idempotencyKey: string }): Promise<{ id: string; active: boolean }>;
  archivePrice(priceId: string): Promise<unknown>;
  retrievePrice(priceId: string): Promise<{ id: string; productId: string; amountCents: number; currency: Currency; interval: string; active: boolean } | null>;
  retrieveProduct(productId: string): Promise<{ id: string; name: string; description: string | null; active: boolean } | null>;
  /** PaymentNotFoundError when there is no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<{ id: string; priceId: string }>;
  /** From the subscription's next period; already on that price: answered as it is. */
  switchSubscriptionPrice(input: { subscriptionId: string; priceId: string; idempotencyKey: string }): Promise<{ id: string; priceId: string }>;
}

export const PLAN_BILLING = Symbol('PLAN_BILLING');

/** A short, stable digest of what a provider write carries: the same request retried gives the same idempotency key. */
export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);
}

/** A uuid made from a digest, so a retried creation names the same plan (and its provider product the same planId). */
export function uuidFrom(value: unknown): string {
  const hex = createHash('sha256').update(JSON.stringify(value)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Runs a provider call; its failure becomes a 502 saying what could not be done, and nothing is saved. */
export async function atProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(502, `The payment provider could not ${what}: ${reason}. Nothing was saved; please try again.`);
  }
}
