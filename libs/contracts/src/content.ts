import { z } from 'zod';
import { imageAddressProblem } from './images.js';
import { PAGES, SITE_SETTING_KEYS, SITE_SETTING_KINDS } from './site-settings.js';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS, socialLinkProblem, type SocialPlatform } from './social-platforms.js';
import type { RoomType } from './rooms.js';

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

/** An item of the gallery. */
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
  roomType: RoomType;
  wallColor: string;
  isDefault: boolean;
  isActive: boolean;
  sortOrder: number;
  /** How wide the wall really is, in centimetres, so artworks are drawn to scale (art-wall-sizes.ts). */
  wallWidthCm: number;
  /** Where the wall is in the picture, as fractions of its width and height. */
  wallLeft: number;
  wallTop: number;
  wallRight: number;
  wallBottom: number;
}

/** A profile address: empty (not on that platform) or a web address of that platform (socialLinkProblem). */
const profileLink = (platform: SocialPlatform) =>
  z
    .string({ error: `${SOCIAL_PLATFORM_LABELS[platform]} must be text` })
    .trim()
    .max(500, `${SOCIAL_PLATFORM_LABELS[platform]} is too long (at most 500 characters)`)
    .superRefine((value, context) => {
      const problem = socialLinkProblem(platform, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

const socialFlag = (label: string) => z.boolean({ error: `${label} must be yes or no` });

/** The social settings: profile links, where they show, and what shared links say. */
export const socialSettingsSchema = z.object({
  ...(Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, profileLink(platform)])) as Record<SocialPlatform, ReturnType<typeof profileLink>>),
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

/** Before the artist has set anything: no platforms, everything shown. */
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

// ── The page editors: page switches, Bio, CV ─────────────────────────────────────────────────────

/** An object that refuses fields it does not know, naming them (a misspelt field would otherwise be lost in silence). */
export function strictSection<T extends z.ZodRawShape>(label: string, shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${label} has no field ${issue.keys.map((key) => `'${key}'`).join(', ')}` : `${label} must be an object`,
  });
}

export const pageText = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);

/** A page's picture: none (''), one the shop stores (/objects/…) or an https address, the product pictures' rule. */
export const pageImage = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .superRefine((value, context) => {
      const problem = value === '' ? null : imageAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${label}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}` });
    });

/** PUT /api/page-settings/{page} {enabled}: one of the site's optional pages, switched on or off. */
export const pageSwitchSchema = strictSection('A page setting', {
  page: z.enum(PAGES, { error: `The page must be one of ${PAGES.join(', ')}` }),
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
});
export type PageSwitch = z.infer<typeof pageSwitchSchema>;

export const BIO_CONTENT_MAX = 20_000;

const heroDataSchema = strictSection('The hero', {
  headline: pageText('Hero headline', 200),
  description: pageText('Hero description', 1_000),
  backgroundImage: pageImage('Hero background image'),
});

const ctaFields = {
  enabled: z.boolean({ error: 'Show the call-to-action must be yes or no' }),
  headline: pageText('Call-to-action headline', 200),
  description: pageText('Call-to-action description', 1_000),
  buttonText: pageText('Button text', 60),
  /** Where the button leads: a path of the shop (/contact) or an http(s) address. */
  buttonUrl: z
    .string({ error: 'Button link must be text' })
    .trim()
    .max(2_000, 'Button link is too long (at most 2000 characters)')
    .refine(isLinkOrPath, 'Button link: please enter a path of the shop such as /contact, or a link starting with https://'),
  backgroundImage: pageImage('Call-to-action background image'),
};

/** A shown call-to-action needs its button; a hidden one may be left half written. */
function checkShownCta(cta: { enabled?: boolean; buttonText?: string; buttonUrl?: string }, context: z.RefinementCtx) {
  if (!cta.enabled) return;
  if (cta.buttonText === '') context.addIssue({ code: 'custom', message: 'Button text is required while the call-to-action is shown', path: ['buttonText'] });
  if (cta.buttonUrl === '') context.addIssue({ code: 'custom', message: 'Button link is required while the call-to-action is shown', path: ['buttonUrl'] });
}

/** The Bio page: the markdown text, the photo, the hero and the call-to-action. */
export const bioSettingsSchema = strictSection('Bio settings', {
  bioContent: pageText('Bio text', BIO_CONTENT_MAX),
  bioImage: pageImage('Bio photo'),
  heroData: heroDataSchema,
  ctaData: strictSection('The call-to-action', ctaFields).superRefine(checkShownCta),
});
export type BioSettings = z.infer<typeof bioSettingsSchema>;

/** PUT /api/bio-settings: any part of the page (and any field of the hero or call-to-action); what is left out stays. */
export const bioSettingsUpdateSchema = strictSection('Bio settings', {
  bioContent: bioSettingsSchema.shape.bioContent.optional(),
  bioImage: bioSettingsSchema.shape.bioImage.optional(),
  heroData: heroDataSchema.partial().optional(),
  ctaData: strictSection('The call-to-action', ctaFields).partial().optional(),
});
export type BioSettingsUpdate = z.infer<typeof bioSettingsUpdateSchema>;

/** Before the artist has written anything (the call-to-action shown, its button to /contact). */
export const DEFAULT_BIO_SETTINGS: BioSettings = {
  bioContent: '',
  bioImage: '',
  heroData: { headline: '', description: '', backgroundImage: '' },
  ctaData: {
    enabled: true,
    headline: 'Interested in a piece?',
    description: 'Ask about an artwork, a commission or a studio visit.',
    buttonText: 'Get in Touch',
    buttonUrl: '/contact',
    backgroundImage: '',
  },
};

export const CV_CONTENT_MAX = 50_000;

/** The CV page: one markdown text (exhibitions, education, collections…). PUT /api/cv-settings sends it whole. */
export const cvSettingsSchema = strictSection('CV settings', {
  content: pageText('CV text', CV_CONTENT_MAX),
});
export type CvSettings = z.infer<typeof cvSettingsSchema>;

export const DEFAULT_CV_SETTINGS: CvSettings = { content: '' };
