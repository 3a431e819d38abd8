import {
  MAIL_CLUB_LIST_STATUSES,
  SUBSCRIPTION_ENDED_STATUSES,
  SUBSCRIPTION_PENDING_STATUSES,
  type SubscriptionShippingAddress,
  type SubscriptionStatus,
} from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/** The addresses of the members a campaign to the Mail Club reaches (MAIL_CLUB_LIST_STATUSES), lowercased, each once. */
export const MAIL_CLUB_EMAILS = statement({
  name: 'members.mail-club-emails',
  values: () => [[...MAIL_CLUB_LIST_STATUSES]],
  text: `SELECT DISTINCT lower(user_email) AS email FROM user_subscriptions WHERE status = ANY($1::text[]) AND user_email <> '' ORDER BY 1`,
  map: (row: { email: string }) => row.email,
});

/** A page of every subscription as catalog keeps it (Membership), in id order after `after`. */
export const MEMBERSHIPS_PAGE = statement({
  name: 'members.memberships-page',
  values: (page: { after: string | null; limit: number }) => [page.after, page.limit],
  text: `SELECT id AS "subscriptionId", user_id AS "userId", status, updated_at AS "changedAt"
           FROM user_subscriptions WHERE $1::uuid IS NULL OR id > $1::uuid ORDER BY id LIMIT $2`,
  map: (row: { subscriptionId: string; userId: string | null; status: string; changedAt: Date }) => ({ ...row, changedAt: row.changedAt.toISOString() }),
});

