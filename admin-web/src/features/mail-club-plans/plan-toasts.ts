import type { PlanMembersMoved } from '@artshop/contracts';
import { getErrorMessage, type ToastOptions } from '@artshop/ui';
import { isUnauthorized } from '../../shared/server-errors';

export type PlanAction = 'create' | 'update' | 'delete' | 'fix';

const FAILED: Record<PlanAction, string> = {
  create: 'Failed to create subscription plan',
  update: 'Failed to update subscription plan',
  delete: 'Failed to delete subscription plan',
  fix: 'Failed to fix Stripe configuration',
};

const SIGN_IN: Record<PlanAction, string> = {
  create: 'Please log in to create subscription plans. Click here to log in.',
  update: 'Please log in to update subscription plans. Click here to log in.',
  delete: 'Please log in to delete subscription plans. Click here to log in.',
  fix: 'Please log in to fix Stripe configuration. Click here to log in.',
};

/**
 * The destructive toast of a failed plan action: the server's reason under the
 * title, or, signed out, the login prompt with its Log In button.
 */
export function planFailureToast(action: PlanAction, error: unknown, logIn: () => void): ToastOptions {
  if (isUnauthorized(error)) {
    return {
      variant: 'destructive',
      title: FAILED[action],
      description: SIGN_IN[action],
      action: { label: 'Log In', altText: 'Log in to manage subscription plans', onClick: logIn },
    };
  }
  return { variant: 'destructive', title: FAILED[action], description: getErrorMessage(error, '') || undefined };
}

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/**
 * The toast after a plan was saved: with its members moved to the new price, how many; when the
 * provider refused some, which and why, with a 'Try again' button that moves only those left.
 */
export function planSavedToast(action: 'create' | 'update', membersMoved: PlanMembersMoved | null, moveAgain: () => void): ToastOptions {
  const title = `Subscription plan ${action === 'create' ? 'created' : 'updated'} successfully`;
  if (!membersMoved) return { variant: 'success', title };
  const onPrice = membersMoved.moved + membersMoved.alreadyMoved;
  if (membersMoved.failed.length === 0) {
    return {
      variant: 'success',
      title,
      description: onPrice
        ? `${members(onPrice)} ${onPrice === 1 ? 'moves' : 'move'} to the new price from their next renewal; each is told by e-mail.`
        : 'No members to move.',
    };
  }
  const total = onPrice + membersMoved.failed.length;
  const notMoved = membersMoved.failed.map((failure) => `${failure.member} (${failure.reason})`).join('; ');
  return {
    variant: 'destructive',
    title: `Plan saved, but ${members(membersMoved.failed.length)} could not be moved to the new price`,
    description: `Moved ${onPrice} of ${members(total)}. Not moved: ${notMoved}. Try again to move the rest.`,
    action: { label: 'Try again', altText: 'Move the remaining members to the new price again', onClick: moveAgain },
    duration: Infinity,
  };
}
