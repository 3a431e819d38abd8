import { allRoutes, type AdminRoute, type StorefrontRoute } from './rpc.js';

export const FAVORITES_SIGN_IN_MESSAGE = 'You need to be logged in to add favorites';
export const FAVORITES_VIEW_SIGN_IN_MESSAGE = 'Please log in to view your favorite products';

/** How CatalogRpc's calls are reached over HTTP: the storefront's routes, then the back office's (see allRoutes). */
export const CATALOG_STOREFRONT_ROUTES = {
  listProducts: { method: 'GET', path: '/api/products', access: 'public', shared: true, cached: true },
  productPage: { method: 'GET', path: '/api/products/page', access: 'public', shared: true, cached: true },
  getProduct: { method: 'GET', path: '/api/products/:id', access: 'public', shared: true, cached: true },
  listCategories: { method: 'GET', path: '/api/categories', access: 'public', shared: true },
  listTags: { method: 'GET', path: '/api/tags', access: 'public', shared: true },
  getDrop: { method: 'GET', path: '/api/drops/:slug', access: 'public', shared: true, cached: true },
  productDrop: { method: 'GET', path: '/api/products/:id/drop', access: 'public', shared: true, cached: true },
  dropAccess: { method: 'GET', path: '/api/drops-access', access: 'public' },
  listFavorites: { method: 'GET', path: '/api/favorites', access: 'customer', unauthorizedMessage: FAVORITES_VIEW_SIGN_IN_MESSAGE },
  addFavorite: { method: 'POST', path: '/api/favorites', access: 'customer', status: 201, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
  removeFavorite: { method: 'DELETE', path: '/api/favorites/:productId', access: 'customer', status: 204, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
} as const satisfies Record<string, StorefrontRoute>;

export const CATALOG_ADMIN_ROUTES = {
  createProduct: { method: 'POST', path: '/api/products', access: 'admin', status: 201, largeBody: true },
  updateProduct: { method: 'PUT', path: '/api/products/:id', access: 'admin', largeBody: true },
  deleteProduct: { method: 'DELETE', path: '/api/products/:id', access: 'admin', status: 204 },
  listShopOrder: { method: 'GET', path: '/api/products/shop-order', access: 'admin' },
  saveShopOrder: { method: 'POST', path: '/api/products/shop-order', access: 'admin' },
  createCategory: { method: 'POST', path: '/api/categories', access: 'admin', status: 201 },
  reorderCategories: { method: 'POST', path: '/api/categories/reorder', access: 'admin' },
  updateCategory: { method: 'PUT', path: '/api/categories/:id', access: 'admin' },
  deleteCategory: { method: 'DELETE', path: '/api/categories/:id', access: 'admin', status: 204 },
  createTag: { method: 'POST', path: '/api/tags', access: 'admin', status: 201 },
  updateTag: { method: 'PUT', path: '/api/tags/:id', access: 'admin' },
  deleteTag: { method: 'DELETE', path: '/api/tags/:id', access: 'admin', status: 204 },
  listDrops: { method: 'GET', path: '/api/drops', access: 'admin' },
  createDrop: { method: 'POST', path: '/api/drops', access: 'admin', status: 201 },
  updateDrop: { method: 'PUT', path: '/api/drops/:id', access: 'admin' },
  deleteDrop: { method: 'DELETE', path: '/api/drops/:id', access: 'admin', status: 204 },
} as const satisfies Record<string, AdminRoute>;

export const CATALOG_ROUTES = /* @__PURE__ */ allRoutes(CATALOG_STOREFRONT_ROUTES, CATALOG_ADMIN_ROUTES);
