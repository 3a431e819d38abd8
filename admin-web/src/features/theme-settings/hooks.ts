import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThemeSettings } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/** PUT /api/theme-settings: the answer is what is saved, and what the form (and the storefront's reads) show from then on. */
export function useSaveThemeSettings(callbacks: MutationCallbacks<ThemeSettings, ThemeSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: ThemeSettings) => api.content.updateThemeSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.themeSettings, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
