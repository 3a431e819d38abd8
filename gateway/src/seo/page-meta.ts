import { hasImageVariants, imageSrcSet, productAvailability, tierKind, type Currency, type PricingTier, type Product } from '@artshop/contracts';

/** What a shared page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of the page; none for a page that should not be indexed (a missing product). */
  url?: string;
  type: 'website' | 'product';
  /** Absolute address of the preview picture. */
  image?: string;
  imageAlt?: string;
  siteName: string;
  twitterCard: string;
  /** False when the artist turned Social sharing off: no Open Graph or Twitter card, so shared links show no preview. */
  sharePreview?: boolean;
  /** schema.org data (JSON-LD), for product pages. */
  structuredData?: object;
  /** The page's largest picture, fetched while the app's scripts load rather than after they run. */
  preloadImage?: PreloadImage;
  /** The headings' font file (the theme's, latin letters), fetched before the stylesheet names it. */
  preloadFont?: string;
  /** The theme's favicon (a path of the shop or a web address); none keeps the built page's own. */
  icon?: string;
}

/** An image as the app will show it: its address and the `sizes` of its <picture> (IMAGE_SIZES). */
export interface PreloadImage {
  src: string;
  sizes: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON inside <script type="application/ld+json">: '<' (so no '</script>' or '<!--' can end it), '>'
 * and '&' as \u escapes, which JSON reads back as the same characters; U+2028/2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The <head> tags of one page: title, description, canonical link, Open Graph, Twitter card, preloads, JSON-LD. */
export function headTags(meta: PageMeta): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const property = (name: string, content: string) => tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  named('description', meta.description);
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  else named('robots', 'noindex');
  if (meta.sharePreview !== false) shareTags(meta, named, property);
  if (meta.preloadImage) tags.push(preloadLink(meta.preloadImage));
  // Fonts are always fetched in CORS mode: without crossorigin the preload would not be used. Low
  // priority: asked for at once, it still arrives before the app renders its headings, without taking
  // a phone's bandwidth from the page's largest picture and the app's scripts.
  if (meta.preloadFont) tags.push(`<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(meta.preloadFont)}" crossorigin fetchpriority="low" />`);
  if (meta.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`);
  return tags.join('\n    ');
}

/** The Open Graph and Twitter card tags: what a shared link's preview shows. */
function shareTags(meta: PageMeta, named: (name: string, content: string) => void, property: (name: string, content: string) => void): void {
  property('og:site_name', meta.siteName);
  property('og:type', meta.type);
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (meta.url) property('og:url', meta.url);
  if (meta.image) {
    property('og:image', meta.image);
    if (meta.imageAlt) property('og:image:alt', meta.imageAlt);
  }
  named('twitter:card', meta.twitterCard);
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  if (meta.image) {
    named('twitter:image', meta.image);
    if (meta.imageAlt) named('twitter:image:alt', meta.imageAlt);
  }
}

/**
 * A stored image is offered by the app as a <picture> whose first source is AVIF at every variant
 * width: the preload names the same candidates and sizes, so the browser picks the same file (and
 * skips the preload where AVIF is not supported). Any other image is shown, and preloaded, as it is.
 */
function preloadLink({ src, sizes }: PreloadImage): string {
  const candidates = hasImageVariants(src)
    ? `type="image/avif" imagesrcset="${escapeHtml(imageSrcSet(src, 'avif')!)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${candidates} />`;
}

/** Text for a description: whitespace collapsed, cut at a word near `max` characters. */
export function summary(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
/** Held for a buyer who is paying: not sold, not to be bought now. */
const RESERVED = 'https://schema.org/Reserved';

/**
 * schema.org Product for a product page: one Offer per way to buy it (each pricing tier, or the
 * product itself when it has none), gathered in an AggregateOffer when there are several. The
 * Original's offer is out of stock exactly when the storefront shows it Sold, and reserved when it
 * shows it Reserved (the shared rule).
 */
export function productStructuredData(product: Product, context: { url: string; images: string[]; artistName: string; currency: Currency }): object {
  const { sold, reservedUntil } = productAvailability(product);
  const originalAvailability = sold ? OUT_OF_STOCK : reservedUntil ? RESERVED : IN_STOCK;
  const offer = (price: string, availability: string, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price,
    priceCurrency: context.currency,
    availability,
    url: context.url,
  });
  const stocked = (stock: number) => (stock > 0 ? IN_STOCK : OUT_OF_STOCK);
  const tierOffer = (tier: PricingTier) =>
    offer(tier.price, tierKind(tier.type) === 'original' ? originalAvailability : stocked(tier.stock), [tier.type, tier.size].filter(Boolean).join(' '));

  const offers =
    product.pricingTiers.length > 0
      ? product.pricingTiers.map(tierOffer)
      : [offer(product.price, originalAvailability === IN_STOCK ? stocked(product.stock) : originalAvailability)];
  const prices = offers.map((one) => Number(one.price));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description || product.shortDescription ? { description: product.description || product.shortDescription } : {}),
    ...(context.images.length > 0 ? { image: context.images } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.category ? { category: product.category } : {}),
    url: context.url,
    brand: { '@type': 'Brand', name: context.artistName },
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: context.currency,
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: offers.length,
            availability: offers.some((one) => one.availability === IN_STOCK) ? IN_STOCK : OUT_OF_STOCK,
            offers,
          },
  };
}
