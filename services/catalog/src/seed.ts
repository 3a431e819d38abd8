import type { DataSource } from 'typeorm';
import { insertMissing } from '@artshop/persistence';
import { CATEGORIES, PRODUCTS, TAGS, imageUrl } from '@artshop/demo-data';
import { Category } from './categories/category.entity.js';
import { Tag } from './categories/tag.entity.js';
import { PricingTier } from './products/pricing-tier.entity.js';
import { Product } from './products/product.entity.js';

/**
 * Loads the demo catalogue. What already exists (by slug) is left as it is, so running it again,
 * or after the artist has edited a product, changes nothing.
 */
export async function seedCatalog(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await insertMissing(
      manager,
      Category,
      CATEGORIES.map((category) => ({ ...category })),
    );
    await insertMissing(
      manager,
      Tag,
      TAGS.map((tag) => ({ ...tag })),
    );
    const categories = new Map((await manager.find(Category)).map((category) => [category.slug, category]));
    const tags = new Map((await manager.find(Tag)).map((tag) => [tag.slug, tag]));
    const existing = new Set((await manager.find(Product, { select: { slug: true } })).map((product) => product.slug));

    for (const demo of PRODUCTS.filter((product) => !existing.has(product.slug))) {
      const { pricingTiers, tagSlugs, categorySlug, images, stockCount, ...fields } = demo;
      const product = manager.create(Product, {
        ...fields,
        stock: stockCount,
        categoryId: categories.get(categorySlug)?.id ?? null,
        images: images.map(imageUrl),
        tags: tagSlugs.map((slug) => tags.get(slug)).filter((tag): tag is Tag => tag !== undefined),
        pricingTiers: pricingTiers.map(({ key: _key, ...tier }, position) => manager.create(PricingTier, { ...tier, position })),
      });
      await manager.save(product);
    }
  });
}
