import { useQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES } from '@artshop/contracts';
import type { NewsletterSubscriber } from '@artshop/contracts';

const subscriberKeys = {
  all: [MESSAGING_ROUTES.listNewsletterSubscribers.path] as const,
};

/** Everyone who subscribed to the newsletter, in every status (GET /api/newsletter-subscribers). */
export function useSubscribers() {
  return useQuery<NewsletterSubscriber[]>({ queryKey: subscriberKeys.all });
}
