import type { PaletteName } from './artwork.js';
import { PRODUCTS } from './catalog.js';
import { ARTIST, BIO_SETTINGS, EVENTS, GALLERY_ITEMS, ROOM_BACKGROUNDS, SOCIAL_SETTINGS } from './content.js';
import type { DemoImage } from './types.js';

/** The public URL the seed stores for an image key. */
export function imageUrl(key: string): string {
  return `/objects/demo/${key}.webp`;
}

const LONG_SIDE = 1200;

/** Paintings whose names call for particular colours; the rest get a palette picked from their seed. */
const PALETTES: Record<string, PaletteName> = {
  'ember-field': 'ember',
  'ember-study-i': 'ember',
  'ember-field-tote': 'ember',
  'tidal-memory': 'tidal',
  'tidal-study-iv': 'tidal',
  'tidal-3': 'tidal',
  'quiet-meridian': 'meridian',
  'meridian-drift': 'meridian',
  'saltmarsh-at-dusk': 'saltmarsh',
  'saltmarsh-diptych': 'saltmarsh',
  'cobalt-hours': 'cobalt',
  'gilded-threshold': 'ochre',
  'north-light-study': 'verdigris',
  'low-tide-gold': 'tidal',
  'blue-hour-suite': 'cobalt',
  'field-notes-in-ochre': 'ochre',
  'weathered-signal': 'rust',
  'soft-geometry-no-3': 'blush',
  'horizon-fragments': 'night',
  'gold-leaf-enamel-pin': 'night',
  'ember-season': 'ember',
  'night-harbor': 'night',
  verdigris: 'verdigris',
  'undertow-2': 'tidal',
  'ochre-weather': 'desert',
  hero: 'tidal',
  'og-card': 'tidal',
  'bio-hero': 'saltmarsh',
  'bio-cta': 'ember',
  'open-studio': 'ochre',
  'tidal-reception': 'tidal',
  'gold-leaf-workshop': 'desert',
};

/** Pixel size of a painting of "W x H in", long side 1200; square when the text gives no two numbers. */
function sizeFromDimensions(dimensions: string): { width: number; height: number } {
  const match = /(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)/i.exec(dimensions);
  const w = match ? Number(match[1]) : 1;
  const h = match ? Number(match[2]) : 1;
  const scale = LONG_SIDE / Math.max(w, h);
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

function artwork(key: string, seed: string, size: { width: number; height: number }): DemoImage {
  const palette = PALETTES[seed.split('#')[0]!];
  return { key, ...size, kind: 'artwork', seed, ...(palette ? { palette } : {}) };
}

function collect(): DemoImage[] {
  const images: DemoImage[] = [];

  for (const product of PRODUCTS) {
    product.images.forEach((key, i) => {
      // The first picture shows the whole piece; the others are square detail shots of the same painting.
      const size = i === 0 && product.categorySlug !== 'accessories' ? sizeFromDimensions(product.dimensions) : { width: 1000, height: 1000 };
      images.push(artwork(key, i === 0 ? product.slug : `${product.slug}#${i + 1}`, size));
    });
  }
  for (const item of GALLERY_ITEMS) images.push(artwork(item.imageKey, item.key, sizeFromDimensions(item.dimensions)));
  for (const event of EVENTS) images.push(artwork(event.imageKey, event.imageKey.split('/')[1]!, { width: 1200, height: 800 }));
  for (const room of ROOM_BACKGROUNDS) {
    images.push({ key: room.imageKey, width: 1600, height: 1000, kind: 'room', seed: room.key, room: { roomType: room.roomType, wallColor: room.wallColor } });
  }

  images.push({ key: ARTIST.profileImage, width: 800, height: 800, kind: 'portrait', seed: 'mara-portrait', palette: 'ember' });
  images.push({ key: BIO_SETTINGS.bioImage, width: 800, height: 800, kind: 'portrait', seed: 'mara-studio', palette: 'tidal' });
  images.push(artwork(ARTIST.heroImage, 'hero', { width: 1600, height: 900 }));
  images.push(artwork(SOCIAL_SETTINGS.ogImage, 'og-card', { width: 1200, height: 630 }));
  images.push(artwork(BIO_SETTINGS.heroData.backgroundImage, 'bio-hero', { width: 1600, height: 900 }));
  images.push(artwork(BIO_SETTINGS.ctaData.backgroundImage, 'bio-cta', { width: 1600, height: 900 }));

  const seen = new Map<string, DemoImage>();
  for (const image of images) if (!seen.has(image.key)) seen.set(image.key, image);
  return [...seen.values()];
}

/** Every image the demo data refers to, each key once. */
export function allDemoImages(): DemoImage[] {
  return collect();
}
