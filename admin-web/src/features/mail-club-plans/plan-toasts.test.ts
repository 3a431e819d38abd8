import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@artshop/ui';
import { planFailureToast, planSavedToast } from './plan-toasts';

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

describe('the toast after saving a plan', () => {
  it('says the plan was saved, and how many members move to the new price when they were moved', () => {
    expect(planSavedToast('create', null, vi.fn())).toEqual({ variant: 'success', title: 'Subscription plan created successfully' });
    expect(planSavedToast('update', { moved: 2, alreadyMoved: 1, failed: [] }, vi.fn())).toEqual({
      variant: 'success',
      title: 'Subscription plan updated successfully',
      description: '3 members move to the new price from their next renewal; each is told by e-mail.',
    });
    expect(planSavedToast('update', { moved: 1, alreadyMoved: 0, failed: [] }, vi.fn()).description).toBe(
      '1 member moves to the new price from their next renewal; each is told by e-mail.',
    );
  });

  it('names the members the provider refused, and its Try again button moves them', () => {
    const moveAgain = vi.fn();
    const shown = planSavedToast(
      'update',
      { moved: 2, alreadyMoved: 0, failed: [{ subscriptionId: 'a1', member: 'lou@example.com', reason: 'Stripe answered 429: Request rate limit exceeded.' }] },
      moveAgain,
    );
    expect(shown).toMatchObject({
      variant: 'destructive',
      title: 'Plan saved, but 1 member could not be moved to the new price',
      description: 'Moved 2 of 3 members. Not moved: lou@example.com (Stripe answered 429: Request rate limit exceeded.). Try again to move the rest.',
    });
    shown.action!.onClick();
    expect(moveAgain).toHaveBeenCalledOnce();
  });
});
