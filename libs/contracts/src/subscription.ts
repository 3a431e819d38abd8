import { z } from 'zod';
import { booleanField, moneyText, optionalText, requiredText, tooLong } from './fields.js';
import type { Currency } from './checkout.js';
import { listPage, listPageSize } from './list-query.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-statuses.js';

/** A Mail Club plan as the API answers it: price as a decimal string. */
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
  /** The admin's view only: members with access (active, trialing, past_due). */
  memberCount?: number;
  /** The admin's view only: of those, how many pay another monthly amount than the plan's (kept at a price change, or not moved yet). */
  membersOnOtherPrice?: number;
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

/** The plan dialog's checkbox: moving is the artist's choice (by default members keep the price they joined at). */
export const MOVE_MEMBERS_LABEL = 'Move existing members to the new price from their next renewal';

/** One member the payment provider did not move, and why (moving again retries only what is left). */
export interface PlanMemberMoveFailure {
  subscriptionId: string;
  /** The member's e-mail (their name, or the subscription, when it is unknown). */
  member: string;
  reason: string;
}

/** What moving a plan's members to its price did. */
export interface PlanMembersMoved {
  /** Members with access now on the plan's price: moved by this request… */
  moved: number;
  /** …or already on it (moved by an earlier request). */
  alreadyMoved: number;
  failed: PlanMemberMoveFailure[];
}

/** PATCH /api/subscription-plans/{id}: the plan as saved, and what moving its members did (null when not asked). */
export interface PlanUpdateAnswer extends MailClubPlan {
  membersMoved: PlanMembersMoved | null;
}

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

// ── Members: user_subscriptions ───────────────────────────────────────────────────────────────────

/** The plan as a member's card shows it (the plan may have changed or gone inactive since). */
export interface SubscribedPlan {
  id: string;
  name: string;
  slug: string;
  icon: string | null;
  features: string[];
}

/** A customer's own subscription (GET /api/user-subscriptions). */
export interface UserSubscription {
  id: string;
  planId: string;
  plan: SubscribedPlan;
  status: SubscriptionStatus;
  /** What this member pays each month (their price, which a later plan price change does not move). */
  price: string;
  currency: Currency;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** When it ends, if it is set to end. */
  cancelAt: string | null;
  /** When it ended (canceled, unpaid, expired). */
  endedAt: string | null;
  /** A renewal or the first payment failed: where the customer pays it with another card; null otherwise. */
  fixPaymentUrl: string | null;
  /** Stripe's customer portal exists for this member (Stripe configured): the account page shows 'Manage billing'. */
  canManageBilling: boolean;
  createdAt: string;
}

/** A member as the artist sees them (GET /api/user-subscriptions/all). */
export interface AdminSubscription extends UserSubscription {
  userId: string | null;
  userEmail: string;
  customerName: string | null;
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  shippingAddress: SubscriptionShippingAddress | null;
}

/** Where the monthly package goes (asked for on the hosted checkout page). */
export interface SubscriptionShippingAddress {
  name: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** The Mail Club Subscriptions screen's five cards; over every member, whatever the filters. */
export interface SubscriptionStats {
  total: number;
  active: number;
  /** SUBSCRIPTION_PENDING_STATUSES. */
  pending: number;
  /** canceled, unpaid, incomplete_expired. */
  canceled: number;
  /** The sum of active members' own monthly prices (active and trialing, not past_due), decimal. */
  monthlyRevenue: string;
  currency: Currency;
}

export interface SubscriptionsOverview {
  /** One page of the members matching the filters, newest first. */
  subscriptions: AdminSubscription[];
  /** Members matching the filters. */
  total: number;
  page: number;
  pageSize: number;
  /** Over every member, whatever the filters. */
  stats: SubscriptionStats;
}

/** GET /api/user-subscriptions/all: search (e-mail, name, plan), status, plan, page (50 members a page unless pageSize says). */
export const subscriptionListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, tooLong('Search', 200))
    .optional()
    .transform((value) => value || undefined),
  // 'pending' is the Pending card's group (SUBSCRIPTION_PENDING_STATUSES), so the filter and the card agree.
  status: z
    .enum([...SUBSCRIPTION_STATUSES, 'pending', 'all'], { error: `Status must be one of: all, pending, ${SUBSCRIPTION_STATUSES.join(', ')}` })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  planId: z
    .union([z.literal('all'), z.uuid({ error: 'Not a valid plan id' })])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  page: listPage,
  pageSize: listPageSize(50),
});

export const ALREADY_SUBSCRIBED_MESSAGE = (planName: string) => `You already subscribe to ${planName}. Manage it from your account page.`;
export const PLAN_NOT_AVAILABLE_MESSAGE = 'This plan is not available any more. Please choose another plan.';
export const INVALID_SUBSCRIPTION_SESSION_MESSAGE = "We couldn't verify your subscription.";
export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found';
export const CANNOT_CANCEL_MESSAGE = 'Only an active subscription can be cancelled.';
export const CANNOT_RESUME_MESSAGE = 'This subscription is not set to end, or has already ended.';
export const NO_BILLING_PORTAL_MESSAGE = 'The payment provider has no customer portal for this account.';
/** A session signed in before e-mail addresses were kept in it. */
export const SIGN_IN_AGAIN_TO_SUBSCRIBE_MESSAGE = 'Please log in again to subscribe to Mail Club.';

/** POST /api/checkout/subscription. */
export const subscriptionCheckoutSchema = z.object({ planId: z.uuid({ error: 'Please choose a plan' }) });
/** Its answer: the hosted checkout page the browser goes to. */
export interface SubscriptionCheckoutAnswer {
  url: string;
}

/** GET /api/checkout/subscription/{sessionId}: the success page's check (the session is the caller's and is paid). */
export interface SubscriptionSessionAnswer {
  subscription: UserSubscription;
}

/** POST /api/cancel-subscription/{id}: ends at the period end (cancelAt is read). */
export interface SubscriptionCancelAnswer {
  cancelAt: string;
  subscription: UserSubscription;
}

/** POST /api/user-subscriptions/{id}/cancel: the artist ends a member's subscription now or at its period end. */
export const adminCancelSubscriptionSchema = z.object({
  id: z.uuid({ error: SUBSCRIPTION_NOT_FOUND_MESSAGE }),
  when: z.enum(['now', 'period_end'], { error: "When must be 'now' or 'period_end'" }),
});
