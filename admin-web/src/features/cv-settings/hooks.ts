import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvSettings } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/** PUT /api/cv-settings: the answer is what is saved, and what the editor shows from then on. */
export function useSaveCvSettings(callbacks: MutationCallbacks<CvSettings, CvSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: CvSettings) => api.content.updateCvSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.cvSettings, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
