import { z } from 'zod';
import { checkoutCustomerSchema, type OrderReceiptLine, type OrderTotals } from './checkout.js';
import { moneyText, requiredText, wholeNumber } from './fields.js';
import { SHIPPING_METHODS } from './shipping.js';

/*
 * Manual orders (the back office's 'New order', as Shopify's draft orders): a studio sale or a
 * commission the artist enters, with a payment link the buyer pays through the shop's card form.
 * The server prices the catalog's works, decides the totals and holds the stock while the link is valid.
 */

/** Where an order came from: the storefront's checkout, or the artist's back office. */
export const ORDER_SOURCES = ['checkout', 'manual'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** How long a payment link is valid unless the artist says otherwise, and at most. */
export const MANUAL_ORDER_DEFAULT_DAYS = 7;
export const MANUAL_ORDER_MAX_DAYS = 60;

const uuid = (message: string) => z.uuid({ error: message });

/** A work from the catalog: its tier and how many; `unitPrice` when the artist agreed another price (a studio deal), else the catalog's. */
export const manualCatalogLineSchema = z.object({
  productId: uuid('Please choose a work from the catalog'),
  tierId: z.preprocess((value) => (value === '' ? null : value), uuid('Please choose a size or edition').nullish()).transform((value) => value ?? null),
  quantity: wholeNumber('The quantity must be a whole number from 1 to 100', 1, 100),
  unitPrice: z
    .preprocess((value) => (value === '' ? null : value), moneyText('The price', 'The price must be an amount more than 0', { positive: true }).nullish())
    .transform((value) => value ?? null),
});

/** A line that is not in the catalog (a commission, a framing): its title and price. */
export const manualCustomLineSchema = z.object({
  title: requiredText('The title', 200, 'Please give the custom line a title'),
  unitPrice: moneyText('The price', 'The custom line needs a price more than 0', { positive: true }),
  quantity: wholeNumber('The quantity must be a whole number from 1 to 100', 1, 100).default(1),
});

/** POST /api/manual-orders. */
export const createManualOrderSchema = z
  .object({
    lines: z.array(manualCatalogLineSchema, { error: 'The works must be a list' }).max(50, 'At most 50 works in one order').default([]),
    customLines: z.array(manualCustomLineSchema, { error: 'The custom lines must be a list' }).max(20, 'At most 20 custom lines in one order').default([]),
    customer: checkoutCustomerSchema,
    shippingMethod: z.enum(SHIPPING_METHODS, { error: 'Please choose a shipping method' }).default('standard'),
    /** The artist's own shipping amount ('0' for hand delivery); left out: the shop's rates for the destination. */
    shippingAmount: z
      .preprocess(
        (value) => (value === '' ? null : value),
        moneyText('The shipping amount', 'The shipping amount must be an amount', { positive: false }).nullish(),
      )
      .transform((value) => value ?? null),
    validDays: wholeNumber(`The link must be valid for 1 to ${MANUAL_ORDER_MAX_DAYS} days`, 1, MANUAL_ORDER_MAX_DAYS).default(MANUAL_ORDER_DEFAULT_DAYS),
  })
  .refine((input) => input.lines.length + input.customLines.length > 0, {
    path: ['lines'],
    message: 'Add a work from the catalog or a custom line',
  });
export type CreateManualOrderInput = z.output<typeof createManualOrderSchema>;

export const manualOrderIdSchema = z.object({ orderId: uuid('Not a valid order') });

/** The buyer's link: /pay/<token>. An unknown token is a 404. */
const INVALID_LINK = 'This payment link is not valid. Please check the address, or ask the artist for a new link.';
export const payLinkSchema = z.object({ token: z.string({ error: INVALID_LINK }).trim().min(20, INVALID_LINK).max(100, INVALID_LINK) });

/** Where a manual order's link stands: payable, or why not. */
export type PayLinkState = 'awaiting_payment' | 'paid' | 'expired' | 'cancelled';

/** A manual order in the back office: what it is, where its link stands, the link to copy. */
export interface ManualOrderView extends OrderTotals {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  state: PayLinkState;
  /** The storefront's path of the payment link ('/pay/…'); the admin adds the shop's address to copy it. */
  payPath: string;
  expiresAt: string;
  createdAt: string;
  lines: OrderReceiptLine[];
}

/** What the buyer's link shows: the order, and whether it can be paid (else why not, in words). */
export interface PayLinkView extends OrderTotals {
  orderNumber: string;
  customerName: string;
  state: PayLinkState;
  /** Why it cannot be paid; null while it can. */
  message: string | null;
  expiresAt: string;
  lines: OrderReceiptLine[];
}

/** Why a link cannot be paid, in the buyer's words. */
export const PAY_LINK_MESSAGES: Record<Exclude<PayLinkState, 'awaiting_payment'>, string> = {
  paid: 'This order has been paid. Thank you!',
  expired: 'This payment link has expired. Please ask the artist for a new one.',
  cancelled: 'This order was cancelled, so it can no longer be paid. Please ask the artist if you have questions.',
};
