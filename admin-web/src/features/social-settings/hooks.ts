import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES, type SocialSettings } from '@artshop/contracts';
import type { MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

const socialSettingsKeys = {
  all: [CONTENT_ROUTES.getSocialSettings.path] as const,
};

/** The social settings (GET /api/social-settings). */
export function useSocialSettings() {
  return useQuery<SocialSettings>({ queryKey: socialSettingsKeys.all });
}

/** PUT /api/social-settings: the answer is what is saved, and what the form shows from then on. */
export function useSaveSocialSettings(callbacks: MutationCallbacks<SocialSettings, SocialSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: SocialSettings) => api.content.updateSocialSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(socialSettingsKeys.all, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
