// Free of zod: the storefront's footer and header use these on every page.

/** The seven platforms the social settings hold (storefront §3, §9), in the order the footer shows them. */
export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'twitter', 'pinterest', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};
