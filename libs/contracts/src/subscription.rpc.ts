import { z } from 'zod';
import { paymentWebhookSchema } from './checkout.js';
import { booleanField } from './fields.js';
import type { FileAnswer } from './services.js';
import { mailClubReportQuerySchema, type MailClubReport } from './reports.js';
import { answer, rpcContracts } from './rpc.js';
import { SUBSCRIPTION_ROUTES } from './subscription.routes.js';
import {
  adminCancelSubscriptionSchema,
  planInputSchema,
  subscriptionCheckoutSchema,
  subscriptionListQuerySchema,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  type AdminSubscription,
  type FixProviderAnswer,
  type MailClubPlan,
  type PlanDeletedAnswer,
  type PlanUpdateAnswer,
  type SubscriptionCancelAnswer,
  type SubscriptionCheckoutAnswer,
  type SubscriptionSessionAnswer,
  type SubscriptionsOverview,
  type UserSubscription,
} from './subscription.js';

const planId = z.uuid({ error: 'Not a valid plan id' });
const subscriptionId = z.object({ id: z.uuid({ error: SUBSCRIPTION_NOT_FOUND_MESSAGE }) });
/** A Mail Club subscription as catalog keeps it for drops' early access: whose it is, its status and when that last changed (ISO). */
export interface Membership {
  subscriptionId: string;
  userId: string | null;
  status: string;
  changedAt: string;
}

export const MEMBERSHIPS_PAGE_MAX = 1_000;

/** A page of memberships in id order, after the last id of the page before (none: from the start). */
const membershipsPageSchema = z.object({
  after: z
    .uuid({ error: 'Not a valid subscription id' })
    .nullish()
    .transform((value) => value ?? null),
  limit: z.number().int().min(1).max(MEMBERSHIPS_PAGE_MAX).default(MEMBERSHIPS_PAGE_MAX),
});

const checkoutSessionId = z.object({ sessionId: z.string().trim().min(1, 'The checkout session is missing').max(100) });

/** The Mail Club (subscription service). */
export const SubscriptionRpc = rpcContracts('subscription', SUBSCRIPTION_ROUTES, {
  /** Active plans for visitors; the admin also sees inactive ones. By display order. */
  listPlans: {
    input: z.object({}),
    output: answer<MailClubPlan[]>(),
  },
  /** A new plan, with its product and monthly price at the payment provider. */
  createPlan: {
    input: planInputSchema,
    output: answer<MailClubPlan>(),
  },
  /**
   * The fields sent are laid over the stored plan, then checked whole by the service. moveMembers:
   * every member with access moves to the plan's (new) price from their next renewal, one provider
   * call per member (hence the longer deadline); sent again, it moves only those still on another price.
   */
  updatePlan: {
    input: z.looseObject({ id: planId, moveMembers: booleanField('Move existing members').optional() }),
    output: answer<PlanUpdateAnswer>(),
    timeoutMs: 120_000,
  },
  /** Deleted, or made inactive when it has members (the answer says which). */
  deletePlan: {
    input: z.object({ id: planId }),
    output: answer<PlanDeletedAnswer>(),
  },
  /** Checks every plan's product and price at the provider and repairs what is missing or wrong. */
  fixPlansAtProvider: {
    input: z.object({}),
    output: answer<FixProviderAnswer>(),
  },

  /** The hosted checkout (Stripe Checkout in subscription mode) for an active plan. */
  startCheckout: { input: subscriptionCheckoutSchema, output: answer<SubscriptionCheckoutAnswer>() },
  /** The success page: the session is the caller's and complete; its subscription, projected now. 404 otherwise. */
  verifyCheckoutSession: { input: checkoutSessionId, output: answer<SubscriptionSessionAnswer>() },
  /** The caller's subscriptions, newest first (ended ones too). */
  listOwnSubscriptions: { input: z.object({}), output: answer<UserSubscription[]>() },
  /** Sets cancel at period end; the member keeps the Mail Club until then. */
  cancelOwnSubscription: { input: subscriptionId, output: answer<SubscriptionCancelAnswer>() },
  /** Undoes a cancel at period end before that date. */
  resumeOwnSubscription: { input: subscriptionId, output: answer<UserSubscription>() },
  /** Stripe's customer portal (card change, invoices) for the caller. */
  openBillingPortal: { input: z.object({}), output: answer<{ url: string }>() },

  /** Every member, filtered, with the five stat cards' figures. */
  listAllSubscriptions: { input: subscriptionListQuerySchema, output: answer<SubscriptionsOverview>() },
  /** This month's packages: members with access and their shipping addresses, as CSV. */
  exportShippingList: { input: z.object({}), output: answer<FileAnswer>() },
  /** The artist ends a member's subscription now or at its period end. */
  cancelMemberSubscription: { input: adminCancelSubscriptionSchema, output: answer<AdminSubscription>() },
  /** The Reports screen's Mail Club figures: members started, cancelled, at the start and end of a period, and the churn. */
  mailClubReport: { input: mailClubReportQuerySchema, output: answer<MailClubReport>() },

  /** For messaging's campaigns: the addresses of every member whose subscription is in MAIL_CLUB_LIST_STATUSES, lowercased, each once. No route. */
  listMailClubEmails: { input: z.object({}), output: answer<{ emails: string[] }>() },

  /**
   * For catalog's drops: every Mail Club subscription, whatever its status, with its account and when it last
   * changed, a page at a time (catalog fills in members whose subscription.changed it never had). No route.
   */
  listMemberships: { input: membershipsPageSchema, output: answer<{ memberships: Membership[] }>() },

  /** The provider's notifications, as the gateway hands them on (it also hands them to cart-order). */
  receiveBillingWebhook: { input: paymentWebhookSchema, output: answer<{ received: true }>() },
});
