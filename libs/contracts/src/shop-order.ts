import { z } from 'zod';

export const SHOP_ORDER_MESSAGE = 'The new order must list every product in the shop exactly once: reload to see the shop as it is now';

/** A product as the back office's Shop order list shows it: enough to recognise it while dragging. */
export interface ShopOrderEntry {
  id: string;
  name: string;
  /** Its first picture, if any. */
  image: string | null;
}

/**
 * POST /api/products/shop-order: the ids of every product in the shop (the active ones), in the order
 * the storefront shows them by default ('Featured').
 */
export const shopOrderSchema = z.object({
  productIds: z
    .array(z.uuid({ error: 'Not a valid product id' }), { error: 'productIds must list the shop’s products in their new order' })
    .min(1, 'productIds must list the shop’s products in their new order')
    .refine((ids) => new Set(ids).size === ids.length, 'Each product can appear only once'),
});
export type ShopOrderInput = z.output<typeof shopOrderSchema>;
