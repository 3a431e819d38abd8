import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, analyzeArtworkSchema, productInputSchema } from '@artshop/contracts';
import { checkImageFiles, checkImageUrl } from './image-checks';

const file = (size: number, type: string) => ({ size, type });

describe('the upload checks made before sending', () => {
  it('accepts one image of 10 MB or less', () => {
    expect(checkImageFiles([file(2_000, 'image/png')])).toBeNull();
    expect(checkImageFiles([file(MAX_UPLOAD_BYTES, 'image/jpeg')])).toBeNull();
  });

  it('refuses a file over 10 MB with its message', () => {
    expect(checkImageFiles([file(MAX_UPLOAD_BYTES + 1, 'image/png')])).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 10MB',
    });
  });

  it('refuses a file that is not an image with its message', () => {
    expect(checkImageFiles([file(2_000, 'application/pdf')])).toEqual({ title: 'Invalid file type', description: 'Please select an image file' });
    expect(checkImageFiles([file(2_000, '')])).toEqual({ title: 'Invalid file type', description: 'Please select an image file' });
  });

  it('takes one file at a time', () => {
    expect(checkImageFiles([file(1, 'image/png'), file(1, 'image/png')])?.title).toBe('One file at a time');
    expect(checkImageFiles([])?.title).toBe('No file selected');
  });
});

describe("an image added by address: the product's own image rule", () => {
  it('takes https addresses and pictures the shop stores', () => {
    expect(checkImageUrl('https://images.example.com/painting.jpg')).toBeNull();
    expect(checkImageUrl('HTTPS://images.example.com/painting.jpg?w=1200')).toBeNull();
    expect(checkImageUrl('  /objects/uploads/ab12.webp ')).toBeNull();
  });

  it('refuses anything a product could not hold, saying why', () => {
    const notAnImage = 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://';
    expect(checkImageUrl('http://images.example.com/painting.jpg')).toBe(notAnImage);
    expect(checkImageUrl('/admin/products')).toBe(notAnImage);
    expect(checkImageUrl('//images.example.com/painting.jpg')).toBe(notAnImage);
    expect(checkImageUrl('javascript:alert(1)')).toBe(notAnImage);
    expect(checkImageUrl('https://exa mple.com/a.jpg')).toBe('This image address is not a valid web address');
    expect(checkImageUrl('https://[::1')).toBe('This image address is not a valid web address');
    expect(checkImageUrl(`https://images.example.com/${'a'.repeat(2_000)}.jpg`)).toBe('The image address is too long (at most 2000 characters)');
  });

  it('agrees with what the server takes for a product and for the analysis', () => {
    for (const url of [
      'https://images.example.com/a.jpg',
      '/objects/demo/products/ember-field-1.webp',
      'http://images.example.com/a.jpg',
      '/placeholder.svg',
      'https://exa mple.com/a.jpg',
    ]) {
      const accepted = checkImageUrl(url) === null;
      expect(productInputSchema.safeParse({ name: 'Ember Field', slug: 'ember-field', price: '1', images: [url] }).success, url).toBe(accepted);
      expect(analyzeArtworkSchema.safeParse({ imageUrl: url }).success, url).toBe(accepted);
    }
  });
});
