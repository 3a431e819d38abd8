import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings } from '@artshop/contracts';
import type { MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';
import { businessSettingsKeys } from '../../shared/business-settings';

export { useBusinessSettings } from '../../shared/business-settings';

/** PUT /api/business-settings: the answer is what is saved, and what the form shows from then on. */
export function useSaveBusinessSettings(callbacks: MutationCallbacks<BusinessSettings, BusinessSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: BusinessSettings) => api.content.updateBusinessSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(businessSettingsKeys.all, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
