import { z } from 'zod';

/** Keys look like artist_artistName, home_heroImageUrl, corporate_schedulingUrl. */
export const siteSettingKeySchema = z
  .string()
  .regex(/^[a-z]+_[A-Za-z]+$/, 'A setting key looks like area_name, e.g. artist_artistName')
  .max(100, 'A setting key is at most 100 characters');

/** A setting whose key ends in Url or Image holds a link: a path of the shop or an http(s) address. */
export function siteSettingValueSchema(key: string) {
  const text = z.string({ error: 'Value is required' }).trim().max(10_000, 'Value is too long (at most 10000 characters)');
  if (!/(Url|Image)$/.test(key)) return z.object({ value: text });
  return z.object({
    value: text.refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), 'Please enter a link starting with https:// or /'),
  });
}
