import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, NOT_AN_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE, imageTooLargeMessage } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';

/** The formats the shop keeps, by sharp's name: the file extension, and how to re-encode without metadata. */
const FORMATS: Record<string, { extension: string; encode?: (image: Sharp) => Sharp }> = {
  jpeg: { extension: 'jpg', encode: (image) => image.jpeg({ quality: 92, mozjpeg: true }) },
  png: { extension: 'png', encode: (image) => image.png() },
  webp: { extension: 'webp', encode: (image) => image.webp({ quality: 92 }) },
  avif: { extension: 'avif', encode: (image) => image.avif({ quality: 70 }) },
  // Kept as sent: GIFs carry no camera data, and re-encoding would flatten an animation.
  gif: { extension: 'gif' },
};

/**
 * What an uploaded file really is, judged by its bytes (never by its name or declared type): its
 * extension, and the bytes to keep. A photo carrying EXIF, XMP or IPTC data (a phone's GPS position
 * of the studio, the camera's serial number) is re-encoded without it, upright and with its colour
 * profile; other files are kept exactly as sent.
 */
export async function readImage(bytes: Buffer): Promise<{ extension: string; body: Buffer }> {
  // Reading the header decodes nothing, so a huge image is refused before it costs any work.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw AppError.badRequest(NOT_AN_IMAGE_MESSAGE);
    });
  const { width = 0, height = 0, pages = 1 } = metadata;
  if (width * height * pages > MAX_IMAGE_PIXELS) throw new AppError(413, imageTooLargeMessage(width, height * pages));
  // AVIF is read as HEIF with AV1 compression; other HEIF (an iPhone's HEIC) is not supported.
  const format = FORMATS[metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format];
  if (!format) throw AppError.badRequest(UNSUPPORTED_IMAGE_MESSAGE);
  if (!format.encode || !(metadata.exif || metadata.xmp || metadata.iptc)) return { extension: format.extension, body: bytes };
  const body = await format
    .encode(sharp(bytes, { failOn: 'error', autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS }).keepIccProfile())
    .toBuffer()
    .catch(() => {
      throw AppError.badRequest(NOT_AN_IMAGE_MESSAGE);
    });
  return { extension: format.extension, body };
}
