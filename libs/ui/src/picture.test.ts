import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture';

describe('pictureSources', () => {
  it('offers AVIF then WebP, each in every variant width, for an image the shop stores', () => {
    expect(pictureSources('/objects/demo/products/ember-field-1.webp')).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/objects/demo/products/ember-field-1@400w.avif 400w, /objects/demo/products/ember-field-1@800w.avif 800w, /objects/demo/products/ember-field-1@1200w.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/objects/demo/products/ember-field-1@400w.webp 400w, /objects/demo/products/ember-field-1@800w.webp 800w, /objects/demo/products/ember-field-1@1200w.webp 1200w',
      },
    ]);
  });

  it('works for uploads in any stored format', () => {
    expect(pictureSources('/objects/uploads/ab12.JPG')?.[1]?.srcSet).toBe(
      '/objects/uploads/ab12@400w.webp 400w, /objects/uploads/ab12@800w.webp 800w, /objects/uploads/ab12@1200w.webp 1200w',
    );
  });

  it('has nothing to offer for images linked from elsewhere, or none', () => {
    expect(pictureSources('https://example.com/painting.jpg')).toBeNull();
    expect(pictureSources('/placeholder.svg')).toBeNull();
    expect(pictureSources('/objects/uploads/ab12.webp?v=2')).toBeNull();
    expect(pictureSources(null)).toBeNull();
    expect(pictureSources('')).toBeNull();
  });
});
