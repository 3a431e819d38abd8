import { z } from 'zod';
import { booleanField, imageAddressSchema, moneyText, optionalId, optionalText, requiredText, tooLong, wholeNumber } from './fields.js';
import type { ProductDrop } from './drops.js';
import { PRODUCT_STATUSES, TIER_TYPES, type ProductStatus } from './catalog-words.js';

export { PRODUCT_STATUSES, TIER_TYPES, type ProductStatus, type TierType } from './catalog-words.js';

export interface PricingTier {
  id: string;
  size: string;
  /** Decimal string with two decimals, e.g. "185.00". */
  price: string;
  type: string;
  stock: number;
  description: string;
  /** A limited edition of this many prints (each numbered on its certificate); null: an open edition, or an original. */
  editionSize: number | null;
  /** The artist is mailed when a sale leaves this many or fewer; null: only when it sells out. In the admin's reads only (the artist's own business). */
  lowStockThreshold?: number | null;
  /**
   * With no stock left while another buyer pays for the last of it: when their hold ends (ISO time),
   * and what they have not paid for comes back on sale. Null otherwise (in stock, or sold).
   */
  reservedUntil: string | null;
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
  /** The product's own stock (without tiers) held for another buyer: as PricingTier.reservedUntil. */
  reservedUntil: string | null;
  /** The drop that still holds it back (not yet released), as its page shows it ("Coming …"); null: none. */
  drop: ProductDrop | null;
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

// ── Paged product lists: the shop screens, the home page and the admin's Product Listings ──────────

/** 'featured' is the artist's shop order (the back office's Shop order), and the default. */
export const PRODUCT_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The badges' rule (productAvailability): 'sold' counts the sold originals whose prints are available too. */
export const PRODUCT_AVAILABILITIES = ['available', 'sold', 'prints-available'] as const;
export type ProductAvailabilityFilter = (typeof PRODUCT_AVAILABILITIES)[number];

export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;

const slugFilter = (label: string) =>
  z
    .string({ error: `The ${label} must be text` })
    .trim()
    .toLowerCase()
    .max(100, `The ${label} is too long (at most 100 characters)`)
    .regex(/^[a-z0-9-]*$/, `The ${label} must contain only lowercase letters, numbers, and hyphens`)
    .optional()
    .transform((value) => value || undefined);

const wholeDollars = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    wholeNumber(`The ${label} price must be a whole number of dollars, 0 or more`, 0, 10_000_000).optional(),
  );

const enumFilter = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(options, { error: `The ${label} must be one of ${options.join(', ')}` }).optional());

/**
 * GET /api/products/page?q=&category=&type=&min=&max=&availability=&featured=&status=&sort=&page=&pageSize=:
 * one page of products, filtered, searched and sorted by the server. Visitors get active products
 * only whatever `status` says; the admin gets every status unless `status` narrows it. Ties of the
 * sort are broken by id, so paging never shows a product twice or skips one.
 */
