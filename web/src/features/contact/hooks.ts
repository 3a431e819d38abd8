import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@artshop/contracts';
import { api, type MutationCallbacks } from '@artshop/ui';

/** POST /api/messages: the contact form's message, for the artist's inbox. */
export function useSendContactMessage(callbacks?: MutationCallbacks<{ message: string }, ContactMessageInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: ContactMessageInput) => api.messaging.sendContactMessage(input) });
}
