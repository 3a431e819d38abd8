import { FAVORITES_SIGN_IN_MESSAGE, FAVORITES_VIEW_SIGN_IN_MESSAGE, type ServiceName } from '@artshop/contracts';
import type { Access } from '../identity/access.js';

/**
 * The public API answered by the services, as in ROUTES.md: method and path, who may call it,
 * and which service pattern answers. The gateway checks access, then forwards the call.
 */
export interface ServiceRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  service: ServiceName;
  pattern: string;
  /** Status of a successful answer; 204 sends no body (a 204 route whose service does answer something sends it with 200). */
  status?: 200 | 201 | 204;
  /** What a signed-out caller is told on a customer or admin route, instead of 'Not authenticated'. */
  unauthorizedMessage?: string;
  /**
   * Keeps a guest's session: the session is stored (and its cookie sent) only once something is
   * kept in it, and a guest's cart is found by the session id, so it must stay the same.
   */
  guestSession?: true;
  /** The service answers { redirect: '/path' } and the browser is sent there (302), e.g. a link in an e-mail. */
  redirect?: true;
  /** The service answers { contentType, filename, body } and it is sent as a download. */
  file?: true;
  /**
   * A public form a person fills in: a few posts per client in 10 minutes (FORM_RATE_LIMIT, counted in
   * Redis across replicas) stop a script sending hundreds.
   */
  form?: true;
  /** A public read answered from the gateway's memory until a product.changed event clears it (not for the admin). */
  cached?: true;
  /** A write that changes what the cached reads answer: this gateway clears its cache as soon as it succeeds. */
  changesCatalog?: true;
  /** Takes long texts (a product, a page's settings): a body up to 1 MB instead of 100 KB. */
  largeBody?: true;
}

