import { useQuery } from '@tanstack/react-query';
import { CONTENT_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { SocialSettings } from '@artshop/contracts';

const socialSettingsKeys = {
  all: [CONTENT_STOREFRONT_ROUTES.getSocialSettings.path] as const,
};

/** The artist's social profiles (GET /api/social-settings), read once a place that shows them comes near the screen. */
export function useSocialSettings(enabled = true) {
  return useQuery<SocialSettings>({ queryKey: socialSettingsKeys.all, enabled });
}
