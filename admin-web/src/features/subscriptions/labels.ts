import { SUBSCRIPTION_ACCESS_STATUSES, SUBSCRIPTION_ENDED_STATUSES, type AdminSubscription, type SubscriptionStatus } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/** The provider's statuses in words. */
export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** Active, pending (waiting for a payment) and canceled have their colours; anything else is neutral. */
export function statusBadge(status: SubscriptionStatus): BadgeVariant {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'incomplete' || status === 'past_due') return 'accent';
  if (status === 'canceled' || status === 'unpaid') return 'destructive';
  return 'secondary';
}

export type CancelWhen = 'now' | 'period_end';

/** What the artist may still do to a member's subscription: nothing once it ended; at period end only while it runs and is not already set to end. */
export function cancelChoices(subscription: Pick<AdminSubscription, 'status' | 'cancelAtPeriodEnd'>): CancelWhen[] {
  if (SUBSCRIPTION_ENDED_STATUSES.includes(subscription.status)) return [];
  const atPeriodEnd = SUBSCRIPTION_ACCESS_STATUSES.includes(subscription.status) && !subscription.cancelAtPeriodEnd;
  return atPeriodEnd ? ['period_end', 'now'] : ['now'];
}

/** The table's 'Cancel at period end' cell: when it ends if it is set to, else No. */
export function cancelAtPeriodEndText(
  subscription: Pick<AdminSubscription, 'cancelAtPeriodEnd' | 'cancelAt' | 'currentPeriodEnd'>,
  formatDate: (iso: string) => string,
): string {
  if (!subscription.cancelAtPeriodEnd) return 'No';
  const end = subscription.cancelAt ?? subscription.currentPeriodEnd;
  return end ? `Yes, ends ${formatDate(end)}` : 'Yes';
}
