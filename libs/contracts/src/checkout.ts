import { z } from 'zod';
import { DOMESTIC_COUNTRY, SHIPPING_METHODS, type ShippingMethod } from './shipping.js';
import { booleanField, moneyText, optionalText, requiredText } from './fields.js';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from './time-zones.js';
import type { ShippingAddress } from './cart.js';
import type { OrderStatus } from './orders.js';
import { discountCodeText, type OrderDiscount } from './discounts.js';

/*
 * Checkout, payments and the business settings they are priced by. The browser sends who and where;
 * every amount is the server's.
 */

// ── Business settings (content's 'business' document) ───────────────────────────────────────────

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const taxRate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'Tax rate must be a percentage between 0 and 100' })
    .min(0, 'Tax rate must be a percentage between 0 and 100')
    .max(100, 'Tax rate must be a percentage between 0 and 100')
    .refine(
      (rate) => Number.isInteger(Math.round(rate * 1000)) && Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6,
      'Tax rate can have at most three decimals',
    ),
);

export const businessSettingsSchema = z.object({
  businessName: optionalText('Business name', 200).transform((value) => value ?? ''),
  taxId: optionalText('Tax ID', 100).transform((value) => value ?? ''),
  address: optionalText('Address', 300).transform((value) => value ?? ''),
  city: optionalText('City', 100).transform((value) => value ?? ''),
  state: optionalText('State', 100).transform((value) => value ?? ''),
  zipCode: optionalText('ZIP code', 20).transform((value) => value ?? ''),
  country: optionalText('Country', 100).transform((value) => value ?? DOMESTIC_COUNTRY),
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }),
  /** Percent of the subtotal, e.g. 8.25. */
  taxRate,
  /** Off: the shop does not post anything (local pickup only, when that is on). */
  shippingEnabled: booleanField('Shipping'),
  localPickup: booleanField('Local pickup'),
  internationalShipping: booleanField('International shipping'),
  /** Standard shipping is free from this subtotal on; 0 means never free. */
  freeShippingThreshold: moneyText('Free shipping threshold', 'Free shipping threshold must be an amount of 0 or more', { positive: false }),
  standardShippingRate: moneyText('Standard shipping rate', 'Standard shipping rate must be an amount of 0 or more', { positive: false }),
  expeditedShippingRate: moneyText('Expedited shipping rate', 'Expedited shipping rate must be an amount of 0 or more', { positive: false }),
  /** The IANA zone the shop counts its days in (reports, a day's papers, the dashboard). */
  timeZone: timeZoneSchema,
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;
export const businessSettingsUpdateSchema = businessSettingsSchema.partial();
export type BusinessSettingsUpdate = z.output<typeof businessSettingsUpdateSchema>;

/** The business settings before the artist has set any. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  businessName: '',
  taxId: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: DOMESTIC_COUNTRY,
  currency: 'USD',
  taxRate: 8.25,
  shippingEnabled: true,
  localPickup: false,
  internationalShipping: true,
  freeShippingThreshold: '50.00',
  standardShippingRate: '15.00',
  expeditedShippingRate: '25.00',
  timeZone: DEFAULT_TIME_ZONE,
};

/** What the storefront shows prices and times with (GET /api/shop-settings): the public part of the business settings. */
export interface ShopSettings {
  currency: Currency;
  businessName: string;
  /** The IANA zone the shop counts its days in; the storefront says a drop's opening in it. */
  timeZone: string;
}

// ── Checkout ────────────────────────────────────────────────────────────────────────────────────

/** The checkout's shipping form: its fields, rules and messages. */
export const shippingAddressSchema = z.object({
  street: requiredText('Street address', 200, 'Street address is required'),
  city: requiredText('City', 100, 'City is required'),
  state: requiredText('State', 100, 'State is required'),
  zipCode: requiredText('ZIP code', 20, 'ZIP code is required'),
  country: requiredText('Country', 100, 'Country is required'),
});

