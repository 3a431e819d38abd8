import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SiteSetting } from '@artshop/contracts';
import { queryKeys, toast } from '@artshop/ui';
import { api } from '../../shared/api';

/** Log Out: POST /api/auth/logout, then the storefront's home page. */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.identity.logout(),
    onSuccess: () => window.location.assign('/'),
    onError: () => toast({ variant: 'destructive', title: 'Log out failed', description: 'Please try again.' }),
  });
}

/**
 * Keeps the sidebar image in step when the Artist Account screen saves a new profile image: it
 * dispatches `profileImageUpdated` with `detail.profileImage`.
 */
export function useProfileImageUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const image = (event as CustomEvent<{ profileImage?: string }>).detail?.profileImage;
      if (typeof image !== 'string') return;
      queryClient.setQueryData<SiteSetting[]>(queryKeys.siteSettings, (settings = []) => {
        const others = settings.filter((setting) => setting.key !== 'artist_profileImage');
        return [...others, { key: 'artist_profileImage', value: image }];
      });
    };
    window.addEventListener('profileImageUpdated', onUpdate);
    return () => window.removeEventListener('profileImageUpdated', onUpdate);
  }, [queryClient]);
}
