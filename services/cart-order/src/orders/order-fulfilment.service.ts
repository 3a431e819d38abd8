import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  DomainError,
  centsToDecimal,
  decimalToCents,
  itemLabel,
  type CorrectTrackingInput,
  type OrderView,
  type RefundOrderInput,
  type RequestContext,
  type UpdateOrderStatusInput,
} from '@artshop/contracts';
import { PaymentProviderError, PaymentProviderUnavailable, type ProviderRefund } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';
import { CATALOG } from '../clients.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { PAID_STATUSES } from '../customers/paid-orders.js';
import { fulfilmentMove } from './order-lifecycle.js';
import { OrderLifecycle, type RefundedMoney } from './order-lifecycle.service.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';
import { loadOrderViews } from './orders.service.js';
import {
  DROP_PENDING_REFUND,
  FINISH_REFUND,
  LOCK_PAID_ORDER,
  NAME_REFUND_REQUEST,
  NOTE_REFUND_FAILURE,
  PENDING_REFUND,
  PENDING_REFUND_OF_ORDER,
  PENDING_REFUNDS_OF_PAYMENT,
  RECORD_PENDING_REFUND,
  REFUND_OF_REQUEST,
  REFUND_ORDER,
  REFUNDED_CENTS,
  STALE_PENDING_REFUNDS,
} from './orders.sql.js';

/** Pieces of a line being refunded now. */
interface RefundedPieces {
  line: OrderLine;
  quantity: number;
}

/**
 * A refund as recorded before the provider is asked for it (order_refunds, pending): the amount, the
 * key the provider is asked with, and what finishing it does (the pieces given back, whether it is
 * an order's cancellation). `id` is null for a refund without money (nothing to ask), applied at once.
 */
interface RecordedRefund {
  id: string | null;
  orderId: string;
  lineId: string | null;
  amountCents: number;
  returnToStock: boolean;
  reason: string;
  key: string;
  pieces: Array<{ lineId: string; quantity: number }>;
  cancelsOrder: boolean;
  statusNote: string | null;
}

/** The sweep and the provider's notifications act for nobody in particular. */
const systemContext = (): RequestContext => ({ requestId: `refund-sweep-${randomUUID()}`, caller: { userId: null, role: null, sessionId: null } });

/**
 * The artist's fulfilment of a paid order: moving it (through OrderLifecycle, which checks each move) and refunding it.
 * A refund is recorded first (pending, with the key the provider is asked with, committed), then the
 * provider is asked, then it is finished under the order's lock: marked done, the pieces back in stock,
 * certificates revoked, the payment status and the event. A crash in between leaves the pending row,
 * which the sweep and the provider's charge.refunded notification finish with the same key; while it
 * is pending, the order takes no other refund or move.
 */
@Injectable()
export class OrderFulfilment {
  private readonly logger = new Logger('payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly lifecycle: OrderLifecycle,
    private readonly certificates: CertificatesService,
  ) {}

