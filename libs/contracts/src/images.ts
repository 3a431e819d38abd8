/**
 * Responsive image variants. Every image the shop stores itself (served under /objects/) has, next
 * to the original, one file per width and format: /objects/uploads/ab12.webp →
 * /objects/uploads/ab12@400w.avif, …@400w.webp, …@800w.avif and so on. The content service writes
 * them once (at upload, at seed); the storefront builds srcset from the same names. Images linked
 * from elsewhere (https://…) have no variants and are shown as they are.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

const STORED_IMAGE = /^(\/objects\/[^?#@]+)\.(webp|avif|png|jpe?g|gif)$/i;

/** True for an image the shop stores, which therefore has variants. */
export function hasImageVariants(url: string | null | undefined): url is string {
  return !!url && STORED_IMAGE.test(url);
}

/** The address of one variant of a stored image; null for an image linked from elsewhere. */
export function imageVariantUrl(url: string, width: ImageVariantWidth, format: ImageVariantFormat): string | null {
  const match = STORED_IMAGE.exec(url);
  return match ? `${match[1]}@${width}w.${format}` : null;
}

/** `srcset` for one format: "…@400w.avif 400w, …@800w.avif 800w, …". Null when there are no variants. */
export function imageSrcSet(url: string | null | undefined, format: ImageVariantFormat): string | null {
  if (!hasImageVariants(url)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}

/**
 * `sizes` of the storefront's largest pictures. The gateway preloads these pictures in the page it
 * sends, naming the same candidates and sizes, so the browser fetches the very file the app shows.
 */
export const IMAGE_SIZES = {
  /** The home page's hero. */
  homeHero: '(min-width: 1280px) 600px, (min-width: 1024px) 45vw, (min-width: 448px) 448px, 100vw',
  /** The product page's main picture. */
  productMain: '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw',
  /** A product card in a one-column grid on phones (home's featured works, favorites), up to three on wide screens. */
  productCard: '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw',
  /** A product card in the shop screens' grid: two columns on phones, up to four on wide screens. */
  shopCard: '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 50vw',
} as const;

// ── What a product's picture may be ─────────────────────────────────────────────────────────────

/** The longest image address taken (a signed CDN link fits). */
export const IMAGE_ADDRESS_MAX = 2_000;

export const IMAGE_ADDRESS_MESSAGE = 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://';
export const INVALID_IMAGE_ADDRESS_MESSAGE = 'This image address is not a valid web address';

const SHOP_IMAGE = /^\/objects\/\S+$/;
const WEB_IMAGE = /^https:\/\/\S+$/i;

/** An image the shop stores and serves itself (/objects/…), as opposed to one linked from the web. */
export function isShopImage(url: string): boolean {
  return SHOP_IMAGE.test(url);
}

/**
 * The one rule for a product's picture, used by the product schema, 'Add image by URL' and 'Analyze
 * with AI', so that whatever a product holds can also be added by address and analysed: an image the
 * shop stores (/objects/…) or an https address. Not http://: an https shop page would not show it
 * (mixed content); not other paths of the site: those are pages, not pictures. Null when it may be
 * one, else why not, for a person.
 */
export function imageAddressProblem(url: string): string | null {
  if (url.length > IMAGE_ADDRESS_MAX) return `The image address is too long (at most ${IMAGE_ADDRESS_MAX} characters)`;
  if (isShopImage(url)) return null;
  if (!/^https:\/\//i.test(url)) return IMAGE_ADDRESS_MESSAGE;
  if (!WEB_IMAGE.test(url)) return INVALID_IMAGE_ADDRESS_MESSAGE;
  try {
    return new URL(url).hostname ? null : INVALID_IMAGE_ADDRESS_MESSAGE;
  } catch {
    return INVALID_IMAGE_ADDRESS_MESSAGE;
  }
}
