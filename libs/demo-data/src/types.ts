import type { RoomType } from '@artshop/contracts';

/** Sizes the admin offers for pricing tiers, width x height in inches. */
export const PRESET_SIZES = ['16x20', '18x24', '18x18', '24x30', '24x24', '30x36', '30x30', '36x48', '36x36', '48x48'] as const;
export type PresetSize = (typeof PRESET_SIZES)[number];

export const TIER_TYPES = ['Original', 'Canvas Print', 'Print', 'Framed'] as const;
export type TierType = (typeof TIER_TYPES)[number];

export type ProductStatus = 'active' | 'draft' | 'archived';

export { ROOM_TYPES, type RoomType } from '@artshop/contracts';

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
}

export interface DemoTag {
  slug: string;
  name: string;
}

export interface DemoPricingTier {
  /** Stable across runs, e.g. `ember-field-original` or `ember-field-print-18x24`. */
  key: string;
  /** Width x height in inches, e.g. '36x48'. */
  size: string;
  priceCents: number;
  type: TierType;
  stock: number;
  description: string;
  /** A limited edition of this many prints, each numbered on its certificate; absent: an open edition or an original. */
  editionSize?: number;
}

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  shortDescription: string;
  /** The Original tier's price for originals, the lowest tier price for prints, the price itself for untiered goods. */
  priceCents: number;
  categorySlug: string;
  sku: string;
  status: ProductStatus;
  isFeatured: boolean;
  /** Units available across all tiers; for a product without tiers, its own stock. */
  stockCount: number;
  dimensions: string;
  medium: string;
  year: number;
  isOriginal: boolean;
  rarity: string;
  frame: string;
  packaging: string;
  authenticity: string;
  tagSlugs: string[];
  /** Image keys, see `imageUrl`. The first is the main image. */
  images: string[];
  pricingTiers: DemoPricingTier[];
}

export interface DemoMailClubPlan {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  features: string[];
  /** A lucide icon name. */
  icon: string;
  isRecommended: boolean;
  status: 'active';
  displayOrder: number;
}

export interface DemoGalleryItem {
  key: string;
  title: string;
  description: string;
  imageKey: string;
  year: number;
  medium: string;
  dimensions: string;
  isPublished: boolean;
  sortOrder: number;
}

export interface DemoRoomBackground {
  key: string;
  name: string;
  description: string;
  imageKey: string;
  roomType: RoomType;
  /** '#rrggbb' */
  wallColor: string;
  isDefault: boolean;
  isActive: boolean;
  sortOrder: number;
  /** The wall's real width in centimetres, read from the furniture drawn in the room (a sofa about 220 cm…). */
  wallWidthCm: number;
  /** Where the wall is in the picture (fractions): the whole width, down to the skirting board. */
  wallLeft: number;
  wallTop: number;
  wallRight: number;
  wallBottom: number;
}

export interface DemoEvent {
  key: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  imageKey: string;
  isPublished: boolean;
  registrationRequired: boolean;
  /** Where to register when it is required: a path of the shop or an http(s) address. */
  registrationUrl?: string;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface ContactSettings {
  getInTouchText: string;
  contactInfo: { email: string; phone: string; address: string };
  studioHours: Record<Weekday, string>;
  commissionsText: string;
}

export interface SocialSettings {
  instagram: string;
  twitter: string;
  facebook: string;
  linkedin: string;
  youtube: string;
  tiktok: string;
  pinterest: string;
  showInHeader: boolean;
  showInFooter: boolean;
  openInNewTab: boolean;
  socialSharing: boolean;
  metaDescription: string;
  /** Image key of the Open Graph card (1200x630). */
  ogImage: string;
  twitterCard: 'summary_large_image';
}

export interface BioSettings {
  bioContent: string;
  /** Image key. */
  bioImage: string;
  heroData: { headline: string; description: string; backgroundImage: string };
  ctaData: {
    enabled: boolean;
    headline: string;
    description: string;
    buttonText: string;
    buttonUrl: string;
    backgroundImage: string;
  };
}

export type DemoImageKind = 'artwork' | 'room' | 'portrait';

export interface DemoImage {
  key: string;
  width: number;
  height: number;
  kind: DemoImageKind;
  /**
   * Drives every random choice of the drawing. For artworks, text after a '#' varies the composition
   * but keeps the palette, so the detail shots of one painting share its colours.
   */
  seed: string;
  /** Artworks: a named palette instead of one picked from the seed. */
  palette?: string;
  /** Rooms: what to furnish and the colour of the empty wall. */
  room?: { roomType: RoomType; wallColor: string };
}