  /**
   * Shipped keeps the carrier and tracking number; cancelled gives back what was not refunded yet and
   * puts the pieces back on sale, unless the artist chose to keep them off sale (returnToStock false).
   */
  async moveStatus(input: UpdateOrderStatusInput, ctx: RequestContext): Promise<OrderView> {
    if (input.status === 'cancelled') {
      // Money to give back: recorded first, then asked of the provider; the cancellation is finished with it.
      const recorded = await this.dataSource.transaction(async (manager) => {
        const order = await lockPaidOrder(manager, input.orderId);
        await refuseWhileRefunding(manager, order);
        fulfilmentMove(order, input.status);
        const left = order.totalCents - (await refundedCents(manager, order.id));
        if (left <= 0) return null;
        const note = input.note || null;
        return this.recordRefund(manager, order, {
          amountCents: left,
          pieces: unrefundedPieces(order),
          returnToStock: input.returnToStock ?? true,
          reason: note ?? 'Order cancelled',
          lineId: null,
          cancelsOrder: true,
          statusNote: note,
        });
      });
      if (recorded) return this.carryOut(recorded, ctx);
    }
    return this.dataSource.transaction(async (manager) => {
      const order = await lockPaidOrder(manager, input.orderId);
      await refuseWhileRefunding(manager, order);
      const move = fulfilmentMove(order, input.status);
      const note = input.note || null;
      if (move === 'pack') return this.lifecycle.pack(manager, order, { note });
      if (move === 'ship') return this.lifecycle.ship(manager, order, { note, carrier: input.carrier!, trackingNumber: input.trackingNumber! });
      if (move === 'deliver') return this.lifecycle.deliver(manager, order, { note });
      // The pieces never left the studio: they go back on sale unless the artist keeps them off (the money went back before, or the refund above carries it).
      const left = order.totalCents - (await refundedCents(manager, order.id));
      if (left > 0) throw new DomainError('RefundInProgress', { orderNumber: order.orderNumber });
      const pieces = unrefundedPieces(order);
      const refunded =
        pieces.length > 0
          ? await this.refundNow(manager, order, {
              id: null,
              orderId: order.id,
              amountCents: 0,
              pieces: pieces.map((piece) => ({ lineId: piece.line.id, quantity: piece.quantity })),
              returnToStock: input.returnToStock ?? true,
              reason: note ?? 'Order cancelled',
              lineId: null,
              key: refundKey(order, order.totalCents - left, 0),
              cancelsOrder: true,
              statusNote: note,
              providerRefundId: null,
              ctx,
            })
          : undefined;
      return this.lifecycle.cancel(manager, order, { note, refunded });
    });
  }

