import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { MailClubPlan, SubscriptionCancelAnswer, SubscriptionCheckoutAnswer, SubscriptionSessionAnswer, UserSubscription } from '@artshop/contracts';
import { api, useCurrentUser, type MutationCallbacks } from '@artshop/ui';

export const mailClubKeys = {
  plans: [SUBSCRIPTION_STOREFRONT_ROUTES.listPlans.path] as const,
  subscriptions: [SUBSCRIPTION_STOREFRONT_ROUTES.listOwnSubscriptions.path] as const,
  session: (sessionId: string) => ['/api/checkout/subscription', sessionId] as const,
};

/** GET /api/subscription-plans: the plans (the page keeps the active ones, by display order). */
export function usePlans() {
  return useQuery<MailClubPlan[]>({ queryKey: mailClubKeys.plans });
}

/** POST /api/checkout/subscription { planId }: the hosted checkout's address. */
export function useStartCheckout(callbacks?: MutationCallbacks<SubscriptionCheckoutAnswer, string>) {
  return useMutation({ ...callbacks, mutationFn: (planId: string) => api.subscription.startCheckout({ planId }) });
}

/**
 * GET /api/checkout/subscription/{sessionId}: the success page's check that the session is the
 * caller's and paid (404 otherwise). Asked once per visit; on success the subscriptions list is
 * read afresh, so the new membership shows at once.
 */
export function useVerifiedSession(sessionId: string | null) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useQuery<SubscriptionSessionAnswer>({
    queryKey: mailClubKeys.session(sessionId ?? ''),
    queryFn: async () => {
      const answer = await api.subscription.verifyCheckoutSession({ sessionId: sessionId! });
      await queryClient.invalidateQueries({ queryKey: mailClubKeys.subscriptions });
      return answer;
    },
    enabled: sessionId !== null && user !== null,
  });
}

/** GET /api/user-subscriptions: the signed-in customer's subscriptions, newest first (asked only when signed in). */
export function useOwnSubscriptions() {
  const { user } = useCurrentUser();
  return useQuery<UserSubscription[]>({ queryKey: mailClubKeys.subscriptions, enabled: user !== null });
}

/** A member's write that answers the subscription as it now is: the list shows it at once, then is read again. */
function useSubscriptionWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  updated: (data: TData) => UserSubscription,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (data, ...rest) => {
      const subscription = updated(data);
      queryClient.setQueryData<UserSubscription[]>(mailClubKeys.subscriptions, (list) =>
        list?.map((each) => (each.id === subscription.id ? subscription : each)),
      );
      await callbacks.onSuccess?.(data, ...rest);
    },
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: mailClubKeys.subscriptions });
      await callbacks.onSettled?.(...args);
    },
  });
}

/** POST /api/cancel-subscription/{id}: ends at the period end; cancelAt is read. */
export function useCancelSubscription(callbacks?: MutationCallbacks<SubscriptionCancelAnswer, string>) {
  return useSubscriptionWrite(
    (id: string) => api.subscription.cancelOwnSubscription({ id }),
    (answer) => answer.subscription,
    callbacks,
  );
}

/** POST /api/resume-subscription/{id}: undoes a cancel at period end before that date. */
export function useResumeSubscription(callbacks?: MutationCallbacks<UserSubscription, string>) {
  return useSubscriptionWrite(
    (id: string) => api.subscription.resumeOwnSubscription({ id }),
    (subscription) => subscription,
    callbacks,
  );
}

/** POST /api/billing-portal: Stripe's customer portal for the caller (card change, invoices). */
export function useOpenBillingPortal(callbacks?: MutationCallbacks<{ url: string }, void>) {
  return useMutation({ ...callbacks, mutationFn: () => api.subscription.openBillingPortal() });
}
