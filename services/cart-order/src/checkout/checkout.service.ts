import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  buyableLines,
  CatalogRpc,
  centsToDecimal,
  decimalToCents,
  type CardPaymentResult,
  type CheckoutQuote,
  type CreatePaymentIntentInput,
  type LocalAuthenticationInput,
  type LocalCardPaymentInput,
  type OrderReceipt,
  type PaymentIntentAnswer,
  type RequestContext,
  type ReservedLine,
  type ShippingMethod,
} from '@artshop/contracts';
import { PaymentNotFoundError, PaymentProviderError, type ProviderPayment } from '@artshop/payments';
import { queryPrepared } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { ownerKey, CartService } from '../cart/cart.service.js';
import { CATALOG } from '../clients.js';
import { BusinessSettingsReader } from './business-settings.js';
import { Order } from '../orders/order.entity.js';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout.settings.js';
import { OrderPayments, toReceipt } from './order-payments.service.js';
import { priceOrder, toQuote, type PricedTotals } from './order-totals.js';
import { PAYMENTS, type Payments } from './payment-provider.js';

const ORDER_NOT_FOUND = 'Order not found';

/** What a checkout begins with: its order's number, the caller's unpaid checkouts, the cart's lines. */
interface CheckoutStart {
  orderNumber: string;
  openOrders: string[];
  cartLines: Array<{ productId: string; tierId: string | null; quantity: number }>;
}

