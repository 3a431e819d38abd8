import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage.js';
import { isValidKey } from './media-storage.js';
import { renderVariants } from './variants.js';

describe('media on disk', () => {
  let root: string;
  let storage: DiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'artshop-media-'));
    storage = new DiskStorage(root);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps an object under its key and leaves no partial file behind', async () => {
    await storage.write('uploads/abc.png', Buffer.from('png bytes'));
    expect((await storage.read('uploads/abc.png'))?.toString()).toBe('png bytes');
    expect(await storage.exists('uploads/abc.png')).toBe(true);
    expect((await storage.open('uploads/abc.png'))?.size).toBe(9);
    expect(await readdir(join(root, 'uploads'))).toEqual(['abc.png']);
    expect(await storage.read('uploads/missing.png')).toBeNull();
    expect(await storage.open('uploads/missing.png')).toBeNull();
  });

  it('refuses any key that could leave the folder or is not a plain image name', async () => {
    for (const key of ['../outside.png', 'uploads/../../outside.png', '/etc/passwd.png', 'uploads//x.png', 'uploads/x', 'uploads/%2e%2e.png', '']) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.write(key, Buffer.from('x')), key).rejects.toThrow('Not a media key');
    }
    expect(isValidKey('demo/products/ember-field-1@400w.avif')).toBe(true);
  });
});

describe('image variants', () => {
  it('renders each width in AVIF and WebP, never wider than the original', async () => {
    const original = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const variants = await renderVariants('uploads/abc.png', original);
    const described = await Promise.all(
      variants.map(async ({ key, contentType, body }) => {
        const { format, width, height } = await sharp(body).metadata();
        return [key, contentType, format, width, height];
      }),
    );
    expect(described).toEqual([
      ['uploads/abc@400w.avif', 'image/avif', 'heif', 400, 200],
      ['uploads/abc@400w.webp', 'image/webp', 'webp', 400, 200],
      ['uploads/abc@800w.avif', 'image/avif', 'heif', 500, 250],
      ['uploads/abc@800w.webp', 'image/webp', 'webp', 500, 250],
      ['uploads/abc@1200w.avif', 'image/avif', 'heif', 500, 250],
      ['uploads/abc@1200w.webp', 'image/webp', 'webp', 500, 250],
    ]);
  });
});
