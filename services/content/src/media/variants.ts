import sharp from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_PIXELS,
  imageVariantUrl,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '@artshop/contracts';
import { contentTypeOf } from './media-storage.js';

/** The variant keys of a stored image (uploads/ab.jpg → uploads/ab@400w.avif…), named as in contracts' images.ts. */
export function variantKeys(key: string): Array<{ key: string; width: ImageVariantWidth; format: ImageVariantFormat }> {
  return IMAGE_VARIANT_WIDTHS.flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => ({ key: imageVariantUrl(`/objects/${key}`, width, format)!.slice('/objects/'.length), width, format })),
  );
}

/**
 * Renders every variant of an image: each width in AVIF and WebP, turned upright from its EXIF
 * orientation, never wider than the original (a narrower original gives variants of its own size).
 * Lower AVIF effort encodes several times faster for slightly larger files (the demo seed uses 0).
 * Throws when the bytes cannot be decoded.
 *
 * One image at a time, its variants two at a time: sharp encodes on libuv's thread pool (4 threads),
 * which the service's file reads share, so an upload must never hold every thread while the
 * storefront's pictures wait.
 */
export function renderVariants(key: string, original: Buffer, { avifEffort = 2 } = {}): Promise<Array<{ key: string; body: Buffer; contentType: string }>> {
  const work = imageWork.then(async () => {
    // 'error', not the default 'warning': cameras write JPEGs with harmless warnings that browsers show fine.
    const image = sharp(original, { failOn: 'error', autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS });
    const variants = variantKeys(key);
    const rendered: Array<{ key: string; body: Buffer; contentType: string }> = [];
    for (let index = 0; index < variants.length; index += ENCODES_AT_ONCE) {
      rendered.push(
        ...(await Promise.all(
          variants.slice(index, index + ENCODES_AT_ONCE).map(async (variant) => {
            const resized = image.clone().resize({ width: variant.width, withoutEnlargement: true });
            const body = await (
              variant.format === 'avif' ? resized.avif({ quality: 55, effort: avifEffort }) : resized.webp({ quality: 80, effort: 2 })
            ).toBuffer();
            return { key: variant.key, body, contentType: contentTypeOf(variant.key)! };
          }),
        )),
      );
    }
    return rendered;
  });
  imageWork = work.catch(() => undefined);
  return work;
}

const ENCODES_AT_ONCE = 2;
let imageWork: Promise<unknown> = Promise.resolve();