export const productPageQuerySchema = z
  .object({
    q: z
      .string({ error: 'The search must be text' })
      .trim()
      .max(200, 'The search is too long (at most 200 characters)')
      .optional()
      .transform((value) => value || undefined),
    /** A category slug; 'prints' is the Prints screen's rule (everything sold as a print). */
    category: slugFilter('category'),
    /** A pricing tier type in address form: 'original', 'print', 'canvas-print', 'framed'. */
    type: slugFilter('type'),
    min: wholeDollars('lowest'),
    max: wholeDollars('highest'),
    availability: enumFilter('availability', PRODUCT_AVAILABILITIES),
    featured: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false'], { error: 'Featured must be true or false' }).optional()),
    status: enumFilter('status', PRODUCT_STATUSES),
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PRODUCT_SORTS, { error: `The sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('featured'),
    ),
    page: wholeNumber('The page must be a whole number from 1 to 10000', 1, 10_000).default(1),
    pageSize: wholeNumber(`The page size must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`, 1, MAX_PRODUCT_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
  })
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'The lowest price must not be above the highest',
    path: ['min'],
  });
export type ProductPageQuery = z.output<typeof productPageQuerySchema>;

export interface ProductPage {
  products: Product[];
  /** Products matching every filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  /** Whole dollars around the card prices of the products matching every filter but the price; null when none has one. */
  priceRange: { min: number; max: number } | null;
}

// ── Writing the catalog: shared by the server and the admin forms ──────────────────────────────────

export const NAME_REQUIRED_MESSAGE = 'Name is required';
export const SLUG_REQUIRED_MESSAGE = 'Slug is required';
export const SLUG_FORMAT_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';

/**
 * The admin's slug rule for a blank slug: lowercase, drop every character other than a-z, 0-9,
 * whitespace and dash, then whitespace runs become one dash. Ends are trimmed first, so
 * 'Small Works ' gives 'small-works' rather than 'small-works-'.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const SLUG_MAX = 100;

const requiredSlug = z
  .string({ error: SLUG_REQUIRED_MESSAGE })
  .trim()
  .min(1, SLUG_REQUIRED_MESSAGE)
  .max(SLUG_MAX, tooLong('Slug', SLUG_MAX))
  .regex(/^[a-z0-9-]+$/, SLUG_FORMAT_MESSAGE);

/** A slug that may be left blank (categories, tags): it is then made from the name. */
export const blankableSlug = z
  .string({ error: SLUG_FORMAT_MESSAGE })
  .trim()
  .max(SLUG_MAX, tooLong('Slug', SLUG_MAX))
  .regex(/^[a-z0-9-]*$/, SLUG_FORMAT_MESSAGE)
  .nullish()
  .transform((slug) => slug ?? '');

/** Fills a blank slug from the name; a name with no letters or digits leaves nothing to make one from. */
export function withSlug<T extends { name: string; slug: string }>(value: T, context: z.core.$RefinementCtx<T>): T {
  const slug = value.slug || slugify(value.name);
  if (!slug) {
    context.addIssue({ code: 'custom', message: SLUG_REQUIRED_MESSAGE, path: ['slug'] });
    return z.NEVER;
  }
  return { ...value, slug };
}

export const TIER_TYPE_MESSAGE = `Type must be ${TIER_TYPES.slice(0, -1).join(', ')} or ${TIER_TYPES.at(-1)}`;

export const MAX_EDITION_SIZE = 10_000;
export const LOW_STOCK_THRESHOLD_MESSAGE = 'Low-stock alert must be a whole number, 0 or more, or empty for no alert';
export const EDITION_SIZE_MESSAGE = `Edition size must be a whole number from 1 to ${MAX_EDITION_SIZE.toLocaleString('en-US')}, or empty for an open edition`;

/** One pricing tier as the Pricing tab sends it; an id keeps an existing tier (and the cart lines that point at it). */
export const pricingTierInputSchema = z
  .object({
    id: optionalId('Not a valid pricing tier id').transform((id) => id ?? undefined),
    size: requiredText('Size', 50, 'Size is required'),
    price: moneyText('Price', 'Price must be greater than 0', { positive: true }),
    // Compared case-insensitively, stored as the admin's option ('print' → 'Print').
    type: z
      .string({ error: 'Type is required' })
      .trim()
      .min(1, 'Type is required')
      .transform((type) => TIER_TYPES.find((option) => option.toLowerCase() === type.toLowerCase()) ?? type)
      .pipe(z.enum(TIER_TYPES, { error: TIER_TYPE_MESSAGE })),
    stock: wholeNumber('Stock must be 0 or greater', 0, 1_000_000, 'Stock is too large'),
    description: requiredText('Description', 2_000, 'Description is required'),
    /** Empty: an open edition. An original is one of one and has none. */
    editionSize: z
      .preprocess((value) => (value === '' ? null : value), wholeNumber(EDITION_SIZE_MESSAGE, 1, MAX_EDITION_SIZE).nullable())
      .optional()
      .transform((size) => size ?? null),
    /** Empty: no low-stock alert (the artist still hears when it sells out). */
    lowStockThreshold: z
      .preprocess((value) => (value === '' ? null : value), wholeNumber(LOW_STOCK_THRESHOLD_MESSAGE, 0, 1_000_000).nullable())
      .optional()
      .transform((threshold) => threshold ?? null),
  })
  .superRefine((tier, context) => {
    if (tier.editionSize === null) return;
    if (tier.type === 'Original')
      context.addIssue({ code: 'custom', path: ['editionSize'], message: 'An original is one of one: leave the edition size empty' });
    else if (tier.stock > tier.editionSize) context.addIssue({ code: 'custom', path: ['stock'], message: 'Stock cannot be more than the edition size' });
  });
export type PricingTierInput = z.output<typeof pricingTierInputSchema>;
export type PricingTierFormValues = z.input<typeof pricingTierInputSchema>;

const YEAR_MESSAGE = 'Year must be between 1900 and 2100';

/**
 * POST /api/products and PUT /api/products/{id}. Price is a decimal string ('185.00'); an empty
 * sku means none; images, tags and pricing tiers default to empty lists. Keys it does not know
 * (id, createdAt, category name…) are ignored, so a product as GET answers it can be sent back.
 */
export const productInputSchema = z.object({
  name: requiredText('Name', 200, NAME_REQUIRED_MESSAGE),
  slug: requiredSlug,
  description: optionalText('Description', 20_000),
  shortDescription: optionalText('Short description', 500),
  price: moneyText('Price', 'Price must be a number of 0 or more', { positive: false }),
  categoryId: optionalId('Not a valid category'),
  sku: z
    .string({ error: 'SKU must be text' })
    .trim()
    .max(100, tooLong('SKU', 100))
    .nullish()
    .transform((sku) => sku || undefined),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be active, draft or archived' }).default('active'),
  isFeatured: booleanField('Featured').default(false),
  stock: wholeNumber('Stock must be a whole number of 0 or more', 0, 1_000_000, 'Stock is too large').default(0),
  images: z.array(imageAddressSchema, { error: 'Images must be a list of image addresses' }).max(50, 'A product can have at most 50 images').default([]),
  dimensions: optionalText('Dimensions', 200),
  medium: optionalText('Medium', 200),
  year: z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2100, YEAR_MESSAGE).nullable(),
  ),
  isOriginal: booleanField('Original').default(false),
  rarity: optionalText('Rarity', 200),
  frame: optionalText('Frame', 200),
  packaging: optionalText('Packaging', 500),
  authenticity: optionalText('Authenticity', 500),
  tags: z
    .array(z.uuid({ error: 'Not a valid tag' }), { error: 'Tags must be a list of tag ids' })
    .max(100, 'A product can have at most 100 tags')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  pricingTiers: z.array(pricingTierInputSchema, { error: 'Pricing tiers must be a list' }).max(50, 'A product can have at most 50 pricing tiers').default([]),
});
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/** A product with pricing tiers is sold from its tiers' stock: a stock of its own (above 0) is refused with this. */
export const TIER_STOCK_MESSAGE = 'Stock is set per tier: a product with pricing tiers has no stock of its own. Change each tier’s stock instead.';

/** DELETE /api/products/{id} of a product that has been ordered: kept for the order history, archived. */
export interface ProductArchivedAnswer {
  archived: true;
  message: string;
}
export const PRODUCT_ARCHIVED_MESSAGE = 'This product has orders, so it was archived instead of deleted.';

/** POST /api/categories and PUT /api/categories/{id}; a blank slug is made from the name. */
export const categoryInputSchema = z
  .object({
    name: requiredText('Name', 100, NAME_REQUIRED_MESSAGE),
    description: optionalText('Description', 2_000),
    slug: blankableSlug,
    isActive: booleanField('Show in Navigation').default(true),
    isFeatured: booleanField('Feature on Home Page').default(false),
    /** Left out on a new category: it goes to the end of the list. */
    sortOrder: wholeNumber('Sort order must be a whole number of 0 or more', 0, 100_000).optional(),
  })
  .transform(withSlug);
export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** POST /api/categories/reorder: every category id, in the new order. */
export const categoryReorderSchema = z.object({
  categoryIds: z
    .array(z.uuid({ error: 'Not a valid category id' }), { error: 'categoryIds must list the categories in their new order' })
    .min(1, 'categoryIds must list the categories in their new order')
    .refine((ids) => new Set(ids).size === ids.length, 'Each category can appear only once'),
});
export type CategoryReorderInput = z.output<typeof categoryReorderSchema>;

/** POST /api/tags and PUT /api/tags/{id}; a blank slug is made from the name. */
export const tagInputSchema = z
  .object({
    name: requiredText('Name', 100, NAME_REQUIRED_MESSAGE),
    slug: blankableSlug,
  })
  .transform(withSlug);
export type TagInput = z.output<typeof tagInputSchema>;
export type TagFormValues = z.input<typeof tagInputSchema>;

/** An entry of GET /api/categories: the category and how many products it holds (active ones for visitors). */
export interface CategoryWithCount extends Category {
  productCount: number;
}

/** An entry of GET /api/tags. */
export interface TagWithCount extends Tag {
  productCount: number;
}

// ── Favorites ──────────────────────────────────────────────────────────────────────────────────────

/** POST /api/favorites */
export const favoriteInputSchema = z.object({ productId: z.uuid({ error: 'Please choose a product' }) });
export type FavoriteInput = z.output<typeof favoriteInputSchema>;

/** What POST /api/favorites answers; GET /api/favorites answers the favorite products themselves. */
export interface Favorite {
  id: string;
  productId: string;
  createdAt: string;
}
