import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@artshop/contracts';
import { checkImageFiles, checkImageUrl } from './image-checks';

const file = (size: number, type: string) => ({ size, type });

describe('the upload checks made before sending (admin spec §5)', () => {
  it('accepts one image of 10 MB or less', () => {
    expect(checkImageFiles([file(2_000, 'image/png')])).toBeNull();
    expect(checkImageFiles([file(MAX_UPLOAD_BYTES, 'image/jpeg')])).toBeNull();
  });

  it('refuses a file over 10 MB with the spec text', () => {
    expect(checkImageFiles([file(MAX_UPLOAD_BYTES + 1, 'image/png')])).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 10MB',
    });
  });

  it('refuses a file that is not an image with the spec text', () => {
    expect(checkImageFiles([file(2_000, 'application/pdf')])).toEqual({ title: 'Invalid file type', description: 'Please select an image file' });
    expect(checkImageFiles([file(2_000, '')])).toEqual({ title: 'Invalid file type', description: 'Please select an image file' });
  });

  it('takes one file at a time', () => {
    expect(checkImageFiles([file(1, 'image/png'), file(1, 'image/png')])?.title).toBe('One file at a time');
    expect(checkImageFiles([])?.title).toBe('No file selected');
  });
});

describe('an image added by address', () => {
  it('takes https addresses and pictures the shop stores', () => {
    expect(checkImageUrl('https://images.example.com/painting.jpg')).toBeNull();
    expect(checkImageUrl('  /objects/uploads/ab12.webp ')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(checkImageUrl('http://images.example.com/painting.jpg')).toBe('Please enter an address starting with https:// or /objects/');
    expect(checkImageUrl('/admin/products')).toBe('Please enter an address starting with https:// or /objects/');
    expect(checkImageUrl('javascript:alert(1)')).toBe('Please enter an address starting with https:// or /objects/');
    expect(checkImageUrl('https://exa mple.com/a.jpg')).toBe('Please enter an address starting with https:// or /objects/');
    expect(checkImageUrl('https://[::1')).toBe('Please enter a valid web address');
  });
});
