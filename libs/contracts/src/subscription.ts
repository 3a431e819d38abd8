import { z } from 'zod';
import { booleanField, moneyText, optionalText, requiredText, tooLong } from './fields.js';

/** A Mail Club plan as the API answers it (admin.md section 3, subscription_plans): price as a decimal string. */
export interface MailClubPlan {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  price: string;
  stripeProductId: string | null;
  stripePriceId: string | null;
  icon: string | null;
  features: string[];
  isRecommended: boolean;
  status: string;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
}

export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_NAME_REQUIRED_MESSAGE = 'Name is required';
export const PLAN_SLUG_REQUIRED_MESSAGE = 'Slug is required';
export const PLAN_SLUG_FORMAT_MESSAGE = 'Slug must be lowercase words separated by dashes, e.g. collector-box';
export const PLAN_SLUG_TAKEN_MESSAGE = 'Another plan already uses this slug';
export const PLAN_PRICE_MESSAGE = 'Price must be a monthly amount greater than 0, e.g. 25 or 24.99';
export const PLAN_FEATURE_MESSAGE = 'Each feature needs some text';
export const PLAN_STATUS_MESSAGE = 'Status must be active or inactive';
export const PLAN_DISPLAY_ORDER_MESSAGE = 'Display order must be a whole number';
export const PLAN_SLUG_HINT = 'Used in URLs, should be lowercase and dash-separated';

const FEATURE_MAX = 200;
const MAX_FEATURES = 30;

/** '' / null / undefined → 0; '3' → 3; anything else stays for the number check. */
const displayOrderFromText = (value: unknown) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 0;
  return typeof value === 'string' ? Number(value) : value;
};

/** POST /api/subscription-plans, and PATCH's result once the changes are laid over the stored plan. */
export const planInputSchema = z.object({
  name: requiredText('Name', 100, PLAN_NAME_REQUIRED_MESSAGE),
  slug: z
    .string({ error: PLAN_SLUG_REQUIRED_MESSAGE })
    .trim()
    .min(1, PLAN_SLUG_REQUIRED_MESSAGE)
    .max(100, tooLong('Slug', 100))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, PLAN_SLUG_FORMAT_MESSAGE),
  description: optionalText('Description', 2_000),
  price: moneyText('Price', PLAN_PRICE_MESSAGE, { positive: true }),
  icon: optionalText('Icon', 50),
  features: z
    .array(z.string({ error: PLAN_FEATURE_MESSAGE }).trim().min(1, PLAN_FEATURE_MESSAGE).max(FEATURE_MAX, tooLong('A feature', FEATURE_MAX)), {
      error: 'Features must be a list of texts',
    })
    .max(MAX_FEATURES, `A plan can list at most ${MAX_FEATURES} features`)
    .nullish()
    .transform((features) => features ?? []),
  isRecommended: booleanField('Recommended')
    .nullish()
    .transform((value) => value ?? false),
  status: z
    .enum(PLAN_STATUSES, { error: PLAN_STATUS_MESSAGE })
    .nullish()
    .transform((value) => value ?? 'active'),
  displayOrder: z.preprocess(
    displayOrderFromText,
    z
      .number({ error: PLAN_DISPLAY_ORDER_MESSAGE })
      .int(PLAN_DISPLAY_ORDER_MESSAGE)
      .min(-100_000, PLAN_DISPLAY_ORDER_MESSAGE)
      .max(100_000, PLAN_DISPLAY_ORDER_MESSAGE),
  ),
});
export type PlanInput = z.output<typeof planInputSchema>;
export type PlanFormValues = z.input<typeof planInputSchema>;

/** DELETE /api/subscription-plans/{id}: deleted, or made inactive because people subscribe to it. */
export interface PlanDeletedAnswer {
  outcome: 'deleted' | 'deactivated';
  message: string;
  /** The plan as it is now when it was made inactive; null when deleted. */
  plan: MailClubPlan | null;
}
export const PLAN_DEACTIVATED_MESSAGE = 'This plan has members, so it was made inactive instead of deleted: they keep their subscriptions.';
export const PLAN_DELETED_MESSAGE = 'Subscription plan deleted successfully';

/** One plan checked by POST /api/subscription-plans/fix-stripe. */
export interface PlanProviderCheck {
  planId: string;
  name: string;
  /** 'ok' when nothing needed fixing; 'fixed' when something was repaired; 'failed' with the reason. */
  status: 'ok' | 'fixed' | 'failed';
  /** What was done, in words: 'ok', 'created product', 'created price', 'archived old price'… */
  changes: string[];
  stripeProductId: string | null;
  stripePriceId: string | null;
  error?: string;
}
export interface FixProviderAnswer {
  results: PlanProviderCheck[];
}
