import { useMutation } from '@tanstack/react-query';
import type { FormAccepted, NewsletterSubscriptionInput } from '@artshop/contracts';
import { api, type MutationCallbacks } from '@artshop/ui';

/** POST /api/newsletter-subscription: the address then gets a confirmation e-mail (double opt-in). */
export function useSubscribeNewsletter(callbacks?: MutationCallbacks<FormAccepted, NewsletterSubscriptionInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: NewsletterSubscriptionInput) => api.messaging.subscribeToNewsletter(input) });
}
