import { useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriber } from '@artshop/contracts';

const subscriberKeys = {
  all: ['/api/newsletter-subscribers'] as const,
};

/** Everyone who subscribed to the newsletter, in every status (GET /api/newsletter-subscribers). */
export function useSubscribers() {
  return useQuery<NewsletterSubscriber[]>({ queryKey: subscriberKeys.all });
}
