import { SUBSCRIPTION_ENDED_STATUSES, type MailClubPlan, type SubscriptionStatus, type UserSubscription } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/*
 * The Mail Club screens' rules: which plans show and how, how a member's subscription reads on its
 * card, and where the hosted pages send the browser. Every amount and state is the server's;
 * nothing here decides who may do what.
 */

// ── Plans ───────────────────────────────────────────────────────────────────────────────────────

/** Only active plans, by display order; the order of equals is the server's. */
export function visiblePlans(plans: readonly MailClubPlan[] | null | undefined): MailClubPlan[] {
  return (plans ?? []).filter((plan) => plan.status === 'active').sort((a, b) => a.displayOrder - b.displayOrder);
}

export const PLAN_ICONS = ['mail', 'palette', 'crown', 'gift', 'star', 'sparkles', 'package', 'heart'] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];

/** Words of a plan's name and the icon they suggest, first match wins. */
const ICON_WORDS: [RegExp, PlanIcon][] = [
  [/patron|premium|vip|elite|royal|gold|platinum|ultimate/, 'crown'],
  [/collector|artist|studio|palette|painting/, 'palette'],
  [/gift/, 'gift'],
  [/deluxe|plus|pro\b|special/, 'sparkles'],
  [/box|parcel|package|bundle/, 'package'],
  [/love|fan|friend/, 'heart'],
  [/star/, 'star'],
];

/**
 * A plan card's icon: the one the artist named in the plan (the editor's 'Icon' field: mail, gift,
 * star…) when the storefront has it, else one chosen by the plan's name ('Patron' a crown,
 * 'Collector' a palette), else an envelope.
 */
export function planIcon(plan: Pick<MailClubPlan, 'name' | 'icon'>): PlanIcon {
  const named = plan.icon?.trim().toLowerCase();
  if (named && (PLAN_ICONS as readonly string[]).includes(named)) return named as PlanIcon;
  const name = plan.name.toLowerCase();
  return ICON_WORDS.find(([words]) => words.test(name))?.[1] ?? 'mail';
}

// ── A member's subscription ─────────────────────────────────────────────────────────────────────

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'December 24, 2026'; no date or an unreadable one gives ''. */
export function subscriptionDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : '';
}

/** The badge: the status in upper case with '_' read as a space ('PAST DUE'). */
export function statusBadgeText(status: string): string {
  return status.replaceAll('_', ' ').toUpperCase();
}

const BADGES: Partial<Record<SubscriptionStatus, BadgeVariant>> = {
  active: 'success',
  trialing: 'success',
  incomplete: 'accent',
  past_due: 'destructive',
  unpaid: 'destructive',
  canceled: 'outline',
};

/** The known statuses have a colour; any other is grey. */
export function statusBadgeVariant(status: string): BadgeVariant {
  return BADGES[status as SubscriptionStatus] ?? 'secondary';
}

type CardFields = Pick<UserSubscription, 'status' | 'cancelAtPeriodEnd' | 'cancelAt' | 'currentPeriodEnd' | 'endedAt'>;

const isEnded = (subscription: Pick<UserSubscription, 'status'>) => SUBSCRIPTION_ENDED_STATUSES.includes(subscription.status);

/** The day a subscription set to end ends: cancelAt, else the end of the paid period. */
function endDate(subscription: CardFields): string {
  return subscriptionDate(subscription.cancelAt ?? subscription.currentPeriodEnd);
}

/**
 * The status line: set to end → 'Subscription will end on {date}'; active → 'Active subscription';
 * pending → 'Payment processing...'; else 'Subscription {status}' (underscores read as spaces).
 */
export function statusLine(subscription: CardFields): string {
  if (subscription.cancelAtPeriodEnd && !isEnded(subscription)) return `Subscription will end on ${endDate(subscription)}`;
  if (subscription.status === 'active') return 'Active subscription';
  if ((subscription.status as string) === 'pending') return 'Payment processing...';
  return `Subscription ${subscription.status.replaceAll('_', ' ')}`;
}

/**
 * The date line: 'Ends {date}' when set to end, else 'Renews {date}'; an ended subscription says when
 * it ended, and one whose first payment is not made yet has no date to show (null).
 */
export function dateLine(subscription: CardFields): { label: 'Ends' | 'Renews' | 'Ended'; date: string } | null {
  if (isEnded(subscription)) {
    const ended = subscriptionDate(subscription.endedAt);
    return ended ? { label: 'Ended', date: ended } : null;
  }
  if (subscription.status === 'incomplete') return null;
  if (subscription.cancelAtPeriodEnd) {
    const ends = endDate(subscription);
    return ends ? { label: 'Ends', date: ends } : null;
  }
  const renews = subscriptionDate(subscription.currentPeriodEnd);
  return renews ? { label: 'Renews', date: renews } : null;
}

/** The first 3 features, and how many more there are ('+N more' when N > 0). */
export function featureSummary(features: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: features.slice(0, shown), more: Math.max(0, features.length - shown) };
}

/** The cancel button: only an active subscription not already set to end. */
export function canCancel(subscription: Pick<UserSubscription, 'status' | 'cancelAtPeriodEnd'>): boolean {
  return subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
}

/** 'Resume subscription': set to end, and not ended yet. */
export function canResume(subscription: Pick<UserSubscription, 'status' | 'cancelAtPeriodEnd'>): boolean {
  return subscription.cancelAtPeriodEnd && !isEnded(subscription);
}
