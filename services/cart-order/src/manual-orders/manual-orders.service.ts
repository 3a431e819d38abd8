import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  CatalogRpc,
  DomainError,
  PAY_LINK_MESSAGES,
  centsToDecimal,
  decimalToCents,
  type CreateManualOrderInput,
  type ManualOrderView,
  type OrderReceipt,
  type PayLinkState,
  type PayLinkView,
  type PaymentIntentAnswer,
  type RequestContext,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { PaymentProviderError, type ProviderPayment } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { NEXT_ORDER_NUMBER } from '../checkout/checkout.sql.js';
import { OrderPayments } from '../checkout/order-payments.service.js';
import { priceOrder } from '../checkout/order-totals.js';
import { CATALOG } from '../clients.js';
import { Order } from '../orders/order.entity.js';
import { readOrders, toReceipt } from '../orders/orders.service.js';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import { PLACE_ORDER } from '../checkout/checkout.sql.js';
import { MANUAL_ORDERS, type ManualLine } from './manual-orders.sql.js';

const PAY_LINK_NOT_FOUND = 'This payment link does not exist. Please check the address, or ask the artist for a new link.';
const MANUAL_ORDER_NOT_FOUND = 'Manual order not found';
const CANCELLED_BY_ARTIST = 'The artist cancelled this order.';
/** How long the back office keeps showing a manual order once it was paid, expired or cancelled. */
const RECENT_DAYS = 7;
/** A payment still waiting for the buyer (not paid, not cancelled). */
const PAYABLE: ReadonlySet<ProviderPayment['status']> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

/**
 * Manual orders (Shopify's draft orders): the artist enters a studio sale or a commission, the server
 * prices the catalog's works (the artist may agree another price per line) and the totals, catalog
 * holds the works for as long as the link is valid, the payment is started at the provider for the
 * total, and the order is written awaiting payment with its link's unguessable token. The buyer pays
 * that one payment through the link; it is settled by the same step as checkout's (webhook, return,
 * sweep), so stock, certificates and mails are as for any order. The expiry sweep closes the order
 * when the link's time runs out, as it closes a checkout whose hold ran out.
 */
