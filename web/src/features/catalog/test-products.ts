import type { PricingTier, Product } from '@artshop/contracts';

/** Builders for the storefront's unit tests: a product as GET /api/products answers it. */
let tierCount = 0;
export function tier(type: string, price: string, stock: number, size = '18x24'): PricingTier {
  return {
    id: `tier-${++tierCount}`,
    type,
    price,
    stock,
    size,
    description: `${type} ${size}`,
    editionSize: null,
    lowStockThreshold: null,
    reservedUntil: null,
  };
}

export function product(fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    slug: fields.id,
    description: null,
    shortDescription: null,
    price: '100.00',
    categoryId: null,
    category: null,
    sku: null,
    status: 'active',
    isFeatured: false,
    stock: 1,
    images: [],
    dimensions: null,
    medium: null,
    year: null,
    isOriginal: false,
    rarity: null,
    frame: null,
    packaging: null,
    authenticity: null,
    tags: [],
    pricingTiers: [],
    reservedUntil: null,
    drop: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