/** A checkout started here: who asked for which plan (its subscription is linked when the session completes). Started once. */
export const RECORD_CHECKOUT = statement({
  name: 'members.record-checkout',
  values: (checkout: { id: string; sessionId: string; userId: string; userEmail: string; planId: string }) => [
    checkout.id,
    checkout.sessionId,
    checkout.userId,
    checkout.userEmail,
    checkout.planId,
  ],
  text: `INSERT INTO subscription_checkouts (id, session_id, user_id, user_email, plan_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
});

/**
 * A completed checkout session's subscription and shipping address on its checkout row, the row made when
 * the checkout was started elsewhere; an address already kept stays when the session has none.
 */
export const LINK_COMPLETED_CHECKOUT = statement({
  name: 'members.link-completed-checkout',
  values: (checkout: {
    id: string;
    sessionId: string;
    userId: string;
    userEmail: string;
    planId: string;
    subscriptionId: string;
    shippingAddress: SubscriptionShippingAddress | null;
  }) => [
    checkout.id,
    checkout.sessionId,
    checkout.userId,
    checkout.userEmail,
    checkout.planId,
    checkout.subscriptionId,
    checkout.shippingAddress ? JSON.stringify(checkout.shippingAddress) : null,
  ],
  text: `INSERT INTO subscription_checkouts (id, session_id, user_id, user_email, plan_id, subscription_id, shipping_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (session_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id,
           shipping_address = COALESCE(EXCLUDED.shipping_address, subscription_checkouts.shipping_address)`,
});

/** A checkout: who asked for which plan, and where its packages go. */
export interface CheckoutRow {
  id: string;
  /** The provider's checkout session. */
  sessionId: string;
  /** Whether its completed session was linked (a subscription and the address it collected). */
  linked: boolean;
  userId: string | null;
  userEmail: string;
  planId: string;
  shippingAddress: SubscriptionShippingAddress | null;
}

/** The checkout a subscription came from: the one its metadata names, else the one linked to it, one with an address first, the newest. */
export const CHECKOUT_OF_SUBSCRIPTION = statement({
  name: 'members.checkout-of-subscription',
  values: (asked: { checkoutId: string | null; subscriptionId: string }) => [asked.checkoutId, asked.subscriptionId],
  text: `SELECT id, session_id AS "sessionId", subscription_id IS NOT NULL AS linked, user_id AS "userId", user_email AS "userEmail", plan_id AS "planId",
                shipping_address AS "shippingAddress"
           FROM subscription_checkouts
          WHERE id = $1::uuid OR subscription_id = $2
          ORDER BY (shipping_address IS NOT NULL) DESC, created_at DESC LIMIT 1`,
  map: (row: CheckoutRow) => row,
});

/** Checkouts of the last 2 days whose session's completion has not been linked yet. */
export const UNLINKED_CHECKOUT_SESSIONS = statement({
  name: 'members.unlinked-checkout-sessions',
  text: `SELECT session_id AS "sessionId" FROM subscription_checkouts WHERE subscription_id IS NULL AND created_at > now() - interval '2 days'`,
  map: (row: { sessionId: string }) => row.sessionId,
});

/**
 * Held until the transaction ends: one projection of a provider subscription at a time (a transaction-level
 * advisory lock on its provider id).
 */
export const LOCK_SUBSCRIPTION = statement({
  name: 'members.lock-subscription',
  values: (subscription: { subscriptionId: string }) => [`subscription:${subscription.subscriptionId}`],
  text: `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`,
});

/** The provider ids of every subscription not ended (SUBSCRIPTION_ENDED_STATUSES). */
export const RUNNING_SUBSCRIPTION_IDS = statement({
  name: 'members.running-subscription-ids',
  values: () => [[...SUBSCRIPTION_ENDED_STATUSES]],
  text: `SELECT stripe_subscription_id AS "subscriptionId" FROM user_subscriptions WHERE status <> ALL($1::text[])`,
  map: (row: { subscriptionId: string }) => row.subscriptionId,
});

/** An account's subscriptions not ended (SUBSCRIPTION_ENDED_STATUSES). */
export const RUNNING_SUBSCRIPTIONS_OF_USER = statement({
  name: 'members.running-subscriptions-of-user',
  values: (account: { userId: string }) => [account.userId, [...SUBSCRIPTION_ENDED_STATUSES]],
  text: `SELECT id, stripe_subscription_id AS "subscriptionId" FROM user_subscriptions WHERE user_id = $1 AND status <> ALL($2::text[])`,
  map: (row: { id: string; subscriptionId: string }) => row,
});

/** A deleted account's subscriptions stay for the artist's books, without the account. */
export const FORGET_USER_SUBSCRIPTIONS = statement({
  name: 'members.forget-user-subscriptions',
  values: (account: { userId: string }) => [account.userId],
  text: `UPDATE user_subscriptions SET user_id = NULL, updated_at = now() WHERE user_id = $1`,
});

/** A deleted account's checkouts stay, without the account. */
export const FORGET_USER_CHECKOUTS = statement({
  name: 'members.forget-user-checkouts',
  values: (account: { userId: string }) => [account.userId],
  text: `UPDATE subscription_checkouts SET user_id = NULL WHERE user_id = $1`,
});

/** Revenue counts members who pay this month: active and trialing (past_due has not paid). */
const PAYING: readonly SubscriptionStatus[] = ['active', 'trialing'];

/**
 * The Subscriptions screen's cards: every member, the active, the pending (SUBSCRIPTION_PENDING_STATUSES),
 * the ended (SUBSCRIPTION_ENDED_STATUSES), and the monthly revenue of those who pay (cents, as text: a sum is
 * a bigint; null with nobody paying).
 */
export const MEMBER_STATS = statement({
  name: 'members.stats',
  values: () => [[...SUBSCRIPTION_PENDING_STATUSES], [...SUBSCRIPTION_ENDED_STATUSES], [...PAYING]],
  text: `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = ANY($1::text[]))::int AS pending,
                count(*) FILTER (WHERE status = ANY($2::text[]))::int AS canceled,
                sum(price_cents) FILTER (WHERE status = ANY($3::text[])) AS "revenueCents"
           FROM user_subscriptions`,
  map: (row: { total: number; active: number; pending: number; canceled: number; revenueCents: string | null }) => row,
});