@Injectable()
export class ManualOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orderPayments: OrderPayments,
    private readonly business: BusinessSettingsReader,
    private readonly outbox: Outbox,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  async create(ctx: RequestContext, input: CreateManualOrderInput): Promise<ManualOrderView> {
    const business = await this.business.read(ctx);
    const { customer } = input;
    const country = customer.shippingAddress.country;
    // The shop's own rates must offer the method for the address; an amount the artist typed is theirs to decide.
    if (input.shippingAmount === null) {
      const offered = priceOrder(0, business, country, input.shippingMethod);
      if (!offered.shippingMethod) throw new DomainError('ShippingNotOffered', { country, shippingPaused: !business.shippingEnabled });
      if (offered.shippingMethod !== input.shippingMethod) throw new DomainError('ShippingMethodNotOffered', { shippingMethod: input.shippingMethod });
    }
    const orderNumber = (await run(this.dataSource, NEXT_ORDER_NUMBER))[0]!;
    const orderId = randomUUID();
    const validSeconds = input.validDays * 24 * 3600;
    const lines: ManualLine[] = [];
    if (input.lines.length > 0) {
      const reserved = await this.catalog.call(
        CatalogRpc.reserveStock,
        { orderId, lines: input.lines.map(({ productId, tierId, quantity }) => ({ productId, tierId, quantity })), holdSeconds: validSeconds },
        ctx,
      );
      // Catalog answers the lines in the order asked: the artist's price, where agreed, replaces the catalog's.
      reserved.lines.forEach((line, index) => {
        const agreed = input.lines[index]!.unitPrice;
        lines.push({ ...line, unitPriceCents: agreed === null ? line.unitPriceCents : decimalToCents(agreed), position: lines.length });
      });
    }
    for (const custom of input.customLines)
      lines.push({
        productId: null,
        tierId: null,
        productName: custom.title,
        tierDisplayName: null,
        image: null,
        unitPriceCents: decimalToCents(custom.unitPrice),
        quantity: custom.quantity,
        position: lines.length,
      });
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const priced = priceOrder(subtotalCents, business, country, input.shippingMethod);
    const shippingCents = input.shippingAmount === null ? priced.shippingCents : decimalToCents(input.shippingAmount);
    const totals = { subtotalCents, shippingCents, taxCents: priced.taxCents, totalCents: subtotalCents + shippingCents + priced.taxCents };
    let payment: ProviderPayment | undefined;
    try {
      payment = await this.payments.provider.createPayment({
        amountCents: totals.totalCents,
        currency: business.currency,
        metadata: { orderId, orderNumber },
        description: `Order #${orderNumber}`,
        receiptEmail: customer.customerEmail,
        idempotencyKey: `order-${orderId}`,
      });
      // Placed as a checkout places its order (the link's validity is its hold), with no cart, client or code.
      await run(this.dataSource, PLACE_ORDER, {
        orderId,
        orderNumber,
        owner: null,
        userId: null,
        ...customer,
        currency: business.currency,
        ...totals,
        discountCents: 0,
        discountCode: null,
        discountCodeId: null,
        shippingMethod: input.shippingMethod,
        paymentProvider: this.payments.provider.name,
        paymentId: payment.id,
        holdSeconds: validSeconds,
        lines: lines.map((line) => ({ ...line, discountCents: 0 })),
        client: null,
        checkoutKey: null,
        source: 'manual',
        payToken: randomBytes(24).toString('base64url'),
      });
    } catch (error) {
      // Best effort: what is not undone here expires on its own (catalog's hold; a payment nobody can see).
      if (input.lines.length > 0) await this.catalog.call(CatalogRpc.releaseReservation, { orderId }, ctx).catch(() => undefined);
      if (payment) await this.payments.provider.cancelPayment(payment.id, `cancel-${orderId}`).catch(() => undefined);
      if (error instanceof PaymentProviderError) throw new DomainError('PaymentProviderUnavailable', {});
      throw error;
    }
    return toManualView(await this.byId(orderId));
  }

  async list(): Promise<ManualOrderView[]> {
    const ids = await run(this.dataSource, MANUAL_ORDERS, { recentDays: RECENT_DAYS });
    return (await readOrders(this.dataSource, ids)).map(toManualView);
  }

  /** Mails the buyer the link (order.payment-link-sent, messaging's mail); only while it can be paid. */
  async sendLink(orderId: string): Promise<ManualOrderView> {
    const order = await this.byId(orderId);
    const state = stateOf(order);
    if (state !== 'awaiting_payment') throw new DomainError('PayLinkClosed', { state });
    await this.dataSource.transaction((manager) =>
      this.outbox.record(manager, 'order.payment-link-sent', {
        ...toReceipt(order),
        payPath: payPathOf(order),
        expiresAt: order.reservedUntil!.toISOString(),
      }),
    );
    return toManualView(order);
  }

  /** The payment is cancelled at the provider and the works go back on sale (had it been paid meanwhile, it is settled as paid instead). */
  async cancel(orderId: string, ctx: RequestContext): Promise<ManualOrderView> {
    const order = await this.byId(orderId);
    const state = stateOf(order);
    if (state === 'paid' || state === 'cancelled') throw new DomainError('PayLinkClosed', { state });
    await this.orderPayments.abandon(order.id, ctx, CANCELLED_BY_ARTIST);
    return toManualView(await this.byId(orderId));
  }

  async payLink(token: string): Promise<PayLinkView> {
    return toPayLinkView(await this.byToken(token));
  }

  /** The link's one payment, started when the order was written: answered again to a double submit or a reload. */
  async startPayment(token: string, ctx: RequestContext): Promise<PaymentIntentAnswer> {
    let order = await this.byToken(token);
    const state = stateOf(order);
    if (state !== 'awaiting_payment') throw new DomainError('PayLinkClosed', { state });
    const payment = await this.provider(() => this.payments.provider.retrievePayment(order.paymentIntentId!));
    if (!PAYABLE.has(payment.status) || !payment.clientSecret) {
      // Paid (or cancelled) at the provider meanwhile: settled now, and the link says so.
      order = await this.orderPayments.settle(order.id, ctx);
      const after = stateOf(order);
      throw new DomainError('PayLinkClosed', { state: after === 'awaiting_payment' ? 'cancelled' : after });
    }
    return {
      ...this.payments.provider.setup,
      clientSecret: payment.clientSecret,
      paymentIntentId: payment.id,
      orderId: order.id,
      orderNumber: String(order.orderNumber),
      totals: totalsOf(order),
    };
  }

  /** The buyer's return: the same settle as the webhook, answering the receipt. */
  async confirm(token: string, ctx: RequestContext): Promise<OrderReceipt> {
    const order = await this.byToken(token);
    return this.orderPayments.receiptOf(await this.orderPayments.settle(order.id, ctx));
  }

  private async byToken(token: string): Promise<Order> {
    const order = await this.dataSource.getRepository(Order).findOne({
      where: { payToken: token, source: 'manual' },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!order) throw AppError.notFound(PAY_LINK_NOT_FOUND);
    return order;
  }

  private async byId(orderId: string): Promise<Order> {
    const [order] = await readOrders(this.dataSource, [orderId]);
    if (!order || order.source !== 'manual') throw AppError.notFound(MANUAL_ORDER_NOT_FOUND);
    return order;
  }

  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new DomainError('PaymentProviderUnavailable', {});
      throw error;
    }
  }
}

const payPathOf = (order: Order) => `/pay/${order.payToken}`;

/**
 * Where the link stands. Closed unpaid: cancelled when the artist did it before its time ran out,
 * expired otherwise; a link past its time the sweep has not closed yet is expired already.
 */
export function stateOf(order: Order, now = new Date()): PayLinkState {
  if (['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus)) return 'paid';
  const until = order.reservedUntil ?? now;
  if (order.status === 'cancelled') return order.paymentMessage === CANCELLED_BY_ARTIST ? 'cancelled' : 'expired';
  return until <= now ? 'expired' : 'awaiting_payment';
}

function totalsOf(order: Order) {
  return {
    currency: order.currency,
    subtotal: centsToDecimal(order.subtotalCents),
    shipping: centsToDecimal(order.shippingCents),
    tax: centsToDecimal(order.taxCents),
    total: centsToDecimal(order.totalCents),
    shippingMethod: order.shippingMethod,
  };
}

function toManualView(order: Order): ManualOrderView {
  return {
    id: order.id,
    orderNumber: String(order.orderNumber),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    state: stateOf(order),
    payPath: payPathOf(order),
    expiresAt: order.reservedUntil!.toISOString(),
    createdAt: order.createdAt.toISOString(),
    lines: toReceipt(order).lines,
    ...totalsOf(order),
  };
}

function toPayLinkView(order: Order): PayLinkView {
  const state = stateOf(order);
  return {
    orderNumber: String(order.orderNumber),
    customerName: order.customerName,
    state,
    message: state === 'awaiting_payment' ? null : PAY_LINK_MESSAGES[state],
    expiresAt: order.reservedUntil!.toISOString(),
    lines: toReceipt(order).lines,
    ...totalsOf(order),
  };
}
