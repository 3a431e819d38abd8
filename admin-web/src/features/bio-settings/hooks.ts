import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BioSettings } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/** PUT /api/bio-settings: the answer is what is saved, and what the form shows from then on. */
export function useSaveBioSettings(callbacks: MutationCallbacks<BioSettings, BioSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: BioSettings) => api.content.updateBioSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.bioSettings, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