export const SERVICE_ROUTES: ServiceRoute[] = [
  // catalog
  { method: 'GET', url: '/api/products', access: 'public', service: 'catalog', pattern: 'products.list', cached: true },
  { method: 'GET', url: '/api/products/:id', access: 'public', service: 'catalog', pattern: 'products.get', cached: true },
  { method: 'POST', url: '/api/products', access: 'admin', service: 'catalog', pattern: 'products.create', status: 201, changesCatalog: true, largeBody: true },
  { method: 'PUT', url: '/api/products/:id', access: 'admin', service: 'catalog', pattern: 'products.update', changesCatalog: true, largeBody: true },
  // 204 when deleted; 200 { archived: true, message } when it has orders and was archived instead.
  { method: 'DELETE', url: '/api/products/:id', access: 'admin', service: 'catalog', pattern: 'products.delete', status: 204, changesCatalog: true },
  { method: 'GET', url: '/api/categories', access: 'public', service: 'catalog', pattern: 'categories.list' },
  { method: 'POST', url: '/api/categories', access: 'admin', service: 'catalog', pattern: 'categories.create', status: 201 },
  { method: 'POST', url: '/api/categories/reorder', access: 'admin', service: 'catalog', pattern: 'categories.reorder' },
  { method: 'PUT', url: '/api/categories/:id', access: 'admin', service: 'catalog', pattern: 'categories.update', changesCatalog: true },
  { method: 'DELETE', url: '/api/categories/:id', access: 'admin', service: 'catalog', pattern: 'categories.delete', status: 204, changesCatalog: true },
  { method: 'GET', url: '/api/tags', access: 'public', service: 'catalog', pattern: 'tags.list' },
  { method: 'POST', url: '/api/tags', access: 'admin', service: 'catalog', pattern: 'tags.create', status: 201 },
  { method: 'PUT', url: '/api/tags/:id', access: 'admin', service: 'catalog', pattern: 'tags.update', changesCatalog: true },
  { method: 'DELETE', url: '/api/tags/:id', access: 'admin', service: 'catalog', pattern: 'tags.delete', status: 204, changesCatalog: true },
  // catalog: the customer's own favorites
  { method: 'GET', url: '/api/favorites', access: 'customer', service: 'catalog', pattern: 'favorites.list', unauthorizedMessage: FAVORITES_VIEW_SIGN_IN_MESSAGE },
  { method: 'POST', url: '/api/favorites', access: 'customer', service: 'catalog', pattern: 'favorites.add', status: 201, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
  { method: 'DELETE', url: '/api/favorites/:productId', access: 'customer', service: 'catalog', pattern: 'favorites.remove', status: 204, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
  // cart-order: the cart of the signed-in customer, else of the browser session (a guest's is kept from the first add)
  { method: 'GET', url: '/api/cart', access: 'public', service: 'cart-order', pattern: 'cart.get' },
  { method: 'POST', url: '/api/cart', access: 'public', service: 'cart-order', pattern: 'cart.add', status: 201, guestSession: true },
  { method: 'PATCH', url: '/api/cart/:itemId', access: 'public', service: 'cart-order', pattern: 'cart.update' },
  { method: 'DELETE', url: '/api/cart/:itemId', access: 'public', service: 'cart-order', pattern: 'cart.remove', status: 204 },
  { method: 'DELETE', url: '/api/cart', access: 'public', service: 'cart-order', pattern: 'cart.clear', status: 204 },
  { method: 'GET', url: '/api/orders', access: 'admin', service: 'cart-order', pattern: 'orders.list' },
  // subscription
  { method: 'GET', url: '/api/subscription-plans', access: 'public', service: 'subscription', pattern: 'plans.list' },
  // content
  { method: 'GET', url: '/api/site-settings', access: 'public', service: 'content', pattern: 'site-settings.list' },
  { method: 'POST', url: '/api/site-settings/:key', access: 'admin', service: 'content', pattern: 'site-settings.set', largeBody: true },
  { method: 'GET', url: '/api/contact-settings', access: 'public', service: 'content', pattern: 'contact-settings.get' },
  { method: 'PUT', url: '/api/contact-settings', access: 'admin', service: 'content', pattern: 'contact-settings.update', largeBody: true },
  { method: 'GET', url: '/api/social-settings', access: 'public', service: 'content', pattern: 'social-settings.get' },
  { method: 'PUT', url: '/api/social-settings', access: 'admin', service: 'content', pattern: 'social-settings.update', largeBody: true },
  { method: 'GET', url: '/api/page-settings', access: 'public', service: 'content', pattern: 'page-settings.list' },
  { method: 'GET', url: '/api/gallery', access: 'public', service: 'content', pattern: 'gallery.list' },
  { method: 'GET', url: '/api/room-backgrounds', access: 'public', service: 'content', pattern: 'room-backgrounds.list' },
  // content: image uploads and 'Analyze with AI'; the file itself (PUT {uploadURL}) and POST /api/ai/analyze-artwork
  // go to content over HTTP instead (see registerContentHttpRoutes in web/web-apps.ts)
  { method: 'POST', url: '/api/objects/upload', access: 'admin', service: 'content', pattern: 'objects.create-upload' },
  { method: 'PUT', url: '/api/objects/finalize', access: 'admin', service: 'content', pattern: 'objects.finalize' },
  { method: 'GET', url: '/api/ai/status', access: 'admin', service: 'content', pattern: 'ai.status' },
  // messaging: the contact form and the artist's inbox
  { method: 'POST', url: '/api/messages', access: 'public', service: 'messaging', pattern: 'messages.create', status: 201, form: true },
  { method: 'GET', url: '/api/messages', access: 'admin', service: 'messaging', pattern: 'messages.list' },
  { method: 'GET', url: '/api/messages/unread-count', access: 'admin', service: 'messaging', pattern: 'messages.unread-count' },
  { method: 'PATCH', url: '/api/messages/:id/read', access: 'admin', service: 'messaging', pattern: 'messages.mark-read' },
  { method: 'PATCH', url: '/api/messages/:id/archive', access: 'admin', service: 'messaging', pattern: 'messages.archive' },
  { method: 'PATCH', url: '/api/messages/:id/unarchive', access: 'admin', service: 'messaging', pattern: 'messages.unarchive' },
  { method: 'DELETE', url: '/api/messages/:id', access: 'admin', service: 'messaging', pattern: 'messages.delete', status: 204 },
  { method: 'POST', url: '/api/messages/archive-read', access: 'admin', service: 'messaging', pattern: 'messages.archive-read' },
  { method: 'POST', url: '/api/messages/:id/reply', access: 'admin', service: 'messaging', pattern: 'messages.reply', status: 201 },
  { method: 'POST', url: '/api/corporate-inquiries', access: 'public', service: 'messaging', pattern: 'corporate-inquiries.create', status: 201, form: true },
  // messaging: the newsletter (double opt-in; the links in its mails answer with redirects to the storefront)
  { method: 'POST', url: '/api/newsletter-subscription', access: 'public', service: 'messaging', pattern: 'newsletter.subscribe', status: 201, form: true },
  { method: 'GET', url: '/api/newsletter/confirm', access: 'public', service: 'messaging', pattern: 'newsletter.confirm', redirect: true },
  { method: 'GET', url: '/api/newsletter/unsubscribe', access: 'public', service: 'messaging', pattern: 'newsletter.unsubscribe', redirect: true },
  { method: 'GET', url: '/api/newsletter-subscribers', access: 'admin', service: 'messaging', pattern: 'newsletter.subscribers' },
  { method: 'GET', url: '/api/newsletter-subscribers.csv', access: 'admin', service: 'messaging', pattern: 'newsletter.subscribers-csv', file: true },
  // messaging: the outgoing-mail log (the development mailbox when no SMTP server is set)
  { method: 'GET', url: '/api/admin/outgoing-mail', access: 'admin', service: 'messaging', pattern: 'mail.list' },
  { method: 'GET', url: '/api/admin/outgoing-mail/:id', access: 'admin', service: 'messaging', pattern: 'mail.get' },
];
