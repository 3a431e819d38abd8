import { describe, expect, it } from 'vitest';
import { imageAddressSchema } from './fields.js';
import { IMAGE_ADDRESS_MAX, IMAGE_ADDRESS_MESSAGE, hasImageVariants, imageAddressProblem, imageSrcSet, imageVariantUrl, isShopImage } from './images.js';

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

describe('what a product image may be', () => {
  it('is a picture the shop stores or an https address', () => {
    expect(imageAddressProblem('/objects/uploads/ab12.jpg')).toBeNull();
    expect(imageAddressProblem('/objects/demo/products/ember-field-1.webp')).toBeNull();
    expect(imageAddressProblem('https://images.example.com/a.jpg?w=1200#top')).toBeNull();
    expect(isShopImage('/objects/uploads/ab12.jpg')).toBe(true);
    expect(isShopImage('https://example.com/objects/a.jpg')).toBe(false);
  });

  it('says why anything else is refused', () => {
    for (const url of [
      'http://images.example.com/a.jpg',
      '/placeholder.svg',
      '//images.example.com/a.jpg',
      'ftp://example.com/a.jpg',
      'objects/a.jpg',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(imageAddressProblem(url), url).toBe(IMAGE_ADDRESS_MESSAGE);
    }
    expect(imageAddressProblem('https://exa mple.com/a.jpg')).toBe('This image address is not a valid web address');
    expect(imageAddressProblem('https://')).toBe('This image address is not a valid web address');
    expect(imageAddressProblem(`/objects/${'a'.repeat(IMAGE_ADDRESS_MAX)}`)).toBe('The image address is too long (at most 2000 characters)');
  });

  it('is checked trimmed by the schema, with the same words', () => {
    expect(imageAddressSchema.parse('  https://images.example.com/a.jpg ')).toBe('https://images.example.com/a.jpg');
    expect(imageAddressSchema.safeParse('http://images.example.com/a.jpg').error?.issues.map((issue) => issue.message)).toEqual([IMAGE_ADDRESS_MESSAGE]);
    expect(imageAddressSchema.safeParse(42).error?.issues[0]?.message).toBe(IMAGE_ADDRESS_MESSAGE);
  });
});
