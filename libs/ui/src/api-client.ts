import {
  CART_ORDER_STOREFRONT_ROUTES,
  CATALOG_STOREFRONT_ROUTES,
  CONTENT_STOREFRONT_ROUTES,
  IDENTITY_ROUTES,
  MESSAGING_STOREFRONT_ROUTES,
  SUBSCRIPTION_STOREFRONT_ROUTES,
  routeRequest,
  type ApiRoute,
  type CallInputOf,
  type CartOrderRpc,
  type CatalogRpc,
  type ContentRpc,
  type IdentityRpc,
  type MessagingRpc,
  type OutputOf,
  type RpcContract,
  type SubscriptionRpc,
} from '@artshop/contracts';
import { apiJson } from './api';

/** A route as a function: the contract's input in (left out when it has no required field), its answer out. */
type Call<C extends RpcContract> =
  Record<never, never> extends CallInputOf<C> ? (input?: CallInputOf<C>) => Promise<OutputOf<C>> : (input: CallInputOf<C>) => Promise<OutputOf<C>>;

/** One function per route of the table, typed by the part's contract of the same name. */
export type PartClient<T extends Record<string, RpcContract>, R extends Record<string, ApiRoute>> = { [K in keyof R & keyof T]: Call<T[K]> };

/**
 * The browser's side of one part's contracts, made from a table of its routes: one function per route,
 * typed by the contract (only its type is imported, so zod stays out of the bundle). The input goes
 * where the gateway reads it: path parameters, then the query string of a read or the JSON body of a write.
 */
export function partClient<T extends Record<string, RpcContract>, R extends Record<string, ApiRoute>>(routes: R): PartClient<T, R> {
  return Object.fromEntries(
    Object.entries<ApiRoute>(routes).map(([key, route]) => [
      key,
      (input?: object) => {
        const { method, url, body } = routeRequest(route, input);
        return apiJson(method, url, body);
      },
    ]),
  ) as PartClient<T, R>;
}

/**
 * The storefront's API client, `api.cart.addToCart({ productId, tierId })`: the routes a visitor or a
 * customer may call, and no back-office route (the admin app adds those to its own client).
 */
export const api = {
  identity: partClient<typeof IdentityRpc, typeof IDENTITY_ROUTES>(IDENTITY_ROUTES),
  catalog: partClient<typeof CatalogRpc, typeof CATALOG_STOREFRONT_ROUTES>(CATALOG_STOREFRONT_ROUTES),
  cart: partClient<typeof CartOrderRpc, typeof CART_ORDER_STOREFRONT_ROUTES>(CART_ORDER_STOREFRONT_ROUTES),
  subscription: partClient<typeof SubscriptionRpc, typeof SUBSCRIPTION_STOREFRONT_ROUTES>(SUBSCRIPTION_STOREFRONT_ROUTES),
  content: partClient<typeof ContentRpc, typeof CONTENT_STOREFRONT_ROUTES>(CONTENT_STOREFRONT_ROUTES),
  messaging: partClient<typeof MessagingRpc, typeof MESSAGING_STOREFRONT_ROUTES>(MESSAGING_STOREFRONT_ROUTES),
};
