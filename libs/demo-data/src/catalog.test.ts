import { describe, expect, it } from 'vitest';
import { CANVAS_PRINT_PRICES, CATEGORIES, MAIL_CLUB_PLANS, PRESET_SIZES, PRINT_PRICES, PRODUCTS, TAGS, type DemoProduct, type PresetSize } from './index.js';

const isPreset = (size: string): size is PresetSize => (PRESET_SIZES as readonly string[]).includes(size);
const originalTier = (product: DemoProduct) => product.pricingTiers.find((tier) => tier.type === 'Original');
const inCategory = (slug: string) => PRODUCTS.filter((product) => product.categorySlug === slug);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

describe('categories and tags', () => {
  it('has Originals, Prints and Accessories with unique slugs and sort orders', () => {
    const slugs = CATEGORIES.map((category) => category.slug);
    expect(slugs).toEqual(expect.arrayContaining(['originals', 'prints', 'accessories']));
    expect(duplicates(slugs)).toEqual([]);
    expect(duplicates(CATEGORIES.map((category) => String(category.sortOrder)))).toEqual([]);
  });

  it('has about eight tags with unique slugs and names', () => {
    expect(TAGS.length).toBeGreaterThanOrEqual(8);
    expect(duplicates(TAGS.map((tag) => tag.slug))).toEqual([]);
    expect(duplicates(TAGS.map((tag) => tag.name))).toEqual([]);
    for (const tag of TAGS) expect(tag.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('products', () => {
  it('has at least 14 products, with at least two in each of Originals, Prints and Accessories', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(14);
    for (const slug of ['originals', 'prints', 'accessories']) expect(inCategory(slug).length, slug).toBeGreaterThanOrEqual(2);
  });

  it('keeps slugs, SKUs and tier keys unique', () => {
    expect(duplicates(PRODUCTS.map((product) => product.slug))).toEqual([]);
    expect(duplicates(PRODUCTS.map((product) => product.sku))).toEqual([]);
    expect(duplicates(PRODUCTS.flatMap((product) => product.pricingTiers.map((tier) => tier.key)))).toEqual([]);
    for (const product of PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9-]+$/);
      expect(product.sku).toMatch(/^(OR|SW|PR|AC)-20\d\d-\d{3}$/);
    }
  });

  it('refers only to categories and tags that exist', () => {
    const categories = new Set(CATEGORIES.map((category) => category.slug));
    const tags = new Set(TAGS.map((tag) => tag.slug));
    for (const product of PRODUCTS) {
      expect(categories.has(product.categorySlug), `${product.slug} → ${product.categorySlug}`).toBe(true);
      expect(product.tagSlugs.length).toBeGreaterThan(0);
      for (const tag of product.tagSlugs) expect(tags.has(tag), `${product.slug} → ${tag}`).toBe(true);
    }
  });

  it('is mostly active, with one draft, one archived and three or four featured', () => {
    expect(PRODUCTS.filter((product) => product.status === 'draft')).toHaveLength(1);
    expect(PRODUCTS.filter((product) => product.status === 'archived')).toHaveLength(1);
    const featured = PRODUCTS.filter((product) => product.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(4);
    for (const product of featured) expect(product.status).toBe('active');
  });

  it('fills in every descriptive field', () => {
    for (const product of PRODUCTS) {
      for (const field of ['name', 'description', 'shortDescription', 'dimensions', 'medium', 'rarity', 'frame', 'packaging', 'authenticity'] as const) {
        expect(product[field].trim(), `${product.slug}.${field}`).not.toBe('');
      }
      const sentences = product.description.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.slug).toBeLessThanOrEqual(4);
      expect(product.shortDescription.length).toBeLessThan(product.description.length);
      expect(product.year).toBeGreaterThanOrEqual(2019);
      expect(product.year).toBeLessThanOrEqual(2026);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('sells each original once: one Original tier with stock 1 or 0', () => {
    for (const product of PRODUCTS.filter((p) => p.isOriginal)) {
      const originals = product.pricingTiers.filter((tier) => tier.type === 'Original');
      expect(originals, product.slug).toHaveLength(1);
      expect([0, 1]).toContain(originals[0]!.stock);
      expect(originals[0]!.key).toBe(`${product.slug}-original`);
      expect(product.priceCents).toBe(originals[0]!.priceCents);
    }
    for (const product of PRODUCTS.filter((p) => !p.isOriginal)) expect(originalTier(product), product.slug).toBeUndefined();
  });

  it('has at least three sold-out originals, two of them with prints still available', () => {
    const soldOut = PRODUCTS.filter((product) => originalTier(product)?.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    const printsAvailable = soldOut.filter((product) => product.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 0));
    expect(printsAvailable.length).toBeGreaterThanOrEqual(2);
  });

  it('prices Print and Canvas Print tiers from the admin tables', () => {
    const tiers = PRODUCTS.flatMap((product) => product.pricingTiers);
    const printed = tiers.filter((tier) => tier.type === 'Print' || tier.type === 'Canvas Print');
    expect(printed.length).toBeGreaterThan(10);
    for (const tier of printed) {
      expect(isPreset(tier.size), `${tier.key} size ${tier.size}`).toBe(true);
      // Paper prints are signed and numbered: a limited edition that holds every print for sale; canvases are open.
      if (tier.type === 'Print') expect(tier.stock, tier.key).toBeLessThanOrEqual(tier.editionSize!);
      else expect(tier.editionSize, tier.key).toBeUndefined();
      const table = tier.type === 'Print' ? PRINT_PRICES : CANVAS_PRINT_PRICES;
      expect(tier.priceCents, tier.key).toBe(table[tier.size as PresetSize]);
    }
  });

  it('gives prints Print, Canvas Print or Framed tiers with 10 to 50 in stock', () => {
    for (const product of inCategory('prints')) {
      expect(product.pricingTiers.length, product.slug).toBeGreaterThan(0);
      for (const tier of product.pricingTiers) {
        expect(['Print', 'Canvas Print', 'Framed']).toContain(tier.type);
        expect(tier.stock).toBeGreaterThanOrEqual(10);
        expect(tier.stock).toBeLessThanOrEqual(50);
      }
      expect(product.priceCents).toBe(Math.min(...product.pricingTiers.map((tier) => tier.priceCents)));
    }
  });

  it('keeps accessories simple: at most one tier, stock on the product or its tier', () => {
    for (const product of inCategory('accessories')) {
      expect(product.pricingTiers.length).toBeLessThanOrEqual(1);
      expect(product.stockCount + (product.pricingTiers[0]?.stock ?? 0)).toBeGreaterThan(0);
      expect(product.isOriginal).toBe(false);
    }
  });

  it('keeps the stock of a product with tiers on its tiers, none on the product', () => {
    for (const product of PRODUCTS.filter((p) => p.pricingTiers.length > 0)) {
      expect(product.stockCount, product.slug).toBe(0);
    }
  });

  it('gives every tier a size, a description and a stable key', () => {
    for (const product of PRODUCTS) {
      for (const tier of product.pricingTiers) {
        expect(tier.key.startsWith(`${product.slug}-`)).toBe(true);
        expect(tier.size).toMatch(/^\d+x\d+$/);
        expect(tier.description.trim()).not.toBe('');
        expect(Number.isInteger(tier.stock) && tier.stock >= 0).toBe(true);
      }
    }
  });
});

describe('money', () => {
  it('has the admin preset tables in cents', () => {
    expect(Object.keys(PRINT_PRICES)).toEqual([...PRESET_SIZES]);
    expect(Object.keys(CANVAS_PRINT_PRICES)).toEqual([...PRESET_SIZES]);
    expect(PRINT_PRICES['16x20']).toBe(18_500);
    expect(PRINT_PRICES['48x48']).toBe(42_500);
    expect(CANVAS_PRINT_PRICES['18x24']).toBe(37_500);
    expect(CANVAS_PRINT_PRICES['36x48']).toBe(60_000);
  });

  it('is always a positive whole number of cents', () => {
    const amounts: [string, number][] = [
      ...PRODUCTS.map((product): [string, number] => [product.slug, product.priceCents]),
      ...PRODUCTS.flatMap((product) => product.pricingTiers.map((tier): [string, number] => [tier.key, tier.priceCents])),
      ...MAIL_CLUB_PLANS.map((plan): [string, number] => [plan.slug, plan.priceCents]),
      ...Object.entries(PRINT_PRICES),
      ...Object.entries(CANVAS_PRINT_PRICES),
    ];
    for (const [where, cents] of amounts) {
      expect(Number.isInteger(cents) && cents > 0, `${where}: ${cents}`).toBe(true);
    }
  });
});

describe('Mail Club plans', () => {
  it('has three active plans, one recommended, in display order', () => {
    expect(MAIL_CLUB_PLANS).toHaveLength(3);
    expect(MAIL_CLUB_PLANS.filter((plan) => plan.isRecommended)).toHaveLength(1);
    expect(duplicates(MAIL_CLUB_PLANS.map((plan) => plan.slug))).toEqual([]);
    const orders = MAIL_CLUB_PLANS.map((plan) => plan.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const plan of MAIL_CLUB_PLANS) {
      expect(plan.status).toBe('active');
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
      expect(plan.icon).not.toBe('');
    }
  });
});
