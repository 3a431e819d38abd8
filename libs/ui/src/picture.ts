import { IMAGE_VARIANT_FORMATS, hasImageVariants, imageSrcSet } from '@artshop/contracts';

export interface PictureSource {
  type: string;
  srcSet: string;
}

/**
 * The `<source>` list of a stored image (/objects/…): one per variant format, AVIF first (the
 * smallest), each listing every variant width. Null for an image linked from elsewhere, which has
 * no variants and is shown as it is.
 */
export function pictureSources(src: string | null | undefined): PictureSource[] | null {
  if (!hasImageVariants(src)) return null;
  return IMAGE_VARIANT_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: imageSrcSet(src, format)! }));
}
