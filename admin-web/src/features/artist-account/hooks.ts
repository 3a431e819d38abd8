import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARTIST_PROFILE_SETTINGS, type ArtistProfile, type ArtistProfileField, type PasswordChangeInput, type SiteSetting } from '@artshop/contracts';
import { queryKeys, useSessionsWrite, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

/**
 * Saves the profile as site settings: POST /api/site-settings/artist_{field} {value},
 * one call per field, in parallel. The site settings then hold the saved values, and the window
 * hears 'profileImageUpdated' with the saved picture, so the sidebar shows it at once.
 */
export function useSaveArtistProfile(callbacks: MutationCallbacks<SiteSetting[], ArtistProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (profile: ArtistProfile) =>
      Promise.all(
        (Object.keys(ARTIST_PROFILE_SETTINGS) as ArtistProfileField[]).map((field) =>
          api.content.setSiteSetting({ key: ARTIST_PROFILE_SETTINGS[field], value: profile[field] }),
        ),
      ),
    onSuccess: (saved, ...rest) => {
      const keys = new Set(saved.map((setting) => setting.key));
      queryClient.setQueryData<SiteSetting[]>(queryKeys.siteSettings, (settings = []) => [...settings.filter((setting) => !keys.has(setting.key)), ...saved]);
      const profileImage = saved.find((setting) => setting.key === ARTIST_PROFILE_SETTINGS.profileImage)?.value ?? '';
      window.dispatchEvent(new CustomEvent('profileImageUpdated', { detail: { profileImage } }));
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}

/** POST /api/auth/password: the admin's own password; other devices are signed out, this one stays signed in. */
export function useChangePassword(callbacks: MutationCallbacks<null, PasswordChangeInput> = {}) {
  return useSessionsWrite((input: PasswordChangeInput) => api.identity.changePassword(input), callbacks);
}