export const checkoutCustomerSchema = z.object({
  customerName: requiredText('Name', 200, 'Name is required'),
  customerEmail: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(254, 'Valid email is required')
    .pipe(z.email({ error: 'Valid email is required' }))
    .transform((email) => email.toLowerCase()),
  shippingAddress: shippingAddressSchema,
});
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;

const shippingMethod = z.enum(SHIPPING_METHODS, { error: 'Please choose a shipping method' });

/** GET /api/checkout/quote: the cart's totals for a destination and a shipping method. */
export const checkoutQuoteSchema = z.object({
  country: z.string().trim().max(100).default(DOMESTIC_COUNTRY),
  shippingMethod: shippingMethod.optional(),
  /** A discount code to apply: answered with its discount, or refused with why. */
  discountCode: discountCodeText.optional(),
});

/**
 * POST /api/create-payment-intent. `items` (the cart as the browser saw it) may be sent;
 * it is not read: the cart is the server's.
 */
export const createPaymentIntentSchema = z.object({
  customerInfo: checkoutCustomerSchema,
  shippingMethod: shippingMethod.default('standard'),
  /** Checked and applied again by the server as the order is placed. */
  discountCode: discountCodeText.optional(),
});
export type CreatePaymentIntentInput = z.output<typeof createPaymentIntentSchema>;

/** A shipping choice the business settings allow for the destination. */
export interface ShippingOption {
  method: ShippingMethod;
  label: string;
  amount: string;
}

/** Totals as the server computed them: decimal strings in the shop's currency. */
export interface OrderTotals {
  currency: Currency;
  subtotal: string;
  /** A discount code's amount off the goods; the tax is on the goods after it. Null: none. */
  discount?: OrderDiscount | null;
  shipping: string;
  tax: string;
  total: string;
  shippingMethod: ShippingMethod;
}

export interface CheckoutQuote extends OrderTotals {
  shippingOptions: ShippingOption[];
  /** Set when the destination cannot be shipped to with these settings (then there are no options). */
  shippingProblem: string | null;
  taxRate: number;
}

/** Where the browser's card form comes from: Stripe's Payment Element. */
export interface PaymentSetup {
  provider: 'stripe';
  /** Stripe's publishable key. */
  publishableKey: string | null;
  /** Where the browser loads Stripe.js from: null for Stripe's own (js.stripe.com); the Stripe emulator's in development and tests. */
  stripeJsUrl: string | null;
  /**
   * No real money is taken: Stripe with a test key (the Stripe emulator's, in development and tests). The
   * storefront then says so on every page.
   */
  testMode: boolean;
}

export interface PaymentIntentAnswer extends PaymentSetup {
  clientSecret: string;
  paymentIntentId: string;
  orderId: string;
  orderNumber: string;
  totals: OrderTotals;
}

/**
 * POST /api/orders: an order payload may be sent (customerName, items, totalAmount, status…);
 * none of it is read. It confirms the order of this payment, which the server priced and the
 * provider reports as paid, and answers its receipt.
 */
export const confirmOrderSchema = z.object({
  paymentIntentId: z.string({ error: 'The payment to confirm is missing' }).trim().min(1, 'The payment to confirm is missing').max(255),
});

