import type { ImageProblem } from '../../shared/image-checks';

// The Theme screen's own rules for its two pictures ('PNG, JPG up to 2MB'; favicon 32x32),
// checked in the browser before anything is sent; content still checks every upload by its bytes.

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_TYPES = new Set(['image/png', 'image/jpeg']);
export const FAVICON_SIZE = 32;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A logo: a PNG or JPG of at most 2 MB. */
export function logoProblem(file: Pick<File, 'size' | 'type'>): ImageProblem | null {
  if (!LOGO_TYPES.has(file.type)) return { title: 'Invalid file type', description: 'The logo must be a PNG or JPG image.' };
  if (file.size > LOGO_MAX_BYTES) return { title: 'File too large', description: `The logo must be 2 MB or less (this file is ${megabytes(file.size)}).` };
  return null;
}

/** A favicon: a PNG, JPG… of exactly 32x32 pixels, as browsers show it in the tab. */
export function faviconProblem(size: { width: number; height: number }): ImageProblem | null {
  if (size.width === FAVICON_SIZE && size.height === FAVICON_SIZE) return null;
  return { title: 'Wrong favicon size', description: `The favicon must be 32x32 pixels (this image is ${size.width}x${size.height}).` };
}

/** The picture's size in pixels, read by the browser itself; null when it cannot read the file as an image. */
async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export async function checkLogoFile(file: File): Promise<ImageProblem | null> {
  return logoProblem(file);
}

export async function checkFaviconFile(file: File): Promise<ImageProblem | null> {
  const size = await imageSize(file);
  return size ? faviconProblem(size) : { title: 'Invalid file type', description: 'This file could not be read as an image.' };
}