/**
 * From the cart to a payment (storefront.md 'Checkout'; notes/payments.md 'Reserve before the
 * payment exists'): catalog prices the lines and holds their stock in one call, the provider starts
 * the payment, then the order is written awaiting payment, with that payment; a step that fails undoes
 * the ones before it. The browser gets the payment's secret only once the order exists, so no
 * notification can arrive for an order the shop does not have.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cart: CartService,
    private readonly orderPayments: OrderPayments,
    private readonly business: BusinessSettingsReader,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
  ) {}

  async quote(ctx: RequestContext, country: string, shippingMethod?: ShippingMethod): Promise<CheckoutQuote> {
    const [items, business] = await Promise.all([this.cart.list(ctx), this.business.read(ctx)]);
    // A line reserved by another buyer, sold or no longer offered is shown in the cart but cannot be paid for.
    const subtotal = buyableLines(items).reduce((sum, item) => sum + decimalToCents(item.price) * item.quantity, 0);
    return toQuote(priceOrder(subtotal, business, country, shippingMethod), business);
  }

  async createPaymentIntent(ctx: RequestContext, { customerInfo, shippingMethod }: CreatePaymentIntentInput): Promise<PaymentIntentAnswer> {
    const owner = ownerKey(ctx.caller);
    if (!owner) throw AppError.badRequest('Please allow cookies in your browser to keep a cart');
    const { orderNumber, openOrders, cartLines } = await this.start(owner);
    // A buyer who starts again gets a new order: the unpaid one gives its stock back first.
    for (const id of openOrders) await this.orderPayments.abandon(id, ctx, 'Checkout was started again.');
    if (cartLines.length === 0) throw AppError.badRequest('Your cart is empty');
    const business = await this.business.read(ctx);
    const country = customerInfo.shippingAddress.country;
    // Where it can go does not depend on the amount: checked before any stock is held.
    const offered = priceOrder(0, business, country, shippingMethod);
    if (!offered.shippingMethod) throw AppError.badRequest(offered.shippingProblem!, { 'customerInfo.shippingAddress.country': offered.shippingProblem! });
    if (offered.shippingMethod !== shippingMethod)
      throw AppError.badRequest('That shipping method is not offered for this address', { shippingMethod: 'Please choose another shipping method' });

    const orderId = randomUUID();
    const { lines } = await this.catalog.call(CatalogRpc.reserveStock, { orderId, lines: cartLines, holdSeconds: this.settings.holdSeconds }, ctx);
    const totals = priceOrder(
      lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
      business,
      country,
      shippingMethod,
    );
    let payment: ProviderPayment | undefined;
    try {
      payment = await this.payments.provider.createPayment({
        amountCents: totals.totalCents,
        currency: business.currency,
        metadata: { orderId, orderNumber },
        description: `Order #${orderNumber}`,
        receiptEmail: customerInfo.customerEmail,
        idempotencyKey: `order-${orderId}`,
      });
      await this.placeOrder({ orderId, orderNumber, owner, ctx, customerInfo, currency: business.currency, totals, lines, paymentId: payment.id });
    } catch (error) {
      // Best effort: what is not undone here expires on its own (catalog's hold; a payment nobody can see).
      await this.catalog.call(CatalogRpc.releaseReservation, { orderId }, ctx).catch(() => undefined);
      if (payment) await this.payments.provider.cancelPayment(payment.id, `cancel-${orderId}`).catch(() => undefined);
      if (error instanceof PaymentProviderError) throw new AppError(502, 'Unable to setup payment. Please try again.');
      throw error;
    }
    return {
      ...this.payments.provider.setup,
      clientSecret: payment.clientSecret!,
      paymentIntentId: payment.id,
      orderId,
      orderNumber,
      totals: {
        currency: business.currency,
        subtotal: centsToDecimal(totals.subtotalCents),
        shipping: centsToDecimal(totals.shippingCents),
        tax: centsToDecimal(totals.taxCents),
        total: centsToDecimal(totals.totalCents),
        shippingMethod,
      },
    };
  }

  /** One read to begin: the next order number, the caller's unpaid checkouts, the cart's lines. */
  private async start(owner: string): Promise<CheckoutStart> {
    const [row] = await queryPrepared<CheckoutStart>(
      this.dataSource.manager,
      `SELECT nextval('order_numbers')::text AS "orderNumber",
              coalesce((SELECT json_agg(id) FROM orders
                         WHERE owner_key = $1 AND payment_status IN ('awaiting_payment', 'failed') AND status <> 'cancelled'), '[]') AS "openOrders",
              coalesce((SELECT json_agg(json_build_object('productId', product_id, 'tierId', tier_id, 'quantity', quantity) ORDER BY created_at, id)
                          FROM cart_items WHERE owner_key = $1), '[]') AS "cartLines"`,
      [owner],
    );
    return row!;
  }

  /** The order and its lines in one statement (one round trip, atomic). */
  private async placeOrder(order: {
    orderId: string;
    orderNumber: string;
    owner: string;
    ctx: RequestContext;
    customerInfo: CreatePaymentIntentInput['customerInfo'];
    currency: string;
    totals: PricedTotals;
    lines: ReservedLine[];
    paymentId: string;
  }): Promise<void> {
    const { totals } = order;
    await queryPrepared(
      this.dataSource.manager,
      `WITH placed AS (
         INSERT INTO orders (id, order_number, owner_key, user_id, customer_name, customer_email, shipping_address, currency, subtotal_cents,
                             shipping_cents, tax_cents, total_cents, shipping_method, payment_provider, payment_intent_id, reserved_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + make_interval(secs => $16))
       )
       INSERT INTO order_lines (order_id, product_id, tier_id, product_name, tier_label, image, unit_price_cents, quantity, position)
       SELECT $1, line."productId", line."tierId", line."productName", line."tierDisplayName", line.image, line."unitPriceCents", line.quantity, line.position
         FROM jsonb_to_recordset($17::jsonb) AS line ("productId" uuid, "tierId" uuid, "productName" text, "tierDisplayName" text, image text,
                                                      "unitPriceCents" integer, quantity integer, position integer)`,
      [
        order.orderId,
        order.orderNumber,
        order.owner,
        order.ctx.caller.userId,
        order.customerInfo.customerName,
        order.customerInfo.customerEmail,
        JSON.stringify(order.customerInfo.shippingAddress),
        order.currency,
        totals.subtotalCents,
        totals.shippingCents,
        totals.taxCents,
        totals.totalCents,
        totals.shippingMethod,
        this.payments.provider.name,
        order.paymentId,
        this.settings.holdSeconds,
        JSON.stringify(order.lines.map((line, position) => ({ ...line, position }))),
      ],
    );
  }

  /** POST /api/orders: settles the caller's own order of this payment (the same step as the webhook) and answers its receipt. */
  async confirm(ctx: RequestContext, paymentIntentId: string): Promise<OrderReceipt> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ paymentIntentId });
    if (!order || !ownsOrder(ctx, order)) throw AppError.notFound(ORDER_NOT_FOUND);
    return toReceipt(await this.orderPayments.settle(order.id, ctx));
  }

  confirmLocalCard(input: LocalCardPaymentInput): Promise<CardPaymentResult> {
    return paymentNotFoundAs404(this.localProvider().confirmCard(input));
  }

  authenticateLocal(input: LocalAuthenticationInput): Promise<CardPaymentResult> {
    return paymentNotFoundAs404(this.localProvider().authenticate(input));
  }

  private localProvider() {
    if (!this.payments.local) throw AppError.notFound('The local test payment provider is not in use: this shop takes payments with Stripe');
    return this.payments.local;
  }
}

async function paymentNotFoundAs404<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof PaymentNotFoundError) throw AppError.notFound('This payment was not found. Please start checkout again.');
    throw error;
  }
}

/** The browser that checked out, or the signed-in customer who did. */
function ownsOrder(ctx: RequestContext, order: Order): boolean {
  return (order.ownerKey !== null && order.ownerKey === ownerKey(ctx.caller)) || (ctx.caller.userId !== null && order.userId === ctx.caller.userId);
}
