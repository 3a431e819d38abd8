import { z } from 'zod';
import { cartAddSchema, cartMergeSchema, cartQuantitySchema, productReferenceSchema, type CartItem, type HasOrdersAnswer } from './cart.js';
import {
  ORDER_EXPORT_ROWS,
  correctTrackingSchema,
  customerListQuerySchema,
  orderListQuerySchema,
  taxReportQuerySchema,
  refundOrderSchema,
  updateOrderStatusSchema,
  type CustomerPage,
  type OrderFigures,
  type OrderPage,
  type OrderView,
} from './orders.js';
import type { FileAnswer } from './services.js';
import { dayPapersSchema, orderPaperSchema } from './order-papers.js';
import { ownOrderSchema } from './account.js';
import type { CertificateVerification } from './certificates.js';
import { idSchema } from './catalog.js';
import {
  checkoutQuoteSchema,
  confirmOrderSchema,
  createPaymentIntentSchema,
  paymentWebhookSchema,
  type CheckoutQuote,
  type OrderReceipt,
  type PaymentIntentAnswer,
  type PaymentSetup,
} from './checkout.js';
import { discountCodeInputSchema, discountCodeUpdateSchema, type DiscountCode } from './discounts.js';
import { createManualOrderSchema, manualOrderIdSchema, payLinkSchema, type ManualOrderView, type PayLinkView } from './manual-orders.js';
import { salesReportQuerySchema, type SalesReport } from './reports.js';
import { answer, rpcContracts } from './rpc.js';
import { CART_ORDER_ROUTES } from './cart-order.routes.js';

/** A certificate's code as typed; the service reads it leniently (any case, spaces), and one it does not know is a 404. */
const certificateCodeSchema = z.object({
  code: z.string({ error: 'The certificate code is missing' }).trim().max(40, 'That is not a certificate code'),
  /** The buyer's private link's key: opens the certificate's PDF to whoever has it; a wrong one is a 404. */
  key: z.string({ error: 'The certificate link is not valid' }).trim().max(100, 'The certificate link is not valid').optional(),
});

/**
 * The cart and orders (cart-order service). The cart is the caller's own: the signed-in customer's,
 * else the browser session's (a guest's session is kept from the first add).
 */
