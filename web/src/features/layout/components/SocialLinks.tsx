import type { IconType } from 'react-icons';
import { FaFacebook, FaInstagram, FaLinkedin, FaPinterest, FaTiktok, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '@artshop/contracts';
import { useHydrating } from '@artshop/ui';
import { useSocialSettings } from '../hooks';

const ICONS: Record<SocialPlatform, IconType> = {
  instagram: FaInstagram,
  facebook: FaFacebook,
  twitter: FaXTwitter,
  pinterest: FaPinterest,
  youtube: FaYoutube,
  tiktok: FaTiktok,
  linkedin: FaLinkedin,
};

/** Only web addresses become links (the server checks them too; an older value may not be one). */
function isWebAddress(value: string | undefined): value is string {
  return !!value && /^https?:\/\/\S+$/i.test(value.trim());
}

/**
 * The artist's social profiles as icons: only the platforms filled in. In the
 * footer, none filled in reads 'Social media links not configured.'; in the header it shows nothing.
 * While the settings load, or if they cannot be read, nothing is shown. Not `enabled` (the footer
 * still far below), it shows the settings the header has read, but not while hydrating: the server
 * rendered it without them.
 */
export function SocialLinks({ place, enabled = true }: { place: 'header' | 'footer'; enabled?: boolean }) {
  const { data } = useSocialSettings(enabled);
  const hydrating = useHydrating();
  if ((!enabled && hydrating) || !data || data[place === 'header' ? 'showInHeader' : 'showInFooter'] === false) return null;
  const links = SOCIAL_PLATFORMS.flatMap((platform) => {
    const href = data[platform];
    return isWebAddress(href) ? [{ platform, href: href.trim() }] : [];
  });
  if (links.length === 0) {
    return place === 'footer' ? (
      <p className="mt-4 text-sm text-muted-foreground" data-testid="social-links">
        Social media links not configured.
      </p>
    ) : null;
  }
  const newTab = data.openInNewTab !== false;
  return (
    <ul
      className={place === 'footer' ? 'mt-4 flex flex-wrap gap-1' : 'flex items-center gap-0.5'}
      aria-label="Social media"
      data-testid={place === 'footer' ? 'social-links' : 'header-social-links'}
    >
      {links.map(({ platform, href }) => {
        const Icon = ICONS[platform];
        const label = `${SOCIAL_PLATFORM_LABELS[platform]}${newTab ? ' (opens in a new tab)' : ''}`;
        return (
          <li key={platform}>
            <a
              href={href}
              aria-label={label}
              title={SOCIAL_PLATFORM_LABELS[platform]}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
              className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon className={place === 'footer' ? 'size-5' : 'size-4'} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
