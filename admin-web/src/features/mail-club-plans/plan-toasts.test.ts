import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@artshop/ui';
import { isUnauthorized, planFailureToast } from './plan-toasts';

describe('the plan failure toasts', () => {
  it('turns a 401 into the login prompt with a Log In button', () => {
    const logIn = vi.fn();
    const shown = planFailureToast('create', new ApiError(401, 'Unauthorized', JSON.stringify({ message: 'Not authenticated' })), logIn);
    expect(shown).toMatchObject({
      variant: 'destructive',
      title: 'Failed to create subscription plan',
      description: 'Please log in to create subscription plans. Click here to log in.',
    });
    shown.action!.onClick();
    expect(logIn).toHaveBeenCalledOnce();
    expect(planFailureToast('fix', new ApiError(401, 'Unauthorized', ''), logIn).description).toBe(
      'Please log in to fix Stripe configuration. Click here to log in.',
    );
  });

  it("treats an 'Unauthorized' message like a 401", () => {
    expect(isUnauthorized(new Error('Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', JSON.stringify({ message: 'You do not have access to this' })))).toBe(false);
  });

  it("shows the server's reason under the failure's title otherwise", () => {
    const shown = planFailureToast(
      'delete',
      new ApiError(502, 'Bad Gateway', JSON.stringify({ message: 'The payment provider could not archive the plan’s price' })),
      vi.fn(),
    );
    expect(shown).toEqual({
      variant: 'destructive',
      title: 'Failed to delete subscription plan',
      description: 'The payment provider could not archive the plan’s price',
    });
  });
});
