import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeSettings, SiteSetting } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/**
 * PUT /api/home-settings: the answer is what is saved, and what the form shows from then on. The hero
 * picture is also the site setting home_heroImageUrl, so the cached site settings follow it.
 */
export function useSaveHomeSettings(callbacks: MutationCallbacks<HomeSettings, HomeSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: HomeSettings) => api.content.updateHomeSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.homeSettings, saved);
      queryClient.setQueryData<SiteSetting[]>(queryKeys.siteSettings, (settings) =>
        settings ? [...settings.filter((setting) => setting.key !== 'home_heroImageUrl'), { key: 'home_heroImageUrl', value: saved.heroImageUrl }] : settings,
      );
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
