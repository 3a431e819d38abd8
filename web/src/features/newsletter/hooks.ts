import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscriptionInput } from '@artshop/contracts';
import { apiRequest, type MutationCallbacks } from '@artshop/ui';

/** POST /api/newsletter-subscription: the address then gets a confirmation e-mail (double opt-in). */
export function useSubscribeNewsletter(callbacks?: MutationCallbacks<Response, NewsletterSubscriptionInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: NewsletterSubscriptionInput) => apiRequest('POST', '/api/newsletter-subscription', input) });
}
