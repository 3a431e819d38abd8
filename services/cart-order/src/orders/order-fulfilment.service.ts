import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  canMoveOrder,
  centsToDecimal,
  itemLabel,
  orderMoveRefusal,
  type OrderView,
  type RefundOrderInput,
  type RequestContext,
  type UpdateOrderStatusInput,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { PaymentProviderError, type ProviderRefund } from '@artshop/payments';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { toReceipt } from '../checkout/order-payments.service.js';
import { PAYMENTS, type Payments } from '../checkout/payment-provider.js';
import { CATALOG } from '../clients.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';
import { PAID_STATUSES } from '../customers/paid-orders.js';
import { carrierName, loadOrderViews, recordStatusStep } from './orders.service.js';

/** Pieces of a line being refunded now. */
interface RefundedPieces {
  line: OrderLine;
  quantity: number;
}

/**
 * The artist's fulfilment of a paid order (admin.md section 4): moving it along ORDER_STATUS_MOVES and
 * refunding it. Each runs with the order row locked, calls the provider (and catalog) with keys drawn
 * from what was refunded before, so a retry after a failure repeats nothing, and records its event
 * through the outbox in the same transaction.
 */
@Injectable()
export class OrderFulfilment {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly outbox: Outbox,
    private readonly certificates: CertificatesService,
  ) {}

  /** Shipped keeps the carrier and tracking number; cancelled gives back what was not refunded yet and puts the pieces back on sale. */
  async moveStatus(input: UpdateOrderStatusInput, ctx: RequestContext): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockPaidOrder(manager, input.orderId);
      const from = order.status;
      if (!canMoveOrder(from, input.status)) throw AppError.badRequest(orderMoveRefusal(from, input.status));
      const note = input.note || null;
      let stepNote = note;
      const changes: Partial<Pick<Order, 'status' | 'carrier' | 'trackingNumber' | 'paymentStatus'>> = { status: input.status };
      if (input.status === 'shipped') {
        changes.carrier = input.carrier!;
        changes.trackingNumber = input.trackingNumber!;
        stepNote = [`${carrierName(input.carrier!)} ${input.trackingNumber!}`, note].filter(Boolean).join(' · ');
      }
      if (input.status === 'cancelled') {
        // The pieces never left the studio: whatever was not refunded goes back to the buyer and on sale.
        const left = order.totalCents - (await refundedCents(manager, order.id));
        const pieces = unrefundedPieces(order);
        if (left > 0 || pieces.length > 0)
          await this.refundNow(manager, order, {
            amountCents: left,
            pieces,
            returnToStock: true,
            reason: note ?? 'Order cancelled',
            lineId: null,
            ctx,
          });
        changes.paymentStatus = order.paymentStatus;
      }
      Object.assign(order, changes);
      await manager.update(Order, { id: order.id }, changes);
      await recordStatusStep(manager, order.id, input.status, stepNote);
      const [view] = await loadOrderViews(manager, [order]);
      await this.outbox.record(manager, 'order.status-changed', {
        orderId: order.id,
        orderNumber: String(order.orderNumber),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        from,
        to: input.status,
        tracking: view!.tracking,
        note,
      });
      return view!;
    });
  }

  /** The whole order (what is left of it) or one line (its pieces not refunded yet, with their share of the tax). */
  async refund(input: RefundOrderInput, ctx: RequestContext): Promise<OrderView> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockPaidOrder(manager, input.orderId);
      const left = order.totalCents - (await refundedCents(manager, order.id));
      if (left <= 0) throw AppError.badRequest(`Order #${order.orderNumber} has already been refunded in full.`);
      let amountCents = left;
      let pieces = unrefundedPieces(order);
      let lineName: string | null = null;
      if (input.lineId) {
        const line = order.lines.find((candidate) => candidate.id === input.lineId);
        if (!line) throw AppError.notFound('This line is not part of the order');
        lineName = itemLabel(line.productName, line.tierLabel);
        const quantity = line.quantity - line.refundedQuantity;
        if (quantity <= 0) throw AppError.badRequest(`${lineName} has already been refunded.`);
        const lineCents = line.unitPriceCents * quantity;
        const taxShare = order.subtotalCents > 0 ? Math.round((order.taxCents * lineCents) / order.subtotalCents) : 0;
        // The tax shares of the lines, each rounded, may add up to a cent more than the tax: never more than is left.
        amountCents = Math.min(lineCents + taxShare, left);
        pieces = [{ line, quantity }];
      }
      const reason = input.reason || (lineName ? `Refund of ${lineName}` : `Refund of order #${order.orderNumber}`);
      await this.refundNow(manager, order, { amountCents, pieces, returnToStock: input.returnToStock, reason, lineId: input.lineId ?? null, ctx });
      await manager.update(Order, { id: order.id }, { paymentStatus: order.paymentStatus });
      await this.outbox.record(manager, 'order.refunded', {
        ...toReceipt(order),
        reason,
        amount: centsToDecimal(amountCents),
        full: !input.lineId,
        line: lineName,
      });
      return (await loadOrderViews(manager, [order]))[0]!;
    });
  }

  /**
   * Gives money back through the provider, then (when asked) the pieces back to catalog, then records
   * both. Keys name the refund by what was refunded before it: a retry after a failure finds the same
   * provider refund and restock instead of making new ones.
   */
  private async refundNow(
    manager: EntityManager,
    order: Order,
    refund: { amountCents: number; pieces: RefundedPieces[]; returnToStock: boolean; reason: string; lineId: string | null; ctx: RequestContext },
  ): Promise<void> {
    const before = await refundedCents(manager, order.id);
    const key = `refund-${order.id}-${before}-${refund.amountCents}`;
    let providerRefund: ProviderRefund | null = null;
    if (refund.amountCents > 0) {
      if (!order.paymentIntentId)
        throw AppError.badRequest(`Order #${order.orderNumber} was not paid through the shop's payments, so it cannot be refunded here.`);
      try {
        providerRefund = await this.payments.provider.refundPayment({
          paymentId: order.paymentIntentId,
          amountCents: refund.amountCents,
          reason: refund.reason,
          idempotencyKey: key,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new AppError(502, `The payment provider did not make the refund: ${error.message}`);
        throw error;
      }
    }
    const back = refund.pieces.filter((piece) => piece.quantity > 0);
    const lineIds = back.map((piece) => piece.line.id);
    // Catalog puts the pieces back on sale when asked, and frees the edition numbers of numbered prints.
    if (back.length > 0 && (refund.returnToStock || (await this.certificates.numbered(manager, lineIds))))
      await this.catalog.call(
        CatalogRpc.restock,
        {
          key,
          orderId: order.id,
          returnToStock: refund.returnToStock,
          lines: back.map(({ line, quantity }) => ({ productId: line.productId, tierId: line.tierId, quantity })),
        },
        refund.ctx,
      );
    if (refund.amountCents > 0)
      await manager.query(
        `INSERT INTO order_refunds (order_id, line_id, amount_cents, return_to_stock, reason, provider_refund_id) VALUES ($1, $2, $3, $4, $5, $6)`,
        [order.id, refund.lineId, refund.amountCents, refund.returnToStock, refund.reason, providerRefund?.id ?? null],
      );
    for (const piece of back) {
      piece.line.refundedQuantity += piece.quantity;
      await manager.update(OrderLine, { id: piece.line.id }, { refundedQuantity: piece.line.refundedQuantity });
    }
    // A refunded piece is no longer the buyer's: its certificate stops verifying (catalog has freed its edition number).
    if (back.length > 0) await this.certificates.revokeForLines(manager, order.id, lineIds);
    order.paymentStatus = before + refund.amountCents >= order.totalCents ? 'refunded' : 'partially_refunded';
  }
}

/** Locks a paid order's row (an unpaid checkout is not an order: 404), then reads it with its lines. */
async function lockPaidOrder(manager: EntityManager, orderId: string): Promise<Order> {
  const [row]: Array<{ id: string }> = await manager.query(`SELECT id FROM orders WHERE id = $1 AND payment_status = ANY($2::text[]) FOR UPDATE`, [
    orderId,
    [...PAID_STATUSES],
  ]);
  if (!row) throw AppError.notFound('Order not found');
  return manager.findOneOrFail(Order, { where: { id: orderId }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });
}

async function refundedCents(manager: EntityManager, orderId: string): Promise<number> {
  const [row]: Array<{ cents: number }> = await manager.query(`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE order_id = $1`, [
    orderId,
  ]);
  return row?.cents ?? 0;
}

const unrefundedPieces = (order: Order): RefundedPieces[] =>
  order.lines.map((line) => ({ line, quantity: line.quantity - line.refundedQuantity })).filter((piece) => piece.quantity > 0);