export const CartOrderRpc = rpcContracts('cart-order', CART_ORDER_ROUTES, {
  /** The back office's discount codes, newest first, with their uses so far. */
  listDiscountCodes: { input: z.object({}), output: answer<DiscountCode[]>() },
  createDiscountCode: { input: discountCodeInputSchema, output: answer<DiscountCode>() },
  /** The whole code again; `active: false` deactivates it (orders keep it). */
  updateDiscountCode: { input: discountCodeUpdateSchema, output: answer<DiscountCode>() },
  getCart: {
    input: z.object({}),
    output: answer<CartItem[]>(),
  },
  addToCart: {
    input: cartAddSchema,
    output: answer<CartItem>(),
  },
  setCartQuantity: {
    input: cartQuantitySchema.extend({ itemId: idSchema }),
    output: answer<CartItem>(),
  },
  removeFromCart: {
    input: z.object({ itemId: idSchema }),
    output: answer<null>(),
  },
  clearCart: {
    input: z.object({}),
    output: answer<null>(),
  },
  /** For the gateway, right after sign-in or registration: a guest's cart joins the account's. */
  mergeCart: { input: cartMergeSchema, output: answer<{ merged: number }>() },

  /**
   * Which provider takes the payments, the same for every visitor: the storefront shows its test-mode
   * banner on every page from it (server-rendered, so the page does not move when it comes).
   */
  getPaymentSetup: { input: z.object({}), output: answer<PaymentSetup>() },
  /** The cart's subtotal, shipping options, tax and total for a destination, before the card step. */
  getCheckoutQuote: { input: checkoutQuoteSchema, output: answer<CheckoutQuote>() },
  /**
   * Prices the cart, writes the order awaiting payment, reserves its stock in catalog and starts the
   * payment with the provider: a 409 names an item someone else has just bought.
   */
  createPaymentIntent: { input: createPaymentIntentSchema, output: answer<PaymentIntentAnswer>() },
  /** The browser's return after paying: the same idempotent step as the webhook, answering the receipt. */
  confirmOrder: { input: confirmOrderSchema, output: answer<OrderReceipt>() },
  /** The provider's notification as the gateway hands it on (WebhookRpc), verified by its signature, recorded once and acted upon. */
  receivePaymentWebhook: { input: paymentWebhookSchema, output: answer<{ received: true }>() },

  /** The admin's Orders screen: paid orders filtered, counted by status and paged by the server, newest first. */
  listOrders: { input: orderListQuerySchema, output: answer<OrderPage>() },
  /** The same filters as the list as CSV for the books: one row per order line (rows=lines, the default) or per order (rows=orders), with the money and refunds. */
  exportOrders: {
    input: orderListQuerySchema
      .omit({ page: true, pageSize: true })
      .extend({ rows: z.enum(ORDER_EXPORT_ROWS, { error: `Rows must be one of ${ORDER_EXPORT_ROWS.join(', ')}` }).default('lines') }),
    output: answer<FileAnswer>(),
  },
  /** The tax report as CSV: sales and refunds per month, quarter or year. */
  exportTaxReport: { input: taxReportQuerySchema, output: answer<FileAnswer>() },
  /** The packing view: paid orders not yet shipped nor refunded in full, oldest paid first (the first to pack). */
  listOrdersToPack: { input: z.object({}), output: answer<OrderView[]>() },
  /** An order's packing slip (PDF): the shop, the order, where it goes and what is in it, without prices. */
  downloadPackingSlip: { input: orderPaperSchema, output: answer<FileAnswer>() },
  /** An order's invoice (PDF); its number is given the first time and kept. */
  downloadInvoice: { input: orderPaperSchema, output: answer<FileAnswer>() },
  /** The packing slips of every order paid on one of the shop's days, one a page. */
  downloadDayPackingSlips: { input: dayPapersSchema, output: answer<FileAnswer>() },
  /** The invoices of every order paid on one of the shop's days, one a page. */
  downloadDayInvoices: { input: dayPapersSchema, output: answer<FileAnswer>() },
  /** Corrects a shipped order's carrier and tracking number; the buyer is mailed the new one. */
  correctTracking: { input: correctTrackingSchema, output: answer<OrderView>() },
  /** Moves the order along ORDER_STATUS_MOVES; shipping records the tracking, cancelling refunds what is left and restocks. */
  updateOrderStatus: { input: updateOrderStatusSchema, output: answer<OrderView>() },
  /** Refunds the whole order (what is left) or one line, through the payment provider; optionally puts the pieces back on sale. */
  refundOrder: { input: refundOrderSchema, output: answer<OrderView>() },
  /** The signed-in customer's own paid orders (the account's Orders tab, /orders), newest first. */
  listOwnOrders: { input: z.object({}), output: answer<OrderView[]>() },
  /** One of them (/orders/{id}); another customer's order or an unknown id is a 404. */
  getOwnOrder: { input: ownOrderSchema, output: answer<OrderView>() },
  /** The invoice of one of them (PDF); another customer's order or an unknown id is a 404. */
  downloadOwnInvoice: { input: orderPaperSchema, output: answer<FileAnswer>() },
  /** The customers, derived from paid orders: grouped by e-mail, biggest spenders first. */
  listCustomers: { input: customerListQuerySchema, output: answer<CustomerPage>() },
  /** The same customers (every page) as CSV: Name, Email, Orders, Total Spent, Last Order. */
  exportCustomers: { input: customerListQuerySchema.pick({ q: true }), output: answer<FileAnswer>() },
  /** The Reports screen: revenue, orders and average order value by day, week or month, against the period before, with top works, tiers and refunds. */
  salesReport: { input: salesReportQuerySchema, output: answer<SalesReport>() },
  /** The same report as CSV. */
  exportSalesReport: { input: salesReportQuerySchema, output: answer<FileAnswer>() },
  /** For the gateway's dashboard: revenue and orders, all time and by month, and the latest orders. */
  orderFigures: { input: z.object({}), output: answer<OrderFigures>() },
  /** The public verification of a certificate of authenticity: the artwork and whether it is valid, never the buyer. */
  verifyCertificate: { input: certificateCodeSchema, output: answer<CertificateVerification>() },
  /** The certificate as a PDF, for the buyer who owns the order, the admin or whoever holds the buyer's link; anyone else gets a 404. */
  downloadCertificate: { input: certificateCodeSchema, output: answer<FileAnswer>() },
  /**
   * Manual orders (the back office's 'New order'): priced by the server, the works' stock held while the
   * link is valid, written awaiting payment with its payment link. 400 names what is wrong.
   */
  createManualOrder: { input: createManualOrderSchema, output: answer<ManualOrderView>() },
  /** The manual orders still awaiting payment (and those whose link ran out or was cancelled lately), newest first. */
  listManualOrders: { input: z.object({}), output: answer<ManualOrderView[]>() },
  /** Mails the buyer the payment link (through messaging, as the shop's other order mails). */
  sendManualOrderLink: { input: manualOrderIdSchema, output: answer<ManualOrderView>() },
  /** Cancels a manual order awaiting payment: its payment is cancelled and its works go back on sale. */
  cancelManualOrder: { input: manualOrderIdSchema, output: answer<ManualOrderView>() },
  /** The buyer's payment link: the order and whether it can still be paid. */
  getPayLink: { input: payLinkSchema, output: answer<PayLinkView>() },
  /** The card step of the link: the order's one payment (the same again on a double submit). Not payable: 409 in words. */
  startPayLinkPayment: { input: payLinkSchema, output: answer<PaymentIntentAnswer>() },
  /** The buyer's return after paying through the link: the same idempotent settle as the webhook, answering the receipt. */
  confirmPayLink: { input: payLinkSchema, output: answer<OrderReceipt>() },
  /** For catalog, before it deletes a product: has any order (in any status) bought it? */
  hasOrderedProduct: { input: productReferenceSchema, output: answer<HasOrdersAnswer>() },
});
