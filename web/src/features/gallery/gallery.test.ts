import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '@artshop/contracts';
import { galleryItemDetails, visibleGallery } from './gallery';

const item = (title: string, sortOrder: number, isPublished = true): GalleryItem => ({
  id: title,
  title,
  description: null,
  imageUrl: `/objects/${title}.webp`,
  year: null,
  medium: null,
  dimensions: null,
  isPublished,
  sortOrder,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('the gallery page', () => {
  it('shows published items in the artist’s order', () => {
    expect(visibleGallery([item('c', 2), item('draft', 0, false), item('a', 0), item('b', 1)]).map((one) => one.title)).toEqual(['a', 'b', 'c']);
  });

  it('says year, medium and size, leaving out what is not given', () => {
    expect(galleryItemDetails({ year: '2024', medium: 'Oil on linen', dimensions: '24 x 36 in' })).toBe('2024 · Oil on linen · 24 x 36 in');
    expect(galleryItemDetails({ year: null, medium: ' ', dimensions: '10 x 10 in' })).toBe('10 x 10 in');
    expect(galleryItemDetails({ year: null, medium: null, dimensions: null })).toBe('');
  });
});
