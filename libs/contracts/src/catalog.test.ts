import { describe, expect, it } from 'vitest';
import { cartAddSchema, cartQuantitySchema } from './cart.js';
import { categoryInputSchema, categoryReorderSchema, pricingTierInputSchema, productInputSchema, slugify, tagInputSchema } from './catalog.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

const tier = { size: '36x48', price: '1200', type: 'Original', stock: 1, description: 'The painting' };
const product = { name: 'Ember Field', slug: 'ember-field', price: '1200' };

describe('slugify', () => {
  it('lowercases, drops other characters, and turns whitespace runs into one dash', () => {
    expect(slugify('Small Works')).toBe('small-works');
    expect(slugify('Art & Soul:  Blue   Hour')).toBe('art-soul-blue-hour');
    expect(slugify('Pre-War Études 2024')).toBe('pre-war-tudes-2024');
    expect(slugify('  Gold  ')).toBe('gold');
    expect(slugify('!!!')).toBe('');
  });
});

describe('product', () => {
  it('fills the defaults and normalises what a form sends', () => {
    expect(productInputSchema.parse({ ...product, sku: '', stock: '3', year: '', price: 1200.5 })).toMatchObject({
      price: '1200.50',
      sku: undefined,
      stock: 3,
      year: null,
      status: 'active',
      images: [],
      tags: [],
      pricingTiers: [],
      isFeatured: false,
      isOriginal: false,
      description: null,
      categoryId: null,
    });
  });

  it('says what is wrong with the messages the forms show', () => {
    expect(firstMessage(productInputSchema.safeParse({ ...product, name: ' ' }))).toBe('Name is required');
    expect(firstMessage(productInputSchema.safeParse({ ...product, slug: '' }))).toBe('Slug is required');
    expect(firstMessage(productInputSchema.safeParse({ ...product, slug: 'Ember Field' }))).toBe(
      'Slug must contain only lowercase letters, numbers, and hyphens',
    );
    expect(firstMessage(productInputSchema.safeParse({ ...product, price: '-1' }))).toBe('Price must be a number of 0 or more');
    expect(firstMessage(productInputSchema.safeParse({ ...product, price: '1.005' }))).toBe('Price can have at most two decimals');
    expect(firstMessage(productInputSchema.safeParse({ ...product, stock: 1.5 }))).toBe('Stock must be a whole number of 0 or more');
    expect(firstMessage(productInputSchema.safeParse({ ...product, year: 1899 }))).toBe('Year must be between 1900 and 2100');
    expect(firstMessage(productInputSchema.safeParse({ ...product, status: 'sold' }))).toBe('Status must be active, draft or archived');
    expect(productInputSchema.parse({ ...product, price: '0' }).price).toBe('0.00');
    expect(firstMessage(productInputSchema.safeParse({ ...product, images: ['http://images.example.com/a.jpg'] }))).toBe(
      'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
    );
    expect(productInputSchema.parse({ ...product, images: [' /objects/uploads/ab12.jpg ', 'https://images.example.com/a.jpg'] }).images).toEqual([
      '/objects/uploads/ab12.jpg',
      'https://images.example.com/a.jpg',
    ]);
  });
});

describe('pricing tier', () => {
  it('has a message for each field', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ size: '' }, 'Size is required'],
      [{ price: '0' }, 'Price must be greater than 0'],
      [{ price: 'free' }, 'Price must be greater than 0'],
      [{ type: '' }, 'Type is required'],
      [{ stock: -1 }, 'Stock must be 0 or greater'],
      [{ description: '  ' }, 'Description is required'],
      [{ type: 'Sculpture' }, 'Type must be Original, Canvas Print, Print or Framed'],
      [{ type: 'Print', editionSize: '0' }, 'Edition size must be a whole number from 1 to 10,000, or empty for an open edition'],
      [{ type: 'Print', editionSize: '10001' }, 'Edition size must be a whole number from 1 to 10,000, or empty for an open edition'],
      [{ type: 'Print', editionSize: '2.5' }, 'Edition size must be a whole number from 1 to 10,000, or empty for an open edition'],
      [{ type: 'Original', editionSize: '3' }, 'An original is one of one: leave the edition size empty'],
      [{ type: 'Print', stock: 30, editionSize: '25' }, 'Stock cannot be more than the edition size'],
    ];
    for (const [change, message] of cases) expect(firstMessage(pricingTierInputSchema.safeParse({ ...tier, ...change }))).toBe(message);
    expect(pricingTierInputSchema.parse({ ...tier, type: 'canvas print', id: null })).toEqual({
      ...tier,
      price: '1200.00',
      type: 'Canvas Print',
      id: undefined,
      editionSize: null,
      lowStockThreshold: null,
    });
    // A limited edition as the form sends it; empty is an open edition.
    expect(pricingTierInputSchema.parse({ ...tier, type: 'Print', editionSize: '25' }).editionSize).toBe(25);
    expect(pricingTierInputSchema.parse({ ...tier, type: 'Print', editionSize: '' }).editionSize).toBeNull();
  });
});

describe('category and tag', () => {
  it('require a name and make a blank slug from it', () => {
    expect(firstMessage(categoryInputSchema.safeParse({ name: '' }))).toBe('Name is required');
    expect(categoryInputSchema.parse({ name: 'Small Works', slug: '' })).toMatchObject({ slug: 'small-works', isActive: true, isFeatured: false });
    expect(categoryInputSchema.parse({ name: 'Small Works', slug: 'minis' }).slug).toBe('minis');
    expect(firstMessage(categoryInputSchema.safeParse({ name: '???' }))).toBe('Slug is required');
    expect(firstMessage(tagInputSchema.safeParse({ name: 'Gold', slug: 'Gold!' }))).toBe('Slug must contain only lowercase letters, numbers, and hyphens');
    expect(tagInputSchema.parse({ name: 'Warm Tones' })).toEqual({ name: 'Warm Tones', slug: 'warm-tones' });
  });

  it('reorders with each category once', () => {
    const id = '5b8f6f0e-8a51-4c1e-9a39-1f3a0f7c2d11';
    expect(firstMessage(categoryReorderSchema.safeParse({ categoryIds: [id, id] }))).toBe('Each category can appear only once');
  });
});

describe('cart', () => {
  it('reads only product, tier and quantity, and keeps the quantity at 1 or more', () => {
    const productId = '5b8f6f0e-8a51-4c1e-9a39-1f3a0f7c2d11';
    expect(cartAddSchema.parse({ productId, productName: 'Free art', price: '0.01', tierId: '' })).toEqual({ productId, tierId: null, quantity: 1 });
    expect(firstMessage(cartQuantitySchema.safeParse({ quantity: 0 }))).toBe('Quantity must be at least 1');
    expect(firstMessage(cartQuantitySchema.safeParse({}))).toBe('Quantity must be at least 1');
  });
});
