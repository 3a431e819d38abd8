import { z } from 'zod';
import { pageImage, pageText, strictSection } from './content.js';
import { DEFAULT_HOME_FEATURED_TITLE, DEFAULT_HOME_HERO_TEXT } from './home-page.js';

/*
 * The Home page's own settings: the hero picture and text and the featured section's title. One typed
 * document like the Bio and CV pages. The hero picture is the site setting home_heroImageUrl, which
 * POST /api/site-settings/home_heroImageUrl sets, so it is kept there: the Home editor and that call
 * change the same value, and everything that read it (the page's preloaded picture, the share
 * preview's fallback) keeps reading it.
 */

/** GET /api/home-settings answers it whole; PUT takes any part of it (homeSettingsUpdateSchema). */
export const homeSettingsSchema = strictSection('Home settings', {
  /** Uploaded (/objects/…) or an https address, the product pictures' rule; empty shows the built-in artwork. */
  heroImageUrl: pageImage('Hero image'),
  /** The hero's big line; empty shows the artist's name. */
  heroHeadline: pageText('Hero headline', 120),
  heroText: pageText('Hero text', 600),
  featuredTitle: pageText('Featured section title', 80).min(1, 'Featured section title is required'),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

/** PUT /api/home-settings: any of the fields; what is left out stays as it was. */
export const homeSettingsUpdateSchema = homeSettingsSchema.partial();
export type HomeSettingsUpdate = z.infer<typeof homeSettingsUpdateSchema>;

export const DEFAULT_HOME_SETTINGS: HomeSettings = {
  heroImageUrl: '',
  heroHeadline: '',
  heroText: DEFAULT_HOME_HERO_TEXT,
  featuredTitle: DEFAULT_HOME_FEATURED_TITLE,
};
