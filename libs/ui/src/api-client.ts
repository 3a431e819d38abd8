import {
  CART_ORDER_ROUTES,
  CATALOG_ROUTES,
  CONTENT_ROUTES,
  DASHBOARD_ROUTES,
  IDENTITY_ROUTES,
  MESSAGING_ROUTES,
  SUBSCRIPTION_ROUTES,
  routeRequest,
  type ApiRoute,
  type CallInputOf,
  type CartOrderRpc,
  type CatalogRpc,
  type ContentRpc,
  type DashboardRpc,
  type IdentityRpc,
  type MessagingRpc,
  type OutputOf,
  type RpcContract,
  type SubscriptionRpc,
} from '@artshop/contracts';
import { apiJson } from './api';

type RoutedKey<T> = { [K in keyof T]: T[K] extends { route: ApiRoute } ? K : never }[keyof T];

/** A route as a function: the contract's input in (left out when it has no required field), its answer out. */
type Call<C extends RpcContract> =
  Record<never, never> extends CallInputOf<C> ? (input?: CallInputOf<C>) => Promise<OutputOf<C>> : (input: CallInputOf<C>) => Promise<OutputOf<C>>;

export type PartClient<T extends Record<string, RpcContract>> = { [K in RoutedKey<T>]: T[K] extends RpcContract ? Call<T[K]> : never };

/**
 * The browser's side of one part's contracts, made from its routes: one function per route, typed by
 * the contract (only its type is imported, so zod stays out of the bundle). The input goes where the
 * gateway reads it: path parameters, then the query string of a read or the JSON body of a write.
 */
function partClient<T extends Record<string, RpcContract>>(routes: Record<RoutedKey<T> & string, ApiRoute>): PartClient<T> {
  return Object.fromEntries(
    Object.entries<ApiRoute>(routes).map(([key, route]) => [
      key,
      (input?: object) => {
        const { method, url, body } = routeRequest(route, input);
        return apiJson(method, url, body);
      },
    ]),
  ) as PartClient<T>;
}

/** The one API client of both web apps: `api.cart.addToCart({ productId, tierId })`. */
export const api = {
  identity: partClient<typeof IdentityRpc>(IDENTITY_ROUTES),
  dashboard: partClient<typeof DashboardRpc>(DASHBOARD_ROUTES),
  catalog: partClient<typeof CatalogRpc>(CATALOG_ROUTES),
  cart: partClient<typeof CartOrderRpc>(CART_ORDER_ROUTES),
  subscription: partClient<typeof SubscriptionRpc>(SUBSCRIPTION_ROUTES),
  content: partClient<typeof ContentRpc>(CONTENT_ROUTES),
  messaging: partClient<typeof MessagingRpc>(MESSAGING_ROUTES),
};
