import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to cart-order (CART_ORDER_RPC): whether a product has been ordered, before deleting it. */
export const CART_ORDER = Symbol('CART_ORDER');

export const cartOrderClientProvider = { provide: CART_ORDER, useFactory: () => serviceClientFromEnv('cart-order') };
