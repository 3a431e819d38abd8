import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES, type CallInputOf, type MessagingRpc, type NewsletterSubscriberPage } from '@artshop/contracts';
import { api } from '../../shared/api';

export type SubscriberFilters = CallInputOf<typeof MessagingRpc.listNewsletterSubscribers>;

const subscriberKeys = {
  list: (filters: SubscriberFilters) => [MESSAGING_ROUTES.listNewsletterSubscribers.path, filters] as const,
};

/**
 * One page of the newsletter subscribers matching the search and status, newest first, with the count
 * per status (GET /api/newsletter-subscribers). The last page stays shown while the next loads.
 */
export function useSubscribers(filters: SubscriberFilters) {
  return useQuery<NewsletterSubscriberPage>({
    queryKey: subscriberKeys.list(filters),
    queryFn: () => api.messaging.listNewsletterSubscribers(filters),
    placeholderData: keepPreviousData,
  });
}
