import { z } from 'zod';
import { passwordChangeSchema } from './auth.js';
import { siteSettingSchema } from './content.js';
import type { SiteSettingKey } from './site-settings.js';

/*
 * The Artist Account screen: the artist's profile, saved as the site settings artist_{field} (one
 * POST /api/site-settings/artist_{field} per field), and the password of the admin's own account
 * (POST /api/auth/password).
 */

/** Each field of the form and the site setting it is saved as. */
export const ARTIST_PROFILE_SETTINGS = {
  profileImage: 'artist_profileImage',
  artistName: 'artist_artistName',
  email: 'artist_email',
  phone: 'artist_phone',
  website: 'artist_website',
  location: 'artist_location',
  bio: 'artist_bio',
} as const satisfies Record<string, SiteSettingKey>;

export type ArtistProfileField = keyof typeof ARTIST_PROFILE_SETTINGS;

/** A field checked by the very rule the service applies to its site setting (siteSettingSchema), so the form and the server agree. */
const settingValue = (key: SiteSettingKey) =>
  z.string().superRefine((value, context) => {
    const checked = siteSettingSchema.safeParse({ key, value });
    for (const issue of checked.success ? [] : checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  });

export const artistProfileSchema = z.object(
  Object.fromEntries(Object.entries(ARTIST_PROFILE_SETTINGS).map(([field, key]) => [field, settingValue(key)])) as Record<
    ArtistProfileField,
    ReturnType<typeof settingValue>
  >,
);
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

/** The password section: the account's password change (the shop's rules) and the new password typed twice. */
export const artistPasswordSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string({ error: 'Please confirm the new password' }).min(1, 'Please confirm the new password') })
  .refine((values) => values.confirmPassword === values.newPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type ArtistPasswordInput = z.infer<typeof artistPasswordSchema>;
