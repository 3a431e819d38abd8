import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  buyableLines,
  CatalogRpc,
  DomainError,
  centsToDecimal,
  decimalToCents,
  type BusinessSettings,
  type CheckoutQuote,
  type CreatePaymentIntentInput,
  type OrderReceipt,
  type PaymentIntentAnswer,
  type RequestContext,
  type ShippingMethod,
} from '@artshop/contracts';
import { PaymentProviderError, type ProviderPayment } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { ownerKey, CartService } from '../cart/cart.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { CATALOG } from '../clients.js';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import { Order } from '../orders/order.entity.js';
import { awaitsPayment } from '../orders/order-lifecycle.js';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout.settings.js';
import {
  CART_AT_START,
  CLIENT_HOLDS,
  END_HOLDS,
  LOCK_CART_START,
  LOCK_CLIENT_START,
  NEXT_ORDER_NUMBER,
  PLACE_ORDER,
  type CartLineToReserve,
  type OpenOrder,
} from './checkout.sql.js';
import { OrderPayments, type PaymentOutcome } from './order-payments.service.js';
import { priceOrder, toQuote } from './order-totals.js';
import { DiscountCodesService, type AppliedDiscount } from '../discounts/discount-codes.service.js';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';

const ORDER_NOT_FOUND = 'Order not found';

/**
 * How many of a cart's unpaid orders a start closes itself (one, unless something went wrong): any
 * more are handed to the expiry sweep, so they never make the start run out of time.
 */
const CLOSED_AT_START = 3;
/** An order with less of its hold left than this is replaced rather than answered again: the buyer needs time to pay. */
const MIN_SECONDS_LEFT = 120;
/** A payment still waiting for the buyer (not paid, not cancelled). */
const PAYABLE: ReadonlySet<ProviderPayment['status']> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

type CartLines = CartLineToReserve[];

/** What one pass under the cart's lock did: answered, or closed the cart's earlier orders (one of which may have turned out paid). */
type StartStep = { kind: 'answer'; answer: PaymentIntentAnswer } | { kind: 'closed'; outcomes: PaymentOutcome[]; paidOrderNumber?: string };

interface StartRequest {
  ctx: RequestContext;
  owner: string;
  input: CreatePaymentIntentInput;
  business: BusinessSettings;
  artistName: string | null;
}

/**
 * From the cart to a payment, reserving before the payment exists: catalog prices the lines and holds
 * their stock in one call, the provider starts the payment, then the order is written awaiting payment,
 * with that payment; a step that fails undoes the ones before it. The browser gets the payment's secret
 * only once the order exists, so no notification can arrive for an order the shop does not have.
 *
 * A cart has one checkout waiting for payment at a time, decided in the database: a start holds a
 * lock on the cart's owner until its order is written, so a double click or a retried request waits
 * and is answered the same order and payment. A start with another cart or other details replaces
 * the order: the old payment is cancelled at the provider and its stock given back first (if it had
 * been paid meanwhile, it is settled as paid and nothing new starts). One client (address) may hold
 * only so many checkouts and pieces unpaid at once, counted in the database so every replica agrees.
 */
