export * from './types.js';
export { CATEGORIES, TAGS, PRODUCTS, PRINT_PRICES, CANVAS_PRINT_PRICES } from './catalog.js';
export { MAIL_CLUB_PLANS } from './plans.js';
export {
  ARTIST,
  SITE_SETTINGS,
  IMAGE_SITE_SETTING_KEYS,
  PAGE_SETTINGS,
  CONTACT_SETTINGS,
  SOCIAL_SETTINGS,
  BIO_SETTINGS,
  BUSINESS_SETTINGS,
  GALLERY_ITEMS,
  ROOM_BACKGROUNDS,
  EVENTS,
  CV_MARKDOWN,
} from './content.js';
export { imageUrl, allDemoImages } from './images.js';
export { renderSvg, renderWebp, PALETTES, PALETTE_NAMES, type PaletteName } from './artwork.js';
