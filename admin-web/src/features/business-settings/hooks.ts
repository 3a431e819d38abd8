import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES, type BusinessSettings } from '@artshop/contracts';
import type { MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

export const businessSettingsKeys = {
  all: [CONTENT_ROUTES.getBusinessSettings.path] as const,
};

/** GET /api/business-settings (admin): the whole document, defaults filled in. */
export function useBusinessSettings() {
  return useQuery<BusinessSettings>({ queryKey: businessSettingsKeys.all, queryFn: () => api.content.getBusinessSettings() });
}

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
