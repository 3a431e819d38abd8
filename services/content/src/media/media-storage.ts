import type { Readable } from 'node:stream';

/**
 * Where the shop's images live: keys like `uploads/3f…c1.jpg` or `demo/products/x@400w.avif`, each
 * served at /objects/<key>. A folder on disk by default, or any S3-compatible bucket.
 */
export abstract class MediaStorage {
  /** The object as a stream with its size, or null when there is none. */
  abstract open(key: string): Promise<{ body: Readable; size: number } | null>;
  abstract read(key: string): Promise<Buffer | null>;
  abstract exists(key: string): Promise<boolean>;
  abstract write(key: string, body: Buffer, contentType: string): Promise<void>;
}

/** A key of our own making or from a URL path: no '..', no leading slash, only ordinary file-name characters. */
export function isValidKey(key: string): boolean {
  return /^[\w-]+(?:\/[\w-]+)*(?:@\d+w)?\.[a-z0-9]+$/i.test(key) && key.length <= 500;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The content type of an image key from its extension; null for anything that is not an image we serve. */
export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}
