import { z } from 'zod';
import { priceLinesRequestSchema, type PricedLine } from './cart.js';
import { reservationSchema, reserveStockSchema, restockSchema, type CommitAnswer, type ReservedLine } from './checkout.js';
import {
  categoryInputSchema,
  categoryReorderSchema,
  favoriteInputSchema,
  idSchema,
  productInputSchema,
  productListQuerySchema,
  productPageQuerySchema,
  tagInputSchema,
  type CategoryWithCount,
  type Favorite,
  type Product,
  type ProductArchivedAnswer,
  type ProductPage,
  type TagWithCount,
} from './catalog.js';
import { discountLineFactsSchema, type DiscountLineFacts } from './discounts.js';
import { dropInputSchema, dropUpdateSchema, type Drop, type ProductDrop } from './drops.js';
import type { ProductFigures } from './orders.js';
import { answer, rpcContracts } from './rpc.js';
import { shopOrderSchema, type ShopOrderEntry } from './shop-order.js';
import { CATALOG_ROUTES } from './catalog.routes.js';

const byId = z.object({ id: idSchema });
/** A change to a stored record: the fields sent are overlaid on what is stored, then checked whole by the service. */
const changesById = z.looseObject({ id: idSchema });

/** Products, categories, tags and favorites (catalog service). */
export const CatalogRpc = rpcContracts('catalog', CATALOG_ROUTES, {
  listProducts: {
    input: productListQuerySchema,
    output: answer<Product[]>(),
  },
  /** One page of products, filtered, searched and sorted in PostgreSQL (the storefront's and the admin's lists). */
  productPage: {
    input: productPageQuerySchema,
    output: answer<ProductPage>(),
  },
  /** The shop's products (the active ones) in the storefront's default order, for the back office's Shop order. */
  listShopOrder: { input: z.object({}), output: answer<ShopOrderEntry[]>() },
  /** Every product of the shop in its new place, in one transaction; answers the list as listShopOrder does. */
  saveShopOrder: { input: shopOrderSchema, output: answer<ShopOrderEntry[]>() },
  getProduct: {
    input: byId,
    output: answer<Product>(),
  },
  createProduct: {
    input: productInputSchema,
    output: answer<Product>(),
  },
  updateProduct: {
    input: changesById,
    output: answer<Product>(),
  },
  /** null (204) when deleted; { archived, message } when it had orders and was archived instead. */
  deleteProduct: {
    input: byId,
    output: answer<ProductArchivedAnswer | null>(),
  },
  /** Every drop, for the back office. */
  listDrops: { input: z.object({}), output: answer<Drop[]>() },
  /** A scheduled or released drop by its slug (its page); a draft answers 404. */
  getDrop: { input: z.object({ slug: z.string().trim().min(1).max(100) }), output: answer<Drop>() },
  /** The drop that still holds a product back ("Coming …" on its page), or null. */
  productDrop: { input: byId, output: answer<ProductDrop | null>() },
  /** Whether the caller may buy in members' early access (a Mail Club member). */
  dropAccess: { input: z.object({}), output: answer<{ member: boolean }>() },
  createDrop: { input: dropInputSchema, output: answer<Drop>() },
  /** The whole drop again; a released drop stays released. */
  updateDrop: { input: dropUpdateSchema, output: answer<Drop>() },
  deleteDrop: { input: byId, output: answer<null>() },
  /** For cart-order: the catalog's name, picture, price and stock of each cart line. */
  priceLines: { input: priceLinesRequestSchema, output: answer<PricedLine[]>() },
  /** For cart-order's discount codes: each line's kind of product and the drops its work is in. */
  discountLineFacts: { input: discountLineFactsSchema, output: answer<DiscountLineFacts[]>() },
  /** For the gateway's dashboard: how many products are on sale, and the latest added. */
  productFigures: { input: z.object({}), output: answer<ProductFigures>() },
  /**
   * For cart-order, when a payment starts: prices an order's lines and holds their stock (taken from
   * what can be sold, never below zero) until it is committed, released or expires, in one transaction.
   * A 409 names what was just sold or is no longer for sale.
   */
  reserveStock: { input: reserveStockSchema, output: answer<{ lines: ReservedLine[] }>() },
  /** The order was paid: its reserved stock is sold for good (taken again if the hold had expired and it is still there). */
  commitReservation: { input: reservationSchema, output: answer<CommitAnswer>() },
  /** The payment failed or was abandoned: the held stock goes back on sale. Releasing twice returns it once. */
  releaseReservation: { input: reservationSchema, output: answer<{ released: number }>() },
  /** A refunded order's pieces go back on sale (cart-order, once per `key`: a retried call adds nothing). */
  restock: { input: restockSchema, output: answer<{ restocked: number }>() },

  listCategories: {
    input: z.object({}),
    output: answer<CategoryWithCount[]>(),
  },
  createCategory: {
    input: categoryInputSchema,
    output: answer<CategoryWithCount>(),
  },
  reorderCategories: {
    input: categoryReorderSchema,
    output: answer<CategoryWithCount[]>(),
  },
  updateCategory: {
    input: changesById,
    output: answer<CategoryWithCount>(),
  },
  deleteCategory: {
    input: byId,
    output: answer<null>(),
  },
  listTags: {
    input: z.object({}),
    output: answer<TagWithCount[]>(),
  },
  createTag: {
    input: tagInputSchema,
    output: answer<TagWithCount>(),
  },
  updateTag: {
    input: changesById,
    output: answer<TagWithCount>(),
  },
  deleteTag: {
    input: byId,
    output: answer<null>(),
  },

  /** The signed-in customer's own favorites. */
  listFavorites: {
    input: z.object({}),
    output: answer<Product[]>(),
  },
  addFavorite: {
    input: favoriteInputSchema,
    output: answer<Favorite>(),
  },
  removeFavorite: {
    input: z.object({ productId: idSchema }),
    output: answer<null>(),
  },
});
