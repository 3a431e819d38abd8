import { errorStatus, getErrorMessage, type ToastOptions } from '@artshop/ui';

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

/** Whether a failure means the session is gone (admin spec §6: a 401, or an 'Unauthorized' message). */
export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401 || /unauthorized/i.test(getErrorMessage(error, error instanceof Error ? error.message : ''));
}

/**
 * The destructive toast of a failed plan action (admin spec §8): the server's reason under the
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
