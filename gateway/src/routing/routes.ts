import type { ServiceName } from '@artshop/contracts';
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
  /** Status of a successful answer; 204 sends no body. */
  status?: 200 | 201 | 204;
}

export const SERVICE_ROUTES: ServiceRoute[] = [
  // catalog
  { method: 'GET', url: '/api/products', access: 'public', service: 'catalog', pattern: 'products.list' },
  { method: 'GET', url: '/api/products/:id', access: 'public', service: 'catalog', pattern: 'products.get' },
  // cart-order
  { method: 'GET', url: '/api/orders', access: 'admin', service: 'cart-order', pattern: 'orders.list' },
  // subscription
  { method: 'GET', url: '/api/subscription-plans', access: 'public', service: 'subscription', pattern: 'plans.list' },
  // content
  { method: 'GET', url: '/api/site-settings', access: 'public', service: 'content', pattern: 'site-settings.list' },
  { method: 'GET', url: '/api/page-settings', access: 'public', service: 'content', pattern: 'page-settings.list' },
  { method: 'GET', url: '/api/gallery', access: 'public', service: 'content', pattern: 'gallery.list' },
  { method: 'GET', url: '/api/room-backgrounds', access: 'public', service: 'content', pattern: 'room-backgrounds.list' },
  // messaging
  { method: 'GET', url: '/api/messages', access: 'admin', service: 'messaging', pattern: 'messages.list' },
  { method: 'GET', url: '/api/admin/outgoing-mail', access: 'admin', service: 'messaging', pattern: 'mail.list' },
];