export const PAYMENT_STATUSES = ['awaiting_payment', 'failed', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderReceiptLine {
  /** null: a custom line of a manual order (a commission), not a catalog work. */
  productId: string | null;
  productName: string;
  tierDisplayName: string | null;
  image: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  /** This line's share of the order's discount (decimal text, '0.00' without one). */
  lineDiscount?: string;
}

/** The order as its buyer sees it (the success page, the confirmation e-mail). */
export interface OrderReceipt extends OrderTotals {
  orderId: string;
  /** e.g. '1042', shown as 'Order #1042'. */
  orderNumber: string;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  shippingAddress: ShippingAddress;
  lines: OrderReceiptLine[];
  /** Why a payment did not go through, in a person's words (failed); why it was refunded (refunded). */
  paymentMessage: string | null;
  createdAt: string;
  paidAt: string | null;
  /**
   * The certificates of authenticity of the order's pieces that stand, each with its private link: in
   * order.completed (the confirmation mail) and the success page's answer; empty in the other events.
   */
  certificates: ReceiptCertificate[];
}

/** A certificate as its buyer receives it: the code, and the link that opens it (and its PDF) without an account. */
export interface ReceiptCertificate {
  code: string;
  /** 'Ember Field (Print 12x16)': the line it belongs to. */
  item: string;
  /** '3/25' or 'Original'. */
  edition: string;
  /** The shop's path of the certificate with its signed key, e.g. '/certificate/ART-7K3Q-9XWM?key=…'. */
  link: string;
}

/** POST /api/webhooks/stripe as the gateway forwards it: the raw body (its signature covers the exact bytes) and the header. */
export const paymentWebhookSchema = z.object({
  payload: z.string().max(512 * 1024),
  signature: z.string().max(2048).default(''),
});

/** What the browser does after a card form's submit (the shape of Stripe.js's confirmPayment result). */
export interface CardPaymentResult {
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';
  /** The card was refused: the provider's message, in a person's words. */
  errorMessage: string | null;
  /** requires_action: the page of the 3-D Secure challenge. */
  redirectUrl: string | null;
}

// ── Between services ────────────────────────────────────────────────────────────────────────────

/** A line to reserve in catalog: a product, in a pricing tier when it has tiers. */
export const reservationLineSchema = z.object({ productId: z.uuid(), tierId: z.uuid().nullable(), quantity: z.number().int().min(1).max(999) });

export const reserveStockSchema = z.object({
  orderId: z.uuid(),
  lines: z.array(reservationLineSchema).min(1).max(500),
  /** How long the stock is held for the buyer to pay. */
  holdSeconds: z
    .number()
    .int()
    .min(10)
    // A manual order's payment link holds its works for as long as the link is valid.
    .max(60 * 24 * 3600),
});
export type ReserveStockInput = z.output<typeof reserveStockSchema>;

export const reservationSchema = z.object({ orderId: z.uuid() });

/**
 * Refunded pieces of an order: the edition numbers they held are free again and, with returnToStock,
 * they go back on sale. `key` names the refund, so the same call twice does it once.
 */
export const restockSchema = z.object({
  key: z.string().min(1).max(200),
  /** The refunded order: its pieces' edition numbers are the ones freed. */
  orderId: z.uuid(),
  returnToStock: z.boolean().default(true),
  lines: z.array(reservationLineSchema).min(1).max(500),
});
export type RestockInput = z.output<typeof restockSchema>;

/** A held line, priced by catalog in the same transaction that took its stock: what the order records. */
export interface ReservedLine {
  productId: string;
  tierId: string | null;
  productName: string;
  tierDisplayName: string | null;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
}

/**
 * What a certificate of authenticity says of a piece, as the catalog has it when the stock becomes the
 * buyer's (a product edited later does not change it).
 */
export interface ArtworkFacts {
  productId: string;
  tierId: string | null;
  title: string;
  year: number | null;
  medium: string | null;
  dimensions: string | null;
  /** One of one: an 'Original' tier, or a product marked original that has no tiers. */
  original: boolean;
  /** A limited edition's size (each print numbered); null for an open edition or an original. */
  editionSize: number | null;
  /** The edition numbers the order holds in this tier, lowest first (catalog gives them as the stock is committed); empty but for a limited edition. */
  editionNumbers: number[];
}

/**
 * committed: the stock is the buyer's for good, with the facts of each piece for its certificate;
 * soldOut names what was sold to someone else meanwhile (the reservation had expired).
 */
export type CommitAnswer = { committed: true; artworks: ArtworkFacts[] } | { committed: false; soldOut: string[] };
