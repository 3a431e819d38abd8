import { describe, expect, it } from 'vitest';
import { productInputSchema, type Product } from '@artshop/contracts';
import { errorPaths, errorTabs, firstErrorField, toFormValues } from './product-form';

describe('the tab of the first error', () => {
  it('lists the leaf paths of nested form errors', () => {
    const errors = { name: { message: 'Name is required', ref: {} }, pricingTiers: [undefined, { price: { message: 'Price must be greater than 0' } }] };
    expect(errorPaths(errors)).toEqual(['name', 'pricingTiers.1.price']);
  });

  it('takes the first field in the order of the form, not of the errors', () => {
    expect(firstErrorField(['tags', 'pricingTiers.0.size', 'slug'])).toEqual({ path: 'slug', tab: 'content' });
    expect(firstErrorField(['images.2', 'pricingTiers.1.price'])).toEqual({ path: 'pricingTiers.1.price', tab: 'pricing' });
    expect(firstErrorField(['categoryId'])).toEqual({ path: 'categoryId', tab: 'categories' });
    expect(firstErrorField(['images'])).toEqual({ path: 'images', tab: 'images' });
    expect(firstErrorField(['_'])).toBeNull();
  });

  it('marks every tab that holds an error, in the order of the tabs', () => {
    expect(errorTabs(['categoryId', 'pricingTiers.1.price', 'slug'])).toEqual(['content', 'pricing', 'categories']);
    expect(errorTabs(['images'])).toEqual(['images']);
    expect(errorTabs([])).toEqual([]);
  });
});

describe('the form values of a product', () => {
  it('start empty and fail only on what the admin must give', () => {
    const result = productInputSchema.safeParse(toFormValues(null));
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['name', 'slug', 'price']));
  });

  it('send a stored product back unchanged', () => {
    const product: Product = {
      id: '0b9f6c1e-34a5-4a53-9d4a-8f1f3f3f2c10',
      name: 'Ember Field',
      slug: 'ember-field',
      description: 'Warm light.',
      shortDescription: null,
      price: '1200.00',
      categoryId: '5c2a4f7e-0a7b-4a3e-8a7d-0d6d3b8b9e21',
      category: 'Originals',
      sku: null,
      status: 'draft',
      isFeatured: true,
      stock: 0,
      images: ['/objects/demo/products/ember-field-1.webp'],
      dimensions: '36 x 48 in',
      medium: 'Oil',
      year: 2024,
      isOriginal: true,
      rarity: null,
      frame: null,
      packaging: null,
      authenticity: null,
      tags: ['a1c7e0f4-6d2b-4a7e-9d5c-1f2e3d4c5b6a'],
      pricingTiers: [
        {
          id: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
          size: '36x48',
          price: '1200.00',
          type: 'Original',
          stock: 1,
          description: 'The painting',
          editionSize: null,
          lowStockThreshold: 2,
          reservedUntil: null,
        },
      ],
      reservedUntil: null,
      drop: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(productInputSchema.parse(toFormValues(product))).toEqual({
      name: 'Ember Field',
      slug: 'ember-field',
      description: 'Warm light.',
      shortDescription: null,
      price: '1200.00',
      categoryId: product.categoryId,
      sku: undefined,
      status: 'draft',
      isFeatured: true,
      stock: 0,
      images: product.images,
      dimensions: '36 x 48 in',
      medium: 'Oil',
      year: 2024,
      isOriginal: true,
      rarity: null,
      frame: null,
      packaging: null,
      authenticity: null,
      tags: product.tags,
      // Everything the admin set; not when the shop last saw a tier held for a buyer.
      pricingTiers: product.pricingTiers.map(({ id, size, price, type, stock, description, editionSize, lowStockThreshold }) => ({
        id,
        size,
        price,
        type,
        stock,
        description,
        editionSize,
        lowStockThreshold,
      })),
    });
    // With tiers the stock is theirs: a count of the product's own from before is not sent back.
    expect(toFormValues({ ...product, stock: 3 }).stock).toBe('0');
    expect(toFormValues({ ...product, stock: 3, pricingTiers: [] }).stock).toBe('3');
  });
});