@Injectable()
export class CheckoutService {
  /** The start under way for each cart on this replica: the next waits here, not holding a connection while it waits for the lock. */
  private readonly startsUnderWay = new Map<string, Promise<unknown>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cart: CartService,
    private readonly orderPayments: OrderPayments,
    private readonly certificates: CertificatesService,
    private readonly business: BusinessSettingsReader,
    private readonly discounts: DiscountCodesService,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
  ) {}

  /** The cart's totals; with a discount code, its discount or why it is refused (checked again when the payment starts). */
  async quote(ctx: RequestContext, country: string, shippingMethod?: ShippingMethod, discountCode?: string): Promise<CheckoutQuote> {
    const [items, business] = await Promise.all([this.cart.list(ctx), this.business.read(ctx)]);
    // A line reserved by another buyer, sold or no longer offered is shown in the cart but cannot be paid for.
    const lines = buyableLines(items).map((item) => ({
      productId: item.productId,
      tierId: item.tierId,
      unitPriceCents: decimalToCents(item.price),
      quantity: item.quantity,
    }));
    const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    // The e-mail address is not known yet: a guest's uses of the code are counted at the payment step.
    const applied = discountCode ? await this.discounts.apply(ctx, discountCode, lines, { userId: ctx.caller.userId, email: null }, business) : null;
    return toQuote(priceOrder(subtotal, business, country, shippingMethod, applied?.discountCents ?? 0), business, applied?.code ?? null);
  }

  async createPaymentIntent(ctx: RequestContext, input: CreatePaymentIntentInput): Promise<PaymentIntentAnswer> {
    const owner = ownerKey(ctx.caller);
    if (!owner) throw AppError.badRequest('Please allow cookies in your browser to keep a cart');
    const business = await this.business.read(ctx);
    const country = input.customerInfo.shippingAddress.country;
    // Where it can go does not depend on the amount: checked before anything is held or closed.
    const offered = priceOrder(0, business, country, input.shippingMethod);
    if (!offered.shippingMethod) throw new DomainError('ShippingNotOffered', { country, shippingPaused: !business.shippingEnabled });
    if (offered.shippingMethod !== input.shippingMethod) throw new DomainError('ShippingMethodNotOffered', { shippingMethod: input.shippingMethod });
    // Read before any lock: the certificates of an earlier order found paid are signed with it.
    const artistName = await this.certificates.artistName(ctx);
    const request: StartRequest = { ctx, owner, input, business, artistName };
    // Closing the cart's earlier order commits on its own (its payment is cancelled at the provider
    // whatever follows), then a second pass starts the new one; a third only if another tab started one in between.
    for (let pass = 0; pass < 3; pass++) {
      const step = await this.oneAtATime(owner, () => this.underCartLock(request));
      if (step.kind === 'answer') return step.answer;
      this.orderPayments.count(step.outcomes);
      if (step.paidOrderNumber) throw new DomainError('CheckoutAlreadyPaid', { orderNumber: step.paidOrderNumber });
    }
    throw new DomainError('CheckoutStartedElsewhere', {});
  }

  /**
   * Runs a cart's starts on this replica one after the other. The database lock decides (across
   * replicas); this only keeps a burst of double submits from filling the connection pool with
   * transactions that wait for that lock.
   */
  private async oneAtATime<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const mine = (this.startsUnderWay.get(owner) ?? Promise.resolve()).then(work);
    const settled = mine.catch(() => undefined);
    this.startsUnderWay.set(owner, settled);
    try {
      return await mine;
    } finally {
      if (this.startsUnderWay.get(owner) === settled) this.startsUnderWay.delete(owner);
    }
  }

  /** One pass, in a transaction holding the cart owner's lock: answer the open order, close it, or start a new one. */
  private underCartLock(request: StartRequest): Promise<StartStep> {
    const { ctx, owner, input, artistName } = request;
    return this.dataSource.transaction(async (manager) => {
      await run(manager, LOCK_CART_START, { owner });
      const { openOrders, cartLines } = await this.readCart(manager, owner);
      const checkoutKey = checkoutKeyOf(cartLines, input);
      const [latest] = openOrders;
      if (openOrders.length === 1 && latest!.checkoutKey === checkoutKey && latest!.fresh && latest!.paymentIntentId) {
        const payment = await this.provider(() => this.payments.provider.retrievePayment(latest!.paymentIntentId!));
        if (PAYABLE.has(payment.status) && payment.clientSecret) return { kind: 'answer', answer: this.answerOf(latest!, payment.id, payment.clientSecret) };
        // Paid meanwhile (settled below, as paid) or cancelled: not answered again.
      }
      if (openOrders.length > 0) return this.closeOpenOrders(manager, ctx, openOrders, artistName);
      if (cartLines.length === 0) throw AppError.badRequest('Your cart is empty');
      return { kind: 'answer', answer: await this.startNew(manager, request, cartLines, checkoutKey) };
    });
  }

  /** Closes the cart's unpaid orders (the payment cancelled first; one that went through is settled as paid). */
  private async closeOpenOrders(manager: EntityManager, ctx: RequestContext, openOrders: OpenOrder[], artistName: string | null): Promise<StartStep> {
    const outcomes: PaymentOutcome[] = [];
    let paidOrderNumber: string | undefined;
    for (const open of openOrders.slice(0, CLOSED_AT_START)) {
      const order = await this.provider(() =>
        this.orderPayments.closeUnpaid(
          manager,
          open.id,
          ctx,
          { message: 'Checkout was started again.', artistName },
          (outcome) => outcome && outcomes.push(outcome),
        ),
      );
      if (order.paymentStatus === 'paid') paidOrderNumber = String(order.orderNumber);
    }
    const rest = openOrders.slice(CLOSED_AT_START).map((order) => order.id);
    // Their time is up now: the expiry sweep cancels their payments and gives their stock back in a few seconds.
    if (rest.length > 0) await run(manager, END_HOLDS, { orderIds: rest });
    return { kind: 'closed', outcomes, paidOrderNumber };
  }

  private async startNew(
    manager: EntityManager,
    { ctx, owner, input, business }: StartRequest,
    cartLines: CartLines,
    checkoutKey: string,
  ): Promise<PaymentIntentAnswer> {
    const { customerInfo, shippingMethod } = input;
    const client = ctx.caller.client ?? null;
    // Checked first so a refused start holds nothing; checked again under the client's lock before the order is written.
    await this.checkClientHolds(manager, client, cartLines);
    const orderNumber = (await run(manager, NEXT_ORDER_NUMBER))[0]!;
    const orderId = randomUUID();
    const { lines } = await this.catalog.call(CatalogRpc.reserveStock, { orderId, lines: cartLines, holdSeconds: this.settings.holdSeconds }, ctx);
    const customer = { userId: ctx.caller.userId, email: customerInfo.customerEmail };
    let payment: ProviderPayment | undefined;
    let applied: AppliedDiscount | null = null;
    try {
      // Applied to the prices catalog has just held the stock at; refused, the stock goes back (below).
      if (input.discountCode) applied = await this.discounts.apply(ctx, input.discountCode, lines, customer, business, manager);
      const totals = priceOrder(
        lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
        business,
        customerInfo.shippingAddress.country,
        shippingMethod,
        applied?.discountCents ?? 0,
      );
      payment = await this.payments.provider.createPayment({
        amountCents: totals.totalCents,
        currency: business.currency,
        metadata: { orderId, orderNumber },
        description: `Order #${orderNumber}`,
        receiptEmail: customerInfo.customerEmail,
        idempotencyKey: `order-${orderId}`,
      });
      if (client) {
        // Held until this transaction commits: two starts of one client in two carts cannot both pass the cap.
        await run(manager, LOCK_CLIENT_START, { client });
        await this.checkClientHolds(manager, client, cartLines);
      }
      // The code's row stays locked until this order (holding the use) is committed: its last use goes to one buyer.
      if (applied) await this.discounts.holdUse(manager, applied, customer);
      // The order and its lines in one statement (one round trip, atomic).
      await run(manager, PLACE_ORDER, {
        orderId,
        orderNumber,
        owner,
        userId: ctx.caller.userId,
        ...customerInfo,
        currency: business.currency,
        ...totals,
        discountCode: applied?.code ?? null,
        discountCodeId: applied?.codeId ?? null,
        paymentProvider: this.payments.provider.name,
        paymentId: payment.id,
        holdSeconds: this.settings.holdSeconds,
        lines: lines.map((line, position) => ({ ...line, position, discountCents: applied?.lineDiscounts[position] ?? 0 })),
        client,
        checkoutKey,
        source: 'checkout',
        payToken: null,
      });
      return this.answerOf(
        { id: orderId, orderNumber, currency: business.currency, ...totals, discountCode: applied?.code ?? null, shippingMethod },
        payment.id,
        payment.clientSecret!,
      );
    } catch (error) {
      // Best effort: what is not undone here expires on its own (catalog's hold; a payment nobody can see).
      await this.catalog.call(CatalogRpc.releaseReservation, { orderId }, ctx).catch(() => undefined);
      if (payment) await this.payments.provider.cancelPayment(payment.id, `cancel-${orderId}`).catch(() => undefined);
      if (error instanceof PaymentProviderError) throw new DomainError('PaymentProviderUnavailable', {});
      throw error;
    }
  }

  /**
   * What one client may hold unpaid at once: so many checkouts, so many pieces. Counted from the
   * orders themselves (awaiting payment, hold not ended), so it holds across replicas and restarts.
   */
  private async checkClientHolds(manager: EntityManager, client: string | null, cartLines: CartLines): Promise<void> {
    if (!client) return;
    const [held] = await run(manager, CLIENT_HOLDS, { client });
    const { checkoutsPerClient, piecesPerClient } = this.settings;
    const waitSeconds = held!.secondsLeft ?? 60;
    if (held!.checkouts >= checkoutsPerClient) throw new DomainError('TooManyCheckouts', { waiting: held!.checkouts, waitSeconds });
    const pieces = cartLines.reduce((sum, line) => sum + line.quantity, 0);
    if (held!.pieces + pieces > piecesPerClient) throw new DomainError('TooManyPieces', { max: piecesPerClient, held: held!.pieces, waitSeconds });
  }

  private answerOf(
    order: Pick<
      OpenOrder,
      'id' | 'orderNumber' | 'currency' | 'shippingMethod' | 'subtotalCents' | 'discountCents' | 'discountCode' | 'shippingCents' | 'taxCents' | 'totalCents'
    >,
    paymentId: string,
    clientSecret: string,
  ): PaymentIntentAnswer {
    return {
      ...this.payments.provider.setup,
      clientSecret,
      paymentIntentId: paymentId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      totals: {
        currency: order.currency,
        subtotal: centsToDecimal(order.subtotalCents),
        discount: order.discountCode ? { code: order.discountCode, amount: centsToDecimal(order.discountCents) } : null,
        shipping: centsToDecimal(order.shippingCents),
        tax: centsToDecimal(order.taxCents),
        total: centsToDecimal(order.totalCents),
        shippingMethod: order.shippingMethod,
      },
    };
  }

  /** A provider that cannot be reached is PaymentProviderUnavailable for the shopper ('try again'), and the transaction's changes are undone. */
  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new DomainError('PaymentProviderUnavailable', {});
      throw error;
    }
  }

  /** One read under the lock: the cart's unpaid orders whose hold runs (newest first), and the cart's lines. */
  private async readCart(manager: EntityManager, owner: string): Promise<{ openOrders: OpenOrder[]; cartLines: CartLines }> {
    const [cart] = await run(manager, CART_AT_START, { owner, minSecondsLeft: Math.min(MIN_SECONDS_LEFT, this.settings.holdSeconds / 5) });
    return cart!;
  }

  /** POST /api/orders: settles the caller's own order of this payment (the same step as the webhook) and answers its receipt. */
  async confirm(ctx: RequestContext, paymentIntentId: string): Promise<OrderReceipt> {
    const order = await this.dataSource
      .getRepository(Order)
      .findOne({ where: { paymentIntentId }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });
    if (!order || !ownsOrder(ctx, order)) throw AppError.notFound(ORDER_NOT_FOUND);
    // Settled already (the payment's webhook is often first): its receipt as it is, without a transaction
    // queueing for the order's lock; at a drop's release, 60 confirmations at once otherwise waited past the RPC timeout.
    if (!awaitsPayment(order)) return this.orderPayments.receiptOf(order);
    return this.orderPayments.receiptOf(await this.orderPayments.settle(order.id, ctx));
  }
}

/** The browser that checked out, or the signed-in customer who did. */
function ownsOrder(ctx: RequestContext, order: Order): boolean {
  return (order.ownerKey !== null && order.ownerKey === ownerKey(ctx.caller)) || (ctx.caller.userId !== null && order.userId === ctx.caller.userId);
}

/**
 * What a start asks for: the same again (a double click, a retry, a reload of the payment step) is
 * answered the same order; another discount code (or none) is another checkout.
 */
function checkoutKeyOf(cartLines: CartLines, { customerInfo, shippingMethod, discountCode }: CreatePaymentIntentInput): string {
  const lines = cartLines.map((line) => [line.productId, line.tierId, line.quantity]);
  // Without a code the key is as it always was: checkouts waiting for payment are answered again.
  const asked = discountCode ? { lines, customerInfo, shippingMethod, discountCode } : { lines, customerInfo, shippingMethod };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}
