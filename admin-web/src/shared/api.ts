import {
  ACTIVITY_ROUTES,
  CART_ORDER_ROUTES,
  CATALOG_ROUTES,
  CONTENT_ROUTES,
  DASHBOARD_ROUTES,
  IDENTITY_ROUTES,
  MESSAGING_ROUTES,
  SUBSCRIPTION_ROUTES,
  type ActivityRpc,
  type CartOrderRpc,
  type CatalogRpc,
  type ContentRpc,
  type DashboardRpc,
  type IdentityRpc,
  type MessagingRpc,
  type SubscriptionRpc,
} from '@artshop/contracts';
import { partClient } from '@artshop/ui';

/** The back office's API client: every route of each part, the admin's and the storefront's. */
export const api = {
  identity: partClient<typeof IdentityRpc, typeof IDENTITY_ROUTES>(IDENTITY_ROUTES),
  dashboard: partClient<typeof DashboardRpc, typeof DASHBOARD_ROUTES>(DASHBOARD_ROUTES),
  activity: partClient<typeof ActivityRpc, typeof ACTIVITY_ROUTES>(ACTIVITY_ROUTES),
  catalog: partClient<typeof CatalogRpc, typeof CATALOG_ROUTES>(CATALOG_ROUTES),
  cart: partClient<typeof CartOrderRpc, typeof CART_ORDER_ROUTES>(CART_ORDER_ROUTES),
  subscription: partClient<typeof SubscriptionRpc, typeof SUBSCRIPTION_ROUTES>(SUBSCRIPTION_ROUTES),
  content: partClient<typeof ContentRpc, typeof CONTENT_ROUTES>(CONTENT_ROUTES),
  messaging: partClient<typeof MessagingRpc, typeof MESSAGING_ROUTES>(MESSAGING_ROUTES),
};
