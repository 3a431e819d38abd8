import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CANVAS_PRINT_PRICES, CATEGORIES, MAIL_CLUB_PLANS, PRINT_PRICES, PRODUCTS, ROOM_BACKGROUNDS, TAGS, allDemoImages, renderSvg, renderWebp } from './index.js';

const unique = (values: string[]) => new Set(values).size === values.length;
const originalTier = (product: (typeof PRODUCTS)[number]) => product.pricingTiers.find((tier) => tier.type === 'Original');

describe('the demo shop', () => {
  it('has at least 12 products over Originals, Prints and Accessories, two or more in each', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(12);
    for (const slug of ['originals', 'prints', 'accessories']) {
      expect(PRODUCTS.filter((product) => product.categorySlug === slug).length, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps slugs, SKUs and tier keys unique and every reference resolvable', () => {
    expect(unique(PRODUCTS.map((product) => product.slug))).toBe(true);
    expect(unique(PRODUCTS.map((product) => product.sku))).toBe(true);
    expect(unique(PRODUCTS.flatMap((product) => product.pricingTiers.map((tier) => tier.key)))).toBe(true);
    const categories = new Set(CATEGORIES.map((category) => category.slug));
    const tags = new Set(TAGS.map((tag) => tag.slug));
    for (const product of PRODUCTS) {
      expect(categories.has(product.categorySlug), product.slug).toBe(true);
      for (const tag of product.tagSlugs) expect(tags.has(tag), `${product.slug} tag ${tag}`).toBe(true);
    }
  });

  it('has sold-out originals, some of which still sell prints', () => {
    const soldOut = PRODUCTS.filter((product) => originalTier(product)?.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    const withPrints = soldOut.filter((product) => product.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 0));
    expect(withPrints.length).toBeGreaterThanOrEqual(2);
  });

  it('prices prints and canvas prints from the admin’s size tables, in whole positive cents', () => {
    for (const tier of PRODUCTS.flatMap((product) => product.pricingTiers)) {
      expect(Number.isInteger(tier.priceCents) && tier.priceCents > 0, tier.key).toBe(true);
      if (tier.type === 'Print') expect(tier.priceCents, tier.key).toBe(PRINT_PRICES[tier.size as keyof typeof PRINT_PRICES]);
      if (tier.type === 'Canvas Print') expect(tier.priceCents, tier.key).toBe(CANVAS_PRINT_PRICES[tier.size as keyof typeof CANVAS_PRINT_PRICES]);
    }
    expect(PRINT_PRICES['16x20']).toBe(18_500);
    expect(CANVAS_PRINT_PRICES['48x48']).toBe(65_000);
    for (const plan of MAIL_CLUB_PLANS) expect(Number.isInteger(plan.priceCents) && plan.priceCents > 0, plan.slug).toBe(true);
  });

  it('has exactly one default room', () => {
    expect(ROOM_BACKGROUNDS.filter((room) => room.isDefault)).toHaveLength(1);
  });

  it('lists every referenced product image once among the images to draw', () => {
    const keys = allDemoImages().map((image) => image.key);
    expect(unique(keys)).toBe(true);
    for (const key of PRODUCTS.flatMap((product) => product.images)) expect(keys, key).toContain(key);
  });
});

describe('the artwork generator', () => {
  const [first, second] = allDemoImages().filter((image) => image.kind === 'artwork');

  it('draws the same picture for the same seed and a different one for another', () => {
    expect(renderSvg(first!)).toBe(renderSvg(first!));
    expect(renderSvg(first!)).not.toBe(renderSvg(second!));
  });

  it('renders a real WebP at the requested width', async () => {
    const webp = await renderWebp(first!, 320);
    const metadata = await sharp(webp).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(320);
  });
});