  /**
   * The whole order (what is left of it), one line (its pieces not refunded yet, as paid: less their
   * share of a discount, with their share of the tax), or an amount the artist chose (shipping only, a goodwill gesture: no pieces go back),
   * never more than is left. A request sent again with its key answers the refund it made.
   */
  async refund(input: RefundOrderInput, ctx: RequestContext): Promise<OrderView> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<{ recorded: RecordedRefund } | { view: OrderView }> => {
      const order = await lockPaidOrder(manager, input.orderId);
      if (input.requestKey && (await madeBy(manager, order, input.requestKey)) === 'done') return { view: (await loadOrderViews(manager, [order]))[0]! };
      await refuseWhileRefunding(manager, order);
      const left = order.totalCents - (await refundedCents(manager, order.id));
      if (left <= 0) throw new DomainError('RefundExceedsBalance', { orderNumber: order.orderNumber, left: '0.00' });
      let amountCents = left;
      let pieces = unrefundedPieces(order);
      let lineName: string | null = null;
      if (input.amount) {
        amountCents = decimalToCents(input.amount);
        if (amountCents > left) throw new DomainError('RefundExceedsBalance', { orderNumber: order.orderNumber, left: centsToDecimal(left) });
        pieces = [];
      }
      if (input.lineId) {
        const line = order.lines.find((candidate) => candidate.id === input.lineId);
        if (!line) throw AppError.notFound('This line is not part of the order');
        lineName = itemLabel(line.productName, line.tierLabel);
        const quantity = line.quantity - line.refundedQuantity;
        if (quantity <= 0) throw new DomainError('LineRefundedInFull', { item: lineName });
        // What was paid for these pieces: their price less their share of the order's discount; the tax was on that.
        const paidForLine = line.unitPriceCents * line.quantity - line.discountCents;
        const lineCents = quantity === line.quantity ? paidForLine : Math.round((paidForLine * quantity) / line.quantity);
        const goodsCents = order.subtotalCents - order.discountCents;
        const taxShare = goodsCents > 0 ? Math.round((order.taxCents * lineCents) / goodsCents) : 0;
        // The tax shares of the lines, each rounded, may add up to a cent more than the tax: never more than is left.
        amountCents = Math.min(lineCents + taxShare, left);
        pieces = [{ line, quantity }];
      }
      const reason =
        input.reason ||
        (lineName ? `Refund of ${lineName}` : input.amount ? `Partial refund of order #${order.orderNumber}` : `Refund of order #${order.orderNumber}`);
      const refund = { amountCents, pieces, returnToStock: input.returnToStock, reason, lineId: input.lineId ?? null, cancelsOrder: false, statusNote: null };
      if (amountCents > 0) {
        const recorded = await this.recordRefund(manager, order, refund);
        if (input.requestKey) await run(manager, NAME_REFUND_REQUEST, { refundId: recorded.id!, requestKey: input.requestKey });
        return { recorded };
      }
      // A free piece: no money to ask for, so it is applied at once.
      await this.finishRecorded(manager, order, { ...this.describe(order, refund, await refundedCents(manager, order.id)), id: null }, null, ctx);
      return { view: (await loadOrderViews(manager, [order]))[0]! };
    });
    return 'recorded' in outcome ? this.carryOut(outcome.recorded, ctx) : outcome.view;
  }

  /**
   * Corrects the carrier and tracking number of an order on its way (shipped or delivered): the buyer
   * is mailed the new one (order.tracking-changed). The same correction again changes nothing and
   * mails nobody.
   */
  async correctTracking(input: CorrectTrackingInput): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockPaidOrder(manager, input.orderId);
      if (order.status !== 'shipped' && order.status !== 'delivered') throw new DomainError('NotShippedYet', { orderNumber: order.orderNumber });
      return this.lifecycle.correctTracking(manager, order, input);
    });
  }

  /** Records a refund as pending, committed with the transaction, before the provider is asked for it. */
  private async recordRefund(
    manager: EntityManager,
    order: Order,
    refund: Omit<RecordedRefund, 'id' | 'orderId' | 'key' | 'pieces'> & { pieces: RefundedPieces[] },
  ): Promise<RecordedRefund> {
    if (!order.paymentIntentId) throw new DomainError('RefundNotPossible', { orderNumber: order.orderNumber });
    const described = this.describe(order, refund, await refundedCents(manager, order.id));
    const [id] = await run(manager, RECORD_PENDING_REFUND, described);
    return { ...described, id: id! };
  }

  private describe(
    order: Order,
    refund: Omit<RecordedRefund, 'id' | 'orderId' | 'key' | 'pieces'> & { pieces: RefundedPieces[] },
    before: number,
  ): Omit<RecordedRefund, 'id'> {
    return {
      ...refund,
      orderId: order.id,
      key: refundKey(order, before, refund.amountCents),
      pieces: refund.pieces.map((piece) => ({ lineId: piece.line.id, quantity: piece.quantity })),
    };
  }

  /**
   * Asks the provider for a recorded refund, then finishes it. A refusal removes the pending record
   * (nothing was refunded: the artist may try again); a provider out of reach keeps it, and the sweep
   * asks again with the same key.
   */
  private async carryOut(recorded: RecordedRefund, ctx: RequestContext): Promise<OrderView> {
    let providerRefund: ProviderRefund;
    try {
      providerRefund = await this.askProvider(recorded);
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        await this.noteFailure(recorded.id!, error);
        throw new DomainError('RefundNotMade', { reason: error.message, kept: true });
      }
      if (error instanceof PaymentProviderError) {
        await run(this.dataSource, DROP_PENDING_REFUND, { refundId: recorded.id! });
        throw new DomainError('RefundNotMade', { reason: error.message, kept: false });
      }
      await this.noteFailure(recorded.id!, error);
      throw error;
    }
    try {
      return await this.finish(recorded.id!, providerRefund.id, ctx);
    } catch (error) {
      await this.noteFailure(recorded.id!, error);
      if (error instanceof AppError || error instanceof DomainError) throw error;
      throw new DomainError('RefundNotRecordedYet', {});
    }
  }

  private askProvider(recorded: RecordedRefund): Promise<ProviderRefund> {
    return this.dataSource.manager.findOneByOrFail(Order, { id: recorded.orderId }).then((order) =>
      this.payments.provider.refundPayment({
        paymentId: order.paymentIntentId!,
        amountCents: recorded.amountCents,
        reason: recorded.reason,
        idempotencyKey: recorded.key,
      }),
    );
  }

  private async noteFailure(refundId: string, error: unknown): Promise<void> {
    await run(this.dataSource, NOTE_REFUND_FAILURE, { refundId, error: String(error).slice(0, 2000) }).catch(() => {});
  }

  /** Finishes a pending refund the provider made, once: a second finisher finds it done and changes nothing. */
  private finish(refundId: string, providerRefundId: string, ctx: RequestContext): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const [orderId] = await run(manager, REFUND_ORDER, { refundId });
      // Dropped meanwhile by the sweep, which the provider refused: nothing was refunded.
      if (!orderId) throw new DomainError('RefundNotMade', { reason: '', kept: false });
      const order = await lockPaidOrder(manager, orderId);
      const [recorded] = await run(manager, PENDING_REFUND, { refundId });
      if (recorded) await this.finishRecorded(manager, order, recorded, providerRefundId, ctx);
      return (await loadOrderViews(manager, [order]))[0]!;
    });
  }

  /** What a refund does once the money went back: the pieces, then the order's move (refunded, or the cancellation it was for). */
  private async finishRecorded(manager: EntityManager, order: Order, recorded: RecordedRefund, providerRefundId: string | null, ctx: RequestContext) {
    const refunded = await this.refundNow(manager, order, { ...recorded, providerRefundId, ctx });
    if (recorded.cancelsOrder) await this.lifecycle.finishCancellingRefund(manager, order, { ...refunded, note: recorded.statusNote });
    else await this.lifecycle.refund(manager, order, { ...refunded, reason: recorded.reason, lineId: recorded.lineId });
  }

  /**
   * Finishes the refunds a crash left pending: asks the provider again with the same key (it answers
   * the refund it made, or makes it now), then records it. For the sweep (`paymentId` unset: those
   * pending a while) and for the provider's charge.refunded notification (that payment's, at once).
   */
  async finishPendingRefunds(paymentId?: string): Promise<void> {
    const ids = paymentId ? await run(this.dataSource, PENDING_REFUNDS_OF_PAYMENT, { paymentId }) : await run(this.dataSource, STALE_PENDING_REFUNDS);
    for (const id of ids) {
      const [recorded] = await run(this.dataSource, PENDING_REFUND, { refundId: id });
      if (!recorded) continue;
      let providerRefund: ProviderRefund;
      try {
        providerRefund = await this.askProvider(recorded);
      } catch (error) {
        if (error instanceof PaymentProviderError && !(error instanceof PaymentProviderUnavailable)) {
          // Refused: nothing was refunded, so nothing is recorded (the artist sees the order as before and may refund again).
          this.logger.warn({ msg: 'a pending refund was refused by the provider and dropped', refundId: id, error: String(error) });
          await run(this.dataSource, DROP_PENDING_REFUND, { refundId: id });
          continue;
        }
        await this.noteFailure(id, error);
        if (paymentId) throw error;
        this.logger.warn({ msg: 'a pending refund could not be finished yet; tried again next sweep', refundId: id, error: String(error) });
        continue;
      }
      try {
        await this.finish(id, providerRefund.id, systemContext());
      } catch (error) {
        await this.noteFailure(id, error);
        if (paymentId) throw error;
        this.logger.warn({ msg: 'a pending refund could not be recorded yet; tried again next sweep', refundId: id, error: String(error) });
      }
    }
  }

  /**
   * Applies a refund the provider made (or one without money): the pieces back to catalog (when
   * asked), the refund marked done, the lines and certificates; answers the money it moves, for the
   * order's payment status (OrderLifecycle). The restock's key is the refund's, so finishing it again
   * after a failure puts nothing back twice.
   */
  private async refundNow(
    manager: EntityManager,
    order: Order,
    refund: RecordedRefund & { providerRefundId: string | null; ctx: RequestContext },
  ): Promise<RefundedMoney> {
    const before = await refundedCents(manager, order.id);
    const key = refund.key;
    const back: RefundedPieces[] = refund.pieces
      .map((piece) => ({ line: order.lines.find((line) => line.id === piece.lineId)!, quantity: piece.quantity }))
      .filter((piece) => piece.line && piece.quantity > 0);
    const lineIds = back.map((piece) => piece.line.id);
    // Catalog puts the pieces back on sale when asked, and frees the edition numbers of numbered prints
    // (a manual order's custom line, a commission, is no catalog work: nothing goes back).
    const catalogPieces = back.flatMap(({ line, quantity }) => (line.productId ? [{ productId: line.productId, tierId: line.tierId, quantity }] : []));
    if (catalogPieces.length > 0 && (refund.returnToStock || (await this.certificates.numbered(manager, lineIds))))
      await this.catalog.call(
        CatalogRpc.restock,
        {
          key,
          orderId: order.id,
          returnToStock: refund.returnToStock,
          lines: catalogPieces,
        },
        refund.ctx,
      );
    if (refund.id) await run(manager, FINISH_REFUND, { refundId: refund.id, providerRefundId: refund.providerRefundId });
    for (const piece of back) {
      piece.line.refundedQuantity += piece.quantity;
      await manager.update(OrderLine, { id: piece.line.id }, { refundedQuantity: piece.line.refundedQuantity });
    }
    // A refunded piece is no longer the buyer's: its certificate stops verifying (catalog has freed its edition number).
    if (back.length > 0) await this.certificates.revokeForLines(manager, order.id, lineIds);
    return { refundedBeforeCents: before, amountCents: refund.amountCents };
  }
}

