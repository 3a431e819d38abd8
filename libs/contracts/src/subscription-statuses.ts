/* A Mail Club member's statuses, as the account and Mail Club pages read them. Free of zod. */

/**
 * A member's status: the payment provider's own (Stripe Billing's), projected from its current state.
 * incomplete: the first payment failed or waits for 3-D Secure (expires after 23 h: incomplete_expired);
 * active; past_due: a renewal failed and retries run; canceled / unpaid: ended. Access follows the status.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A campaign to the Mail Club reaches members whose subscription is one of these. */
export const MAIL_CLUB_LIST_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** A member has the Mail Club (gets the monthly package) in these: a cancel-at-period-end member keeps it until the end. */
export const SUBSCRIPTION_ACCESS_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Ended for good. */
export const SUBSCRIPTION_ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'unpaid', 'incomplete_expired'];
/** Holding one of these on a plan, a customer cannot check out the same plan again. */
export const SUBSCRIPTION_BLOCKS_NEW_CHECKOUT: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'paused'];
/** The admin's 'Pending' card: waiting for a payment (the first, or a failed renewal). */
export const SUBSCRIPTION_PENDING_STATUSES: readonly SubscriptionStatus[] = ['incomplete', 'past_due'];
