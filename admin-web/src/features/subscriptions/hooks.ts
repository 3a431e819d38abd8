import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_ROUTES, type AdminSubscription, type CallInputOf, type SubscriptionRpc, type SubscriptionsOverview } from '@artshop/contracts';
import { api } from '../../shared/api';

export type SubscriptionFilters = CallInputOf<typeof SubscriptionRpc.listAllSubscriptions>;

export const subscriptionKeys = {
  /** Prefix of every filtered list. */
  lists: [SUBSCRIPTION_ROUTES.listAllSubscriptions.path] as const,
  list: (filters: SubscriptionFilters) => [SUBSCRIPTION_ROUTES.listAllSubscriptions.path, filters] as const,
};

/**
 * The members matching the filters, with the five cards' figures (over every member). Read again each
 * time the screen opens (a renewal or a cancellation may have happened since); the last answer stays
 * on screen while a new filter loads.
 */
export function useSubscriptions(filters: SubscriptionFilters) {
  return useQuery<SubscriptionsOverview>({
    queryKey: subscriptionKeys.list(filters),
    queryFn: () => api.subscription.listAllSubscriptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** This month's packages: the members with the Mail Club and their addresses (GET …/shipping-list.csv). */
export const SHIPPING_LIST_URL = SUBSCRIPTION_ROUTES.exportShippingList.path;

/** The artist ends a member's subscription now or at its period end; every list and card is read again. */
export function useCancelMemberSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInputOf<typeof SubscriptionRpc.cancelMemberSubscription>): Promise<AdminSubscription> =>
      api.subscription.cancelMemberSubscription(input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists }),
  });
}