/** Locks a paid order's row (an unpaid checkout is not an order: 404), then reads it with its lines. */
async function lockPaidOrder(manager: EntityManager, orderId: string): Promise<Order> {
  if ((await run(manager, LOCK_PAID_ORDER, { orderId, paidStatuses: [...PAID_STATUSES] })).length === 0) throw AppError.notFound('Order not found');
  return manager.findOneOrFail(Order, { where: { id: orderId }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });
}

/** The money given back so far (refunds done; a pending one is not yet). */
async function refundedCents(manager: EntityManager, orderId: string): Promise<number> {
  const [cents] = await run(manager, REFUNDED_CENTS, { orderId });
  return cents ?? 0;
}

/** What became of the refund a request key made: done, still pending (with the provider), or none (never made, or refused). */
async function madeBy(manager: EntityManager, order: Order, requestKey: string): Promise<'done' | 'pending' | null> {
  const [status] = await run(manager, REFUND_OF_REQUEST, { orderId: order.id, requestKey });
  return status ?? null;
}

/** While a refund of the order is pending, it takes no other refund or move: a second one would be asked with another key. */
async function refuseWhileRefunding(manager: EntityManager, order: Order): Promise<void> {
  if ((await run(manager, PENDING_REFUND_OF_ORDER, { orderId: order.id })).length > 0)
    throw new DomainError('RefundInProgress', { orderNumber: order.orderNumber });
}

/** Names a refund by what was refunded before it: asked again after a failure, the provider finds the same refund. */
const refundKey = (order: Order, before: number, amountCents: number) => `refund-${order.id}-${before}-${amountCents}`;

const unrefundedPieces = (order: Order): RefundedPieces[] =>
  order.lines.map((line) => ({ line, quantity: line.quantity - line.refundedQuantity })).filter((piece) => piece.quantity > 0);
