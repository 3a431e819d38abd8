import { describe, expect, it } from 'vitest';
import type { PricingTier, Product } from '@artshop/contracts';
import { headTags, jsonForScript, productStructuredData, summary } from './page-meta.js';

describe('page tags', () => {
  it('JSON for a script block reads back the same, with no way to close the script or open a comment', () => {
    const value = { name: 'a </script><!-- & > \u2028 b' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes every value in titles and attributes', () => {
    const tags = headTags({ title: '<b>"Tide" & \'Salt\'</b>', description: '"quoted"', type: 'website', siteName: 'A & B', twitterCard: 'summary' });
    expect(tags).toContain('<title>&lt;b&gt;&quot;Tide&quot; &amp; &#39;Salt&#39;&lt;/b&gt;</title>');
    expect(tags).toContain('<meta name="description" content="&quot;quoted&quot;" />');
    expect(tags).toContain('<meta property="og:site_name" content="A &amp; B" />');
    // No address: not to be indexed.
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('og:url');
  });

  it('preloads a stored picture as its AVIF variants with the sizes the app uses, any other as it is', () => {
    const meta = { title: 'T', description: 'D', type: 'product', siteName: 'S', twitterCard: 'summary' } as const;
    const stored = headTags({ ...meta, preloadImage: { src: '/objects/uploads/a1.webp', sizes: '100vw' } });
    expect(stored).toContain(
      '<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/objects/uploads/a1@400w.avif 400w, /objects/uploads/a1@800w.avif 800w, /objects/uploads/a1@1200w.avif 1200w" imagesizes="100vw" />',
    );
    const linked = headTags({ ...meta, preloadImage: { src: 'https://cdn.example/a.jpg?x=1&y=2', sizes: '100vw' } });
    expect(linked).toContain('<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example/a.jpg?x=1&amp;y=2" />');
  });

  it('leaves out every Open Graph and Twitter tag when the artist turned Social sharing off, keeping the title and description', () => {
    const meta = { title: 'Tide', description: 'D', type: 'website', siteName: 'S', twitterCard: 'summary', image: 'https://shop.example/og.webp' } as const;
    expect(headTags(meta)).toContain('<meta property="og:image" content="https://shop.example/og.webp" />');
    expect(headTags(meta)).toContain('<meta name="twitter:card" content="summary" />');
    const off = headTags({ ...meta, sharePreview: false });
    expect(off).not.toMatch(/og:|twitter:/);
    expect(off).toContain('<title>Tide</title>');
    expect(off).toContain('<meta name="description" content="D" />');
  });

  it('summarises a long description at a word, on one line', () => {
    expect(summary('  Layered   acrylic\nand sand. ')).toBe('Layered acrylic and sand.');
    const long = summary(`${'word '.repeat(60)}end`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^word( word)*…$/);
  });

  it('offers an original another buyer is paying for as Reserved, a paid one as out of stock, and its prints as in stock', () => {
    const tier = (type: string, stock: number, reservedUntil: string | null = null): PricingTier => ({
      id: type,
      size: '36x48',
      price: type === 'Original' ? '2400.00' : '225.00',
      type,
      stock,
      description: '',
      editionSize: null,
      lowStockThreshold: null,
      reservedUntil,
    });
    const painting = (original: PricingTier) =>
      ({
        name: 'Blue Hour',
        description: null,
        shortDescription: null,
        sku: null,
        category: null,
        price: '2400.00',
        stock: 0,
        isOriginal: true,
        reservedUntil: null,
        pricingTiers: [original, tier('Print', 5)],
      }) as unknown as Product;
    const offers = (product: Product) =>
      (
        productStructuredData(product, { url: 'https://shop.example/product/1', images: [], artistName: 'Mara', currency: 'USD' }) as {
          offers: { offers: Array<{ availability: string }> };
        }
      ).offers.offers.map((offer) => offer.availability);
    expect(offers(painting(tier('Original', 0, '2026-11-27T18:42:00.000Z')))).toEqual(['https://schema.org/Reserved', 'https://schema.org/InStock']);
    expect(offers(painting(tier('Original', 0)))).toEqual(['https://schema.org/OutOfStock', 'https://schema.org/InStock']);
  });
});
