import { allRoutes, type AdminRoute, type StorefrontRoute } from './rpc.js';

/** How CartOrderRpc's calls are reached over HTTP: the storefront's routes, then the back office's (see allRoutes). */
export const CART_ORDER_STOREFRONT_ROUTES = {
  getCart: { method: 'GET', path: '/api/cart', access: 'public' },
  addToCart: { method: 'POST', path: '/api/cart', access: 'public', status: 201, guestSession: true },
  setCartQuantity: { method: 'PATCH', path: '/api/cart/:itemId', access: 'public' },
  removeFromCart: { method: 'DELETE', path: '/api/cart/:itemId', access: 'public', status: 204 },
  clearCart: { method: 'DELETE', path: '/api/cart', access: 'public', status: 204 },
  getCheckoutQuote: { method: 'GET', path: '/api/checkout/quote', access: 'public' },
  getPaymentSetup: { method: 'GET', path: '/api/payment-setup', access: 'public', shared: true, cached: true },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', access: 'public', rateLimit: 'checkout' },
  confirmOrder: { method: 'POST', path: '/api/orders', access: 'public' },
  // A manual order's payment link: the token in the path is the buyer's only key.
  getPayLink: { method: 'GET', path: '/api/pay/:token', access: 'public' },
  startPayLinkPayment: { method: 'POST', path: '/api/pay/:token/payment', access: 'public', rateLimit: 'checkout' },
  confirmPayLink: { method: 'POST', path: '/api/pay/:token/confirm', access: 'public' },
  listOwnOrders: { method: 'GET', path: '/api/account/orders', access: 'customer' },
  getOwnOrder: { method: 'GET', path: '/api/account/orders/:orderId', access: 'customer' },
  downloadOwnInvoice: { method: 'GET', path: '/api/account/orders/:orderId/invoice.pdf', access: 'customer', file: true },
  // The service itself lets only the order's buyer (signed in, or with the certificate's private link's key) or the admin have the PDF (anyone else: 404).
  downloadCertificate: { method: 'GET', path: '/api/certificates/:code.pdf', access: 'public', file: true },
  verifyCertificate: { method: 'GET', path: '/api/certificates/:code', access: 'public' },
} as const satisfies Record<string, StorefrontRoute>;

export const CART_ORDER_ADMIN_ROUTES = {
  listOrders: { method: 'GET', path: '/api/orders', access: 'admin' },
  exportOrders: { method: 'GET', path: '/api/orders.csv', access: 'admin', file: true },
  exportTaxReport: { method: 'GET', path: '/api/orders/tax-report.csv', access: 'admin', file: true },
  listOrdersToPack: { method: 'GET', path: '/api/orders/to-pack', access: 'admin' },
  downloadPackingSlip: { method: 'GET', path: '/api/orders/:orderId/packing-slip.pdf', access: 'admin', file: true },
  downloadInvoice: { method: 'GET', path: '/api/orders/:orderId/invoice.pdf', access: 'admin', file: true },
  downloadDayPackingSlips: { method: 'GET', path: '/api/orders/packing-slips.pdf', access: 'admin', file: true },
  downloadDayInvoices: { method: 'GET', path: '/api/orders/invoices.pdf', access: 'admin', file: true },
  correctTracking: { method: 'PUT', path: '/api/orders/:orderId/tracking', access: 'admin' },
  updateOrderStatus: { method: 'PATCH', path: '/api/orders/:orderId', access: 'admin' },
  refundOrder: { method: 'POST', path: '/api/orders/:orderId/refunds', access: 'admin', status: 201 },
  createManualOrder: { method: 'POST', path: '/api/manual-orders', access: 'admin', status: 201 },
  listManualOrders: { method: 'GET', path: '/api/manual-orders', access: 'admin' },
  sendManualOrderLink: { method: 'POST', path: '/api/manual-orders/:orderId/send-link', access: 'admin' },
  cancelManualOrder: { method: 'POST', path: '/api/manual-orders/:orderId/cancel', access: 'admin' },
  listCustomers: { method: 'GET', path: '/api/customers', access: 'admin' },
  exportCustomers: { method: 'GET', path: '/api/customers.csv', access: 'admin', file: true },
  salesReport: { method: 'GET', path: '/api/reports/sales', access: 'admin' },
  listDiscountCodes: { method: 'GET', path: '/api/discount-codes', access: 'admin' },
  createDiscountCode: { method: 'POST', path: '/api/discount-codes', access: 'admin', status: 201 },
  updateDiscountCode: { method: 'PUT', path: '/api/discount-codes/:id', access: 'admin' },
  exportSalesReport: { method: 'GET', path: '/api/reports/sales.csv', access: 'admin', file: true },
} as const satisfies Record<string, AdminRoute>;

export const CART_ORDER_ROUTES = /* @__PURE__ */ allRoutes(CART_ORDER_STOREFRONT_ROUTES, CART_ORDER_ADMIN_ROUTES);
