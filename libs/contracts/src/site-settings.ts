// Free of zod: the storefront's first load reads the artist's name through it.

/**
 * Every site setting the shop knows, and what its value is: text, an e-mail address, or a link (a
 * path of the shop or an http(s) address; an image's address is a link too). Its key is
 * `area_name`. A setting is read and written only by a key listed here, so a misspelt key does not
 * compile and an unknown one is refused.
 */
export const SITE_SETTING_KINDS = {
  artist_artistName: 'text',
  artist_profileImage: 'link',
  artist_email: 'email',
  artist_phone: 'text',
  artist_bio: 'text',
  artist_website: 'link',
  artist_location: 'text',
  home_heroImageUrl: 'link',
  /** The artist's booking page: the corporate page's 'Schedule a Consultation' shows once it is set. */
  corporate_schedulingUrl: 'link',
} as const satisfies Record<string, 'text' | 'email' | 'link'>;

export type SiteSettingKey = keyof typeof SITE_SETTING_KINDS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_KINDS) as SiteSettingKey[];

/** The optional pages of the site, each switched on or off by the artist (page_settings). */
export const PAGES = ['home', 'bio', 'gallery', 'events', 'cv', 'contact', 'mail-club'] as const;
export type PageName = (typeof PAGES)[number];

/** A page's switch: a page switched off leaves the menus and answers 404. A page without one is on. */
export interface PageSetting {
  page: PageName;
  enabled: boolean;
}

/** A site setting as GET /api/site-settings lists it. */
export interface SiteSetting {
  key: SiteSettingKey;
  value: string;
}

/** A setting's value, trimmed; undefined (or the fallback) when it is not set or blank. */
export function siteSettingValue(settings: readonly SiteSetting[] | null | undefined, key: SiteSettingKey): string | undefined;
export function siteSettingValue(settings: readonly SiteSetting[] | null | undefined, key: SiteSettingKey, fallback: string): string;
export function siteSettingValue(settings: readonly SiteSetting[] | null | undefined, key: SiteSettingKey, fallback?: string): string | undefined {
  const value = settings?.find((setting) => setting.key === key)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
