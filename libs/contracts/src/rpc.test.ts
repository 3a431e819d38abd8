import { describe, expect, it } from 'vitest';
import { CATALOG_ROUTES } from './catalog.routes.js';
import { CART_ORDER_ROUTES } from './cart-order.routes.js';
import { MESSAGING_ROUTES } from './messaging.routes.js';
import { routeInput, routeRequest } from './rpc.js';

describe('a route’s request and its input', () => {
  it('puts path parameters in the path, a read’s other fields in the query string and a write’s in the body', () => {
    expect(routeRequest(CATALOG_ROUTES.getProduct, { id: 'a b/c' })).toEqual({ method: 'GET', url: '/api/products/a%20b%2Fc' });
    expect(routeRequest(CATALOG_ROUTES.listProducts, { category: 'prints' })).toEqual({ method: 'GET', url: '/api/products?category=prints' });
    expect(routeRequest(CATALOG_ROUTES.listProducts, {})).toEqual({ method: 'GET', url: '/api/products' });
    expect(routeRequest(CART_ORDER_ROUTES.setCartQuantity, { itemId: 'line-1', quantity: 2 })).toEqual({
      method: 'PATCH',
      url: '/api/cart/line-1',
      body: { quantity: 2 },
    });
    expect(routeRequest(MESSAGING_ROUTES.listMessages, { archived: 'true' })).toEqual({ method: 'GET', url: '/api/messages?archived=true' });
  });

  it('comes back as the same input at the gateway, the path winning over a body naming another record', () => {
    const { body } = routeRequest(CART_ORDER_ROUTES.setCartQuantity, { itemId: 'line-1', quantity: 2 });
    expect(routeInput('PATCH', { params: { itemId: 'line-1' }, query: {}, body })).toEqual({ itemId: 'line-1', quantity: 2 });
    expect(routeInput('PATCH', { params: { itemId: 'line-1' }, query: {}, body: { itemId: 'someone-else', quantity: 2 } })).toEqual({
      itemId: 'line-1',
      quantity: 2,
    });
    expect(routeInput('GET', { params: {}, query: { category: 'prints' }, body: { category: 'ignored' } })).toEqual({ category: 'prints' });
    expect(routeInput('POST', { params: {}, query: {}, body: ['not', 'an', 'object'] })).toEqual({});
  });
});
