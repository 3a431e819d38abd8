import { describe, expect, it } from 'vitest';
import * as demo from './index.js';
import { allDemoImages, imageUrl } from './index.js';

const IMAGE_KEY = /^(products|gallery|rooms|artist|home|bio|events)\/[a-z0-9-]+$/;

/** Every string in the exported data that looks like an image key, found by walking it rather than by knowing where keys live. */
function referencedKeys(): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (IMAGE_KEY.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  for (const [name, value] of Object.entries(demo)) if (typeof value !== 'function' && name !== 'PALETTES') visit(value);
  return found;
}

describe('demo images', () => {
  it('lists every image key referenced anywhere in the data, and nothing else', () => {
    const listed = allDemoImages().map((image) => image.key);
    const referenced = referencedKeys();
    expect(referenced.size).toBeGreaterThan(40);
    expect([...referenced].filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !referenced.has(key))).toEqual([]);
  });

  it('lists each key once', () => {
    const keys = allDemoImages().map((image) => image.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps sizes modest: artworks about 1200 px on the long side, rooms 1600x1000, portraits 800x800', () => {
    for (const image of allDemoImages()) {
      expect(Number.isInteger(image.width) && Number.isInteger(image.height)).toBe(true);
      if (image.kind === 'room') expect([image.width, image.height]).toEqual([1600, 1000]);
      else if (image.kind === 'portrait') expect([image.width, image.height]).toEqual([800, 800]);
      else expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1600);
      expect(Math.min(image.width, image.height)).toBeGreaterThanOrEqual(300);
    }
  });

  it('gives rooms their wall colour from the room data', () => {
    for (const room of demo.ROOM_BACKGROUNDS) {
      const image = allDemoImages().find((candidate) => candidate.key === room.imageKey);
      expect(image?.kind).toBe('room');
      expect(image?.room).toEqual({ roomType: room.roomType, wallColor: room.wallColor });
    }
  });

  it('uses the profile image and the hero image named in site settings', () => {
    const value = (key: string) => demo.SITE_SETTINGS.find((setting) => setting.key === key)?.value;
    const kinds = new Map(allDemoImages().map((image) => [image.key, image.kind]));
    expect(kinds.get(value('artist_profileImage')!)).toBe('portrait');
    expect(kinds.get(value('home_heroImageUrl')!)).toBe('artwork');
  });

  it('builds the public URL from the key', () => {
    expect(imageUrl('products/ember-field-1')).toBe('/objects/demo/products/ember-field-1.webp');
  });
});
