import type { ApiRoute } from './rpc.js';

/** How CartOrderRpc's calls are reached over HTTP (ROUTES.md). Free of zod, so the web apps' client can use it. */
export const CART_ORDER_ROUTES = {
  getCart: { method: 'GET', path: '/api/cart', access: 'public' },
  addToCart: { method: 'POST', path: '/api/cart', access: 'public', status: 201, guestSession: true },
  setCartQuantity: { method: 'PATCH', path: '/api/cart/:itemId', access: 'public' },
  removeFromCart: { method: 'DELETE', path: '/api/cart/:itemId', access: 'public', status: 204 },
  clearCart: { method: 'DELETE', path: '/api/cart', access: 'public', status: 204 },
  listOrders: { method: 'GET', path: '/api/orders', access: 'admin' },
} as const satisfies Record<string, ApiRoute>;
