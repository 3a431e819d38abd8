import { z } from 'zod';
import { SITE_SETTING_KEYS, SITE_SETTING_KINDS } from './site-settings.js';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from './social-platforms.js';

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/** A link a setting may hold: none (''), a path of the shop (not '//host', another site's), or an http(s) address. */
function isLinkOrPath(value: string): boolean {
  return value === '' || (value.startsWith('/') && !value.startsWith('//')) || WEB_ADDRESS.test(value);
}

/** POST /api/site-settings/{key} {value}: a known key, and a value of its kind. */
export const siteSettingSchema = z
  .object({
    key: z.enum(SITE_SETTING_KEYS, { error: 'This is not a setting of the shop' }),
    value: z.string({ error: 'Value is required' }).trim().max(10_000, 'Value is too long (at most 10000 characters)'),
  })
  .superRefine(({ key, value }, context) => {
    const kind = SITE_SETTING_KINDS[key];
    if (kind === 'link' && !isLinkOrPath(value))
      context.addIssue({ code: 'custom', message: 'Please enter a link starting with https:// or /', path: ['value'] });
    if (kind === 'email' && value !== '' && !z.email().safeParse(value).success)
      context.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['value'] });
  });

/** An item of the gallery (admin.md section 3, gallery_items). */
export interface GalleryItem {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  year: string | null;
  medium: string | null;
  dimensions: string | null;
  isPublished: boolean;
  sortOrder: number;
  createdAt: string;
}

/** A room of the art wall simulator (room_backgrounds). */
export interface RoomBackground {
  id: string;
  name: string;
  description: string | null;
  imageUrl: string;
  roomType: string;
  wallColor: string;
  isDefault: boolean;
  isActive: boolean;
  sortOrder: number;
}

/** A profile address: empty (not on that platform) or a web address. */
const profileLink = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long (at most 500 characters)`)
    .refine((value) => value === '' || WEB_ADDRESS.test(value), `${label}: please enter a link starting with https://`);

const socialFlag = (label: string) => z.boolean({ error: `${label} must be yes or no` });

/** The social settings (admin.md §3 social_settings): profile links, where they show, and what shared links say. */
export const socialSettingsSchema = z.object({
  ...(Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, profileLink(SOCIAL_PLATFORM_LABELS[platform])])) as Record<
    SocialPlatform,
    ReturnType<typeof profileLink>
  >),
  showInHeader: socialFlag('Show in header'),
  showInFooter: socialFlag('Show in footer'),
  openInNewTab: socialFlag('Open in new tab'),
  socialSharing: socialFlag('Social sharing'),
  metaDescription: z.string({ error: 'Meta description must be text' }).trim().max(300, 'Meta description is too long (at most 300 characters)'),
  /** The preview picture of shared links (1200x630): a path of the shop or a web address. */
  ogImage: z
    .string({ error: 'Open Graph image must be text' })
    .trim()
    .max(2_000, 'Open Graph image is too long (at most 2000 characters)')
    .refine(isLinkOrPath, 'Open Graph image: please enter a link starting with https:// or /'),
  twitterCard: z.enum(['summary', 'summary_large_image'], { error: "Twitter card must be 'summary' or 'summary_large_image'" }),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

/** PUT /api/social-settings: any of the settings; what is left out stays as it was. */
export const socialSettingsUpdateSchema = socialSettingsSchema.partial();
export type SocialSettingsUpdate = z.infer<typeof socialSettingsUpdateSchema>;

/** Before the artist has set anything: no platforms, everything shown (admin.md §9 social defaults). */
export const DEFAULT_SOCIAL_SETTINGS: SocialSettings = {
  instagram: '',
  facebook: '',
  twitter: '',
  pinterest: '',
  youtube: '',
  tiktok: '',
  linkedin: '',
  showInHeader: true,
  showInFooter: true,
  openInNewTab: true,
  socialSharing: true,
  metaDescription: '',
  ogImage: '',
  twitterCard: 'summary_large_image',
};
