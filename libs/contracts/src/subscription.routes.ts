import { allRoutes, type AdminRoute, type StorefrontRoute } from './rpc.js';

/** Signed out on a member's route ('Please Log In'). */
const SUBSCRIBE_SIGNED_OUT = 'You need to be logged in to subscribe to Mail Club.';

/** How SubscriptionRpc's calls are reached over HTTP: the storefront's routes, then the back office's (see allRoutes). */
export const SUBSCRIPTION_STOREFRONT_ROUTES = {
  listPlans: { method: 'GET', path: '/api/subscription-plans', access: 'public', shared: true },
  // A member's own (another customer's subscription answers 404).
  startCheckout: { method: 'POST', path: '/api/checkout/subscription', access: 'customer', unauthorizedMessage: SUBSCRIBE_SIGNED_OUT },
  verifyCheckoutSession: { method: 'GET', path: '/api/checkout/subscription/:sessionId', access: 'customer' },
  listOwnSubscriptions: { method: 'GET', path: '/api/user-subscriptions', access: 'customer' },
  cancelOwnSubscription: { method: 'POST', path: '/api/cancel-subscription/:id', access: 'customer' },
  resumeOwnSubscription: { method: 'POST', path: '/api/resume-subscription/:id', access: 'customer' },
  openBillingPortal: { method: 'POST', path: '/api/billing-portal', access: 'customer' },
} as const satisfies Record<string, StorefrontRoute>;

export const SUBSCRIPTION_ADMIN_ROUTES = {
  createPlan: { method: 'POST', path: '/api/subscription-plans', access: 'admin', status: 201 },
  fixPlansAtProvider: { method: 'POST', path: '/api/subscription-plans/fix-stripe', access: 'admin' },
  updatePlan: { method: 'PATCH', path: '/api/subscription-plans/:id', access: 'admin' },
  deletePlan: { method: 'DELETE', path: '/api/subscription-plans/:id', access: 'admin' },
  // The members' subscriptions.
  listAllSubscriptions: { method: 'GET', path: '/api/user-subscriptions/all', access: 'admin' },
  exportShippingList: { method: 'GET', path: '/api/user-subscriptions/shipping-list.csv', access: 'admin', file: true },
  cancelMemberSubscription: { method: 'POST', path: '/api/user-subscriptions/:id/cancel', access: 'admin' },
  mailClubReport: { method: 'GET', path: '/api/reports/mail-club', access: 'admin' },
} as const satisfies Record<string, AdminRoute>;

export const SUBSCRIPTION_ROUTES = /* @__PURE__ */ allRoutes(SUBSCRIPTION_STOREFRONT_ROUTES, SUBSCRIPTION_ADMIN_ROUTES);
