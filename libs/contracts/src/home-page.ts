// Free of zod: the storefront's home page, on its first load, falls back to these.

/** The Home editor's hint under the hero picture. */
export const HOME_HERO_IMAGE_HINT = 'Recommended size 800x600 or larger.';

/** The hero's paragraph before the artist writes their own. */
export const DEFAULT_HOME_HERO_TEXT =
  'Original paintings, limited edition prints and small objects — layered colour and texture, made slowly in the studio and shipped with care.';

export const DEFAULT_HOME_FEATURED_TITLE = 'Featured Artworks';
