import { useQuery } from '@tanstack/react-query';

/** The seven platforms the social settings hold (storefront §3, §9), in the order they are shown. */
const PLATFORMS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
  ['pinterest', 'Pinterest'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
  ['linkedin', 'LinkedIn'],
] as const;

type Platform = (typeof PLATFORMS)[number][0];

export type SocialSettings = Partial<Record<Platform, string | null>> & { showInFooter?: boolean; openInNewTab?: boolean };

export const socialSettingsKey = ['/api/social-settings'] as const;

/** Only web addresses become links: a setting holding anything else is left out. */
function isWebAddress(value: string | null | undefined): value is string {
  return !!value && /^https?:\/\/\S+$/i.test(value.trim());
}

/**
 * The footer's social links: only the platforms the artist has filled in, or 'Social media links
 * not configured.' (storefront §2). Asked for once the footer comes near the screen; while it
 * loads or if it cannot be read, nothing is shown.
 */
export function SocialLinks({ enabled }: { enabled: boolean }) {
  const { data } = useQuery<SocialSettings>({ queryKey: socialSettingsKey, enabled });
  if (!data || data.showInFooter === false) return null;
  const links = PLATFORMS.flatMap(([key, label]) => {
    const href = data[key];
    return isWebAddress(href) ? [{ key, label, href: href.trim() }] : [];
  });
  if (links.length === 0) {
    return (
      <p className="mt-4 text-sm text-muted-foreground" data-testid="social-links">
        Social media links not configured.
      </p>
    );
  }
  const newTab = data.openInNewTab !== false;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media" data-testid="social-links">
      {links.map(({ key, label, href }) => (
        <li key={key}>
          <a
            href={href}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
            className="inline-flex items-center rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground hover:border-foreground hover:text-foreground"
          >
            {label}
            {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
