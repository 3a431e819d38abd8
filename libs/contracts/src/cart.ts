import { z } from 'zod';
import { MIN_CART_QUANTITY, QUANTITY_MINIMUM_MESSAGE } from './cart-words.js';
import { wholeNumber } from './fields.js';

export {
  MIN_CART_QUANTITY,
  QUANTITY_MINIMUM_MESSAGE,
  buyableLines,
  itemLabel,
  minutesLeft,
  notOnSaleYetMessage,
  releaseTimeWords,
  reservedMessage,
  soldMessage,
  stockLimitMessage,
} from './cart-words.js';

/*
 * The cart. A cart line keeps only what the customer chose (product, pricing tier, quantity); its
 * name, picture and price are the catalog's, read again on every GET, so whatever a browser sends
 * for them is ignored.
 */

const MAX_CART_QUANTITY = 999;

const quantity = wholeNumber(QUANTITY_MINIMUM_MESSAGE, MIN_CART_QUANTITY, MAX_CART_QUANTITY, `Quantity can be at most ${MAX_CART_QUANTITY}`);

/** POST /api/cart. A client may also send productName, image, price and tierDisplayName; they are not read. */
export const cartAddSchema = z.object({
  productId: z.uuid({ error: 'Please choose a product' }),
  tierId: z.preprocess((value) => (value === '' ? null : value), z.uuid({ error: 'Not a valid pricing tier' }).nullish()).transform((id) => id ?? null),
  quantity: quantity.default(MIN_CART_QUANTITY),
});
export type CartAddInput = z.output<typeof cartAddSchema>;

/** PATCH /api/cart/{itemId}: the new quantity (1 or more). */
export const cartQuantitySchema = z.object({ quantity });
export type CartQuantityInput = z.output<typeof cartQuantitySchema>;

/** A line of GET /api/cart, priced by the catalog at the time of the request. */
export interface CartItem {
  id: string;
  productId: string;
  productName: string;
  /** The product's first image, or null. */
  image: string | null;
  tierId: string | null;
  /** Unit price, a decimal string with two decimals. */
  price: string;
  quantity: number;
  /** e.g. 'Original 36x48'; null when the product has no pricing tiers. */
  tierDisplayName: string | null;
  /** How many can be bought: the quantity cannot go above it (0 when the line cannot be bought now). */
  stock: number;
  /**
   * Whether the line can be bought now. A line that cannot stays in the cart, marked, until the
   * customer removes it; checkout refuses while it is there, and the totals leave it out.
   */
  availability: CartLineAvailability;
  /** While 'reserved': when the other buyer's hold ends (ISO time); it comes back on sale then if they have not paid. */
  reservedUntil: string | null;
}

/**
 * 'available'; 'reserved': another buyer is paying for the last of it; 'sold': paid for by someone
 * else; 'unavailable': taken off sale, or the size or type is no longer offered.
 */
export type CartLineAvailability = 'available' | 'reserved' | 'sold' | 'unavailable';

// ── Between services ────────────────────────────────────────────────────────────────────────────

/** catalog's products.price-lines: what a cart line refers to. */
export interface PriceLineRequest {
  productId: string;
  tierId: string | null;
}

export const priceLinesRequestSchema = z.object({
  lines: z.array(z.object({ productId: z.uuid(), tierId: z.uuid().nullable() })).max(500),
  /** The caller's own unpaid orders: what they hold is theirs to buy, not reserved by another buyer. */
  holdingOrders: z.array(z.uuid()).max(50).optional(),
});

/**
 * Why a line cannot be bought: gone or not on sale, a tier the product no longer has, a tier needed
 * but not given, no stock (sold), no stock while another buyer pays for the last of it (reserved), a
 * work of a drop that has not opened to the caller (not-on-sale-yet).
 */
export type UnavailableReason = 'product-not-found' | 'tier-not-found' | 'tier-required' | 'sold-out' | 'reserved' | 'not-on-sale-yet';

export type PricedLine =
  | {
      available: true;
      productId: string;
      tierId: string | null;
      productName: string;
      image: string | null;
      unitPriceCents: number;
      tierDisplayName: string | null;
      stock: number;
    }
  | {
      available: false;
      productId: string;
      tierId: string | null;
      reason: UnavailableReason;
      /** Known when the product still exists (to name it in a message). */
      productName: string | null;
      tierDisplayName: string | null;
      /** Known when the product still exists, so a marked cart line still looks like what was chosen. */
      image: string | null;
      unitPriceCents: number | null;
      /** For 'reserved': when the other buyer's hold ends. */
      reservedUntil: string | null;
      /** For 'not-on-sale-yet': the drop that holds it back, when it opens to everyone, and whether members may buy already. */
      heldBack?: { drop: string; opensAt: string; membersOnly: boolean };
    };

/** cart-order's cart.merge, called by the gateway at sign-in and registration. */
export const cartMergeSchema = z.object({
  fromSessionId: z.string().min(1),
  toUserId: z.uuid(),
});
export type CartMergeInput = z.output<typeof cartMergeSchema>;

/** cart-order's orders.has-product, asked by catalog before it deletes a product. */
export const productReferenceSchema = z.object({ productId: z.uuid() });
export interface HasOrdersAnswer {
  ordered: boolean;
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

export interface ShippingAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}
