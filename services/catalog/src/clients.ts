import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to cart-order (CART_ORDER_RPC): whether a product has been ordered, before deleting it. */
export const CART_ORDER = Symbol('CART_ORDER');

export const cartOrderClientProvider = { provide: CART_ORDER, useFactory: () => serviceClientFromEnv('cart-order') };

/** RPC to subscription (SUBSCRIPTION_RPC): the Mail Club's members, for drops' early access (MembersBackfill). */
export const SUBSCRIPTION = Symbol('SUBSCRIPTION');

export const subscriptionClientProvider = { provide: SUBSCRIPTION, useFactory: () => serviceClientFromEnv('subscription') };
