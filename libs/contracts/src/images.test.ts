import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageSrcSet, imageVariantUrl } from './images.js';

describe('image variants', () => {
  it('names each width and format next to the stored original', () => {
    expect(imageVariantUrl('/objects/uploads/ab12.webp', 400, 'avif')).toBe('/objects/uploads/ab12@400w.avif');
    expect(imageVariantUrl('/objects/demo/products/ember-field-1.webp', 1200, 'webp')).toBe('/objects/demo/products/ember-field-1@1200w.webp');
    expect(imageSrcSet('/objects/uploads/x.jpg', 'webp')).toBe(
      '/objects/uploads/x@400w.webp 400w, /objects/uploads/x@800w.webp 800w, /objects/uploads/x@1200w.webp 1200w',
    );
  });

  it('leaves images linked from elsewhere alone', () => {
    expect(hasImageVariants('https://example.com/a.webp')).toBe(false);
    expect(hasImageVariants('/placeholder.svg')).toBe(false);
    expect(hasImageVariants(null)).toBe(false);
    expect(imageVariantUrl('https://example.com/a.webp', 400, 'webp')).toBeNull();
    expect(imageSrcSet('/objects/uploads/a@400w.webp', 'webp')).toBeNull();
  });
});
