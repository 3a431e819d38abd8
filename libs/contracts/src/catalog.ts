import { z } from 'zod';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const TIER_TYPES = ['Original', 'Canvas Print', 'Print', 'Framed'] as const;
export type TierType = (typeof TIER_TYPES)[number];

export interface PricingTier {
  id: string;
  size: string;
  /** Decimal string with two decimals, e.g. "185.00". */
  price: string;
  type: string;
  stock: number;
  description: string;
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  shortDescription: string | null;
  price: string;
  categoryId: string | null;
  /** Name of the category, for display. */
  category: string | null;
  sku: string | null;
  status: ProductStatus;
  isFeatured: boolean;
  stock: number;
  images: string[];
  dimensions: string | null;
  medium: string | null;
  year: number | null;
  isOriginal: boolean;
  rarity: string | null;
  frame: string | null;
  packaging: string | null;
  authenticity: string | null;
  tags: string[];
  pricingTiers: PricingTier[];
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  slug: string;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface Tag {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
}

/** GET /api/products query: the storefront sends the category name lowercased with spaces as hyphens. */
export const productListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(/^[a-z0-9-]*$/, 'Category must contain only lowercase letters, numbers, and hyphens')
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const idSchema = z.uuid({ error: 'Not a valid id' });
