import { z } from 'zod';
import { cartAddSchema, cartMergeSchema, cartQuantitySchema, productReferenceSchema, type CartItem, type HasOrdersAnswer, type OrderView } from './cart.js';
import { idSchema } from './catalog.js';
import { answer, rpcContracts } from './rpc.js';

/**
 * The cart and orders (cart-order service). The cart is the caller's own: the signed-in customer's,
 * else the browser session's (a guest's session is kept from the first add).
 */
export const CartOrderRpc = rpcContracts('cart-order', {
  getCart: {
    input: z.object({}),
    output: answer<CartItem[]>(),
    route: { method: 'GET', path: '/api/cart', access: 'public' },
  },
  addToCart: {
    input: cartAddSchema,
    output: answer<CartItem>(),
    route: { method: 'POST', path: '/api/cart', access: 'public', status: 201, guestSession: true },
  },
  setCartQuantity: {
    input: cartQuantitySchema.extend({ itemId: idSchema }),
    output: answer<CartItem>(),
    route: { method: 'PATCH', path: '/api/cart/:itemId', access: 'public' },
  },
  removeFromCart: {
    input: z.object({ itemId: idSchema }),
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/cart/:itemId', access: 'public', status: 204 },
  },
  clearCart: {
    input: z.object({}),
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/cart', access: 'public', status: 204 },
  },
  /** For the gateway, right after sign-in or registration: a guest's cart joins the account's. */
  mergeCart: { input: cartMergeSchema, output: answer<{ merged: number }>() },

  listOrders: {
    input: z.object({}),
    output: answer<OrderView[]>(),
    route: { method: 'GET', path: '/api/orders', access: 'admin' },
  },
  /** For catalog, before it deletes a product: has any order (in any status) bought it? */
  hasOrderedProduct: { input: productReferenceSchema, output: answer<HasOrdersAnswer>() },
});
