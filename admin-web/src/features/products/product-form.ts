import type { Product, ProductFormValues } from '@artshop/contracts';
import { formErrorMessages } from '../../shared/server-errors';

export type ProductTab = 'content' | 'pricing' | 'images' | 'categories';

/** Which tab holds each field, in the order the fields appear (the first error's tab is opened). */
const FIELD_TABS: ReadonlyArray<[string, ProductTab]> = [
  ['name', 'content'],
  ['slug', 'content'],
  ['shortDescription', 'content'],
  ['description', 'content'],
  ['status', 'content'],
  ['isFeatured', 'content'],
  ['dimensions', 'content'],
  ['medium', 'content'],
  ['year', 'content'],
  ['isOriginal', 'content'],
  ['rarity', 'content'],
  ['frame', 'content'],
  ['packaging', 'content'],
  ['authenticity', 'content'],
  ['price', 'pricing'],
  ['sku', 'pricing'],
  ['stock', 'pricing'],
  ['pricingTiers', 'pricing'],
  ['images', 'images'],
  ['categoryId', 'categories'],
  ['tags', 'categories'],
];

/** The first field, in form order, among the paths that have an error ('pricingTiers.1.price' counts as pricingTiers). */
export function firstErrorField(paths: readonly string[]): { path: string; tab: ProductTab } | null {
  for (const [field, tab] of FIELD_TABS) {
    const path = paths.find((candidate) => candidate === field || candidate.startsWith(`${field}.`));
    if (path) return { path, tab };
  }
  return null;
}

/** The tabs holding a field with an error, in the order of the tabs: each is marked, so a hidden error is found. */
export function errorTabs(paths: readonly string[]): ProductTab[] {
  const tabs = new Set<ProductTab>();
  for (const [field, tab] of FIELD_TABS) if (paths.some((path) => path === field || path.startsWith(`${field}.`))) tabs.add(tab);
  return (['content', 'pricing', 'images', 'categories'] as const).filter((tab) => tabs.has(tab));
}

/** Leaf paths of react-hook-form's nested errors: { pricingTiers: [ , { price } ] } → ['pricingTiers.1.price']. */
export function errorPaths(errors: object): string[] {
  return formErrorMessages(errors).map(([path]) => path);
}

/** The form's starting values: empty for a new product, the product as stored for an edit. */
export function toFormValues(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    shortDescription: product?.shortDescription ?? '',
    price: product?.price ?? '',
    sku: product?.sku ?? '',
    status: product?.status ?? 'active',
    isFeatured: product?.isFeatured ?? false,
    // With tiers, stock is theirs: the product's own stays 0 (the server refuses more).
    stock: product?.pricingTiers.length ? '0' : String(product?.stock ?? 0),
    images: product?.images ?? [],
    dimensions: product?.dimensions ?? '',
    medium: product?.medium ?? '',
    year: product?.year == null ? '' : String(product.year),
    isOriginal: product?.isOriginal ?? false,
    rarity: product?.rarity ?? '',
    frame: product?.frame ?? '',
    packaging: product?.packaging ?? '',
    authenticity: product?.authenticity ?? '',
    categoryId: product?.categoryId ?? '',
    tags: product?.tags ?? [],
    pricingTiers: (product?.pricingTiers ?? []).map(({ id, size, price, type, stock, description, editionSize, lowStockThreshold }) => ({
      id,
      size,
      price,
      type,
      stock: String(stock),
      description,
      editionSize: editionSize === null ? '' : String(editionSize),
      lowStockThreshold: lowStockThreshold == null ? '' : String(lowStockThreshold),
    })),
  };
}
