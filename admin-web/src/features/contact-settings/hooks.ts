import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactSettings } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/** PUT /api/contact-settings: the answer is what is saved, and what the form shows from then on. */
export function useSaveContactSettings(callbacks: MutationCallbacks<ContactSettings, ContactSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: ContactSettings) => api.content.updateContactSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.contactSettings, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
