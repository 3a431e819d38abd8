import { z } from 'zod';
import { cartAddSchema, cartMergeSchema, cartQuantitySchema, productReferenceSchema, type CartItem, type HasOrdersAnswer, type OrderView } from './cart.js';
import { idSchema } from './catalog.js';
import { answer, rpcContracts } from './rpc.js';
import { CART_ORDER_ROUTES } from './cart-order.routes.js';

/**
 * The cart and orders (cart-order service). The cart is the caller's own: the signed-in customer's,
 * else the browser session's (a guest's session is kept from the first add).
 */
export const CartOrderRpc = rpcContracts('cart-order', CART_ORDER_ROUTES, {
  getCart: {
    input: z.object({}),
    output: answer<CartItem[]>(),
  },
  addToCart: {
    input: cartAddSchema,
    output: answer<CartItem>(),
  },
  setCartQuantity: {
    input: cartQuantitySchema.extend({ itemId: idSchema }),
    output: answer<CartItem>(),
  },
  removeFromCart: {
    input: z.object({ itemId: idSchema }),
    output: answer<null>(),
  },
  clearCart: {
    input: z.object({}),
    output: answer<null>(),
  },
  /** For the gateway, right after sign-in or registration: a guest's cart joins the account's. */
  mergeCart: { input: cartMergeSchema, output: answer<{ merged: number }>() },

  listOrders: {
    input: z.object({}),
    output: answer<OrderView[]>(),
  },
  /** For catalog, before it deletes a product: has any order (in any status) bought it? */
  hasOrderedProduct: { input: productReferenceSchema, output: answer<HasOrdersAnswer>() },
});
