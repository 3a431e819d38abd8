// Free of zod: the storefront's footer and header use these on every page.

/** The seven platforms the social settings hold, in the order the footer shows them. */
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

/**
 * The web addresses of each platform: a profile link must lead to one of them (or a subdomain, such
 * as www. or m.), so a link pasted into the wrong box is caught before it reaches the footer.
 */
export const SOCIAL_PLATFORM_DOMAINS: Record<SocialPlatform, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['x.com', 'twitter.com'],
  pinterest: ['pinterest.com', 'pin.it'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  linkedin: ['linkedin.com'],
};

/**
 * What is wrong with a platform's profile link, in words for the artist, or null when it is fine.
 * Empty is fine (not on that platform). The host is read as a browser reads it, so
 * 'https://instagram.com@example.com' is example.com's address and is refused.
 */
export function socialLinkProblem(platform: SocialPlatform, value: string): string | null {
  const link = value.trim();
  if (link === '') return null;
  const label = SOCIAL_PLATFORM_LABELS[platform];
  const domains = SOCIAL_PLATFORM_DOMAINS[platform];
  const example = `https://${domains[0]}/yourname`;
  let host: string;
  try {
    const url = new URL(link);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || /\s/.test(link)) throw new Error('not a web address');
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return `${label}: please enter a link starting with https://`;
  }
  if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return null;
  return `${label}: this link does not lead to ${label}. Please enter a link to ${domains.join(' or ')}, e.g. ${example}`;
}
