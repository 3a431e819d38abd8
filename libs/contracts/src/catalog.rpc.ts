import { z } from 'zod';
import { priceLinesRequestSchema, type PricedLine } from './cart.js';
import {
  FAVORITES_SIGN_IN_MESSAGE,
  FAVORITES_VIEW_SIGN_IN_MESSAGE,
  categoryInputSchema,
  categoryReorderSchema,
  favoriteInputSchema,
  idSchema,
  productInputSchema,
  productListQuerySchema,
  tagInputSchema,
  type CategoryWithCount,
  type Favorite,
  type Product,
  type ProductArchivedAnswer,
  type TagWithCount,
} from './catalog.js';
import { answer, rpcContracts } from './rpc.js';

const byId = z.object({ id: idSchema });
/** A change to a stored record: the fields sent are overlaid on what is stored, then checked whole by the service. */
const changesById = z.looseObject({ id: idSchema });

/** Products, categories, tags and favorites (catalog service). */
export const CatalogRpc = rpcContracts('catalog', {
  listProducts: {
    input: productListQuerySchema,
    output: answer<Product[]>(),
    route: { method: 'GET', path: '/api/products', access: 'public', cached: true },
  },
  getProduct: {
    input: byId,
    output: answer<Product>(),
    route: { method: 'GET', path: '/api/products/:id', access: 'public', cached: true },
  },
  createProduct: {
    input: productInputSchema,
    output: answer<Product>(),
    route: { method: 'POST', path: '/api/products', access: 'admin', status: 201, changesCatalog: true, largeBody: true },
  },
  updateProduct: {
    input: changesById,
    output: answer<Product>(),
    route: { method: 'PUT', path: '/api/products/:id', access: 'admin', changesCatalog: true, largeBody: true },
  },
  /** null (204) when deleted; { archived, message } when it had orders and was archived instead. */
  deleteProduct: {
    input: byId,
    output: answer<ProductArchivedAnswer | null>(),
    route: { method: 'DELETE', path: '/api/products/:id', access: 'admin', status: 204, changesCatalog: true },
  },
  /** For cart-order: the catalog's name, picture, price and stock of each cart line. */
  priceLines: { input: priceLinesRequestSchema, output: answer<PricedLine[]>() },

  listCategories: {
    input: z.object({}),
    output: answer<CategoryWithCount[]>(),
    route: { method: 'GET', path: '/api/categories', access: 'public' },
  },
  createCategory: {
    input: categoryInputSchema,
    output: answer<CategoryWithCount>(),
    route: { method: 'POST', path: '/api/categories', access: 'admin', status: 201 },
  },
  reorderCategories: {
    input: categoryReorderSchema,
    output: answer<CategoryWithCount[]>(),
    route: { method: 'POST', path: '/api/categories/reorder', access: 'admin' },
  },
  updateCategory: {
    input: changesById,
    output: answer<CategoryWithCount>(),
    route: { method: 'PUT', path: '/api/categories/:id', access: 'admin', changesCatalog: true },
  },
  deleteCategory: {
    input: byId,
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/categories/:id', access: 'admin', status: 204, changesCatalog: true },
  },
  listTags: {
    input: z.object({}),
    output: answer<TagWithCount[]>(),
    route: { method: 'GET', path: '/api/tags', access: 'public' },
  },
  createTag: {
    input: tagInputSchema,
    output: answer<TagWithCount>(),
    route: { method: 'POST', path: '/api/tags', access: 'admin', status: 201 },
  },
  updateTag: {
    input: changesById,
    output: answer<TagWithCount>(),
    route: { method: 'PUT', path: '/api/tags/:id', access: 'admin', changesCatalog: true },
  },
  deleteTag: {
    input: byId,
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/tags/:id', access: 'admin', status: 204, changesCatalog: true },
  },

  /** The signed-in customer's own favorites. */
  listFavorites: {
    input: z.object({}),
    output: answer<Product[]>(),
    route: { method: 'GET', path: '/api/favorites', access: 'customer', unauthorizedMessage: FAVORITES_VIEW_SIGN_IN_MESSAGE },
  },
  addFavorite: {
    input: favoriteInputSchema,
    output: answer<Favorite>(),
    route: { method: 'POST', path: '/api/favorites', access: 'customer', status: 201, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
  },
  removeFavorite: {
    input: z.object({ productId: idSchema }),
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/favorites/:productId', access: 'customer', status: 204, unauthorizedMessage: FAVORITES_SIGN_IN_MESSAGE },
  },
});
