import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { centsToDecimal, itemLabel, type ArtworkFacts, type OrderStatus, type OrderTracking, type OrderView, type ShippingCarrier } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { CertificatesService } from '../certificates/certificates.service.js';
import { allows, checkMove, refundMove, type OrderMove } from './order-lifecycle.js';
import { Order } from './order.entity.js';
import { carrierName, loadOrderViews, toReceipt } from './orders.service.js';
import { RECORD_SOLD_OUT_REFUND, RECORD_STATUS_STEP, REFUND_EVERY_LINE } from './orders.sql.js';

type OrderChanges = Partial<Pick<Order, 'status' | 'paymentStatus' | 'paymentMessage' | 'paidAt' | 'carrier' | 'trackingNumber'>>;

/** What a refund gave back: the money refunded before it and its own amount (0: pieces only). */
export interface RefundedMoney {
  refundedBeforeCents: number;
  amountCents: number;
}

/**
 * The one place an order moves: each operation checks the move against the table (order-lifecycle.ts),
 * then writes the order's row, its status history and its event (through the outbox) in the caller's
 * transaction, with the order's row locked by the caller. Checkout (the payment) and the artist's
 * fulfilment (refunds, packing, shipping, cancelling) call it; it calls neither.
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    private readonly outbox: Outbox,
    private readonly certificates: CertificatesService,
  ) {}

  /**
   * The provider took the money: the order is the artist's to fulfil ('pending', the first step of
   * its history), its certificates are issued from catalog's facts of the pieces as their stock was
   * committed, and order.completed carries the whole receipt (the buyer's and the artist's mails).
   */
  async markPaid(manager: EntityManager, order: Order, { artworks, artistName }: { artworks: ArtworkFacts[]; artistName: string | null }): Promise<void> {
    await write(manager, order, { ...checkMove('markPaid', order), paidAt: new Date(), paymentMessage: null });
    await recordStatusStep(manager, order.id, 'pending');
    await this.certificates.issueForOrder(manager, order, artworks, artistName);
    const certificates = await this.certificates.forReceipt(manager, order);
    await this.outbox.record(manager, 'order.completed', toReceipt(order, certificates));
  }

  /** The buyer's card was refused, and why; answers false when the order says so already (nothing to write). */
  async decline(manager: EntityManager, order: Order, message: string): Promise<boolean> {
    if (order.paymentStatus === 'failed' && order.paymentMessage === message) return false;
    await write(manager, order, { paymentStatus: checkMove('decline', order).paymentStatus, paymentMessage: message });
    return true;
  }

  /** Closes a checkout nobody will pay (its hold was given back by the caller), saying why. */
  async close(manager: EntityManager, order: Order, message: string): Promise<void> {
    await write(manager, order, { ...checkMove('close', order), paymentMessage: message });
  }

  /**
   * The payment went through for a piece sold meanwhile to another buyer, and the provider gave it
   * all back (`providerRefundId`): the order is cancelled, its refund recorded as done and
   * order.refunded sent. Nothing was taken from stock, so nothing goes back to it.
   */
  async refundSoldOut(manager: EntityManager, order: Order, { reason, providerRefundId }: { reason: string; providerRefundId: string }): Promise<void> {
    await write(manager, order, { ...checkMove('refundSoldOut', order), paymentMessage: reason });
    await run(manager, RECORD_SOLD_OUT_REFUND, { orderId: order.id, amountCents: order.totalCents, reason, providerRefundId });
    await run(manager, REFUND_EVERY_LINE, { orderId: order.id });
    for (const line of order.lines) line.refundedQuantity = line.quantity;
    await recordStatusStep(manager, order.id, 'cancelled', reason);
    await this.outbox.record(manager, 'order.refunded', { ...toReceipt(order), reason, amount: centsToDecimal(order.totalCents), full: true, line: null });
  }

  /**
   * Money went back to the buyer after payment (the pieces are the caller's: restocked, lines marked,
   * certificates revoked): the payment is refunded in part or in full, and order.refunded says how
   * much, and for which line. An order not yet shipped whose money all went back has nothing left to
   * send: it leaves the work queue as cancelled, its history says why, and the buyer's refund mail is
   * the only mail (no status-changed).
   */
  async refund(
    manager: EntityManager,
    order: Order,
    { refundedBeforeCents, amountCents, reason, lineId }: RefundedMoney & { reason: string; lineId: string | null },
  ): Promise<void> {
    await write(manager, order, { paymentStatus: paymentAfter(order, { refundedBeforeCents, amountCents }) });
    if (order.paymentStatus === 'refunded' && allows('cancel', order)) {
      await write(manager, order, { status: 'cancelled' });
      await recordStatusStep(manager, order.id, 'cancelled', 'Refunded in full');
    }
    const line = lineId ? order.lines.find((candidate) => candidate.id === lineId) : undefined;
    await this.outbox.record(manager, 'order.refunded', {
      ...toReceipt(order),
      reason,
      amount: centsToDecimal(amountCents),
      // The whole order (what was left of it); a line or an amount the artist chose is a part of it.
      full: !lineId && order.paymentStatus === 'refunded',
      line: line ? itemLabel(line.productName, line.tierLabel) : null,
    });
  }

  /** Packed: the artist is preparing it. */
  pack(manager: EntityManager, order: Order, { note }: { note: string | null }): Promise<OrderView> {
    return this.moveStatus(manager, order, 'pack', { note });
  }

  /** On its way: the carrier and tracking number are kept, and its history step names them. */
  ship(
    manager: EntityManager,
    order: Order,
    { note, carrier, trackingNumber }: { note: string | null; carrier: ShippingCarrier; trackingNumber: string },
  ): Promise<OrderView> {
    const stepNote = [`${carrierName(carrier)} ${trackingNumber}`, note].filter(Boolean).join(' · ');
    return this.moveStatus(manager, order, 'ship', { note, stepNote, changes: { carrier, trackingNumber } });
  }

  deliver(manager: EntityManager, order: Order, { note }: { note: string | null }): Promise<OrderView> {
    return this.moveStatus(manager, order, 'deliver', { note });
  }

  /**
   * Cancelled by the artist with no money left to give back (the caller has put the pieces back, a
   * refund without money: `refunded`, which may move the payment to refunded).
   */
  cancel(manager: EntityManager, order: Order, { note, refunded }: { note: string | null; refunded?: RefundedMoney }): Promise<OrderView> {
    const changes: OrderChanges = refunded ? { paymentStatus: paymentAfter(order, refunded) } : {};
    return this.moveStatus(manager, order, 'cancel', { note, changes });
  }

  /**
   * A cancellation's refund came back from the provider (the pieces are the caller's): the payment
   * moves, and the order is cancelled. Moves wait while a refund is pending, so the order can still
   * be cancelled; should it not, the money is recorded all the same.
   */
  async finishCancellingRefund(manager: EntityManager, order: Order, { note, ...refunded }: RefundedMoney & { note: string | null }): Promise<void> {
    const paymentStatus = paymentAfter(order, refunded);
    if (allows('cancel', { ...order, paymentStatus })) await this.moveStatus(manager, order, 'cancel', { note, changes: { paymentStatus } });
    else await write(manager, order, { paymentStatus });
  }

  /**
   * Corrects the carrier and tracking number of an order on its way (shipped or delivered; the caller
   * checks): the buyer is mailed the new one (order.tracking-changed). The same correction again
   * changes nothing and mails nobody.
   */
  async correctTracking(
    manager: EntityManager,
    order: Order,
    { carrier, trackingNumber }: { carrier: ShippingCarrier; trackingNumber: string },
  ): Promise<OrderView> {
    const [before] = await loadOrderViews(manager, [order]);
    if (order.carrier === carrier && order.trackingNumber === trackingNumber) return before!;
    await write(manager, order, { carrier, trackingNumber });
    const [view] = await loadOrderViews(manager, [order]);
    await this.outbox.record(manager, 'order.tracking-changed', {
      orderId: order.id,
      orderNumber: String(order.orderNumber),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      tracking: view!.tracking as OrderTracking,
      previous: before!.tracking,
    });
    return view!;
  }

  /** A fulfilment move: the row, its step in the history and order.status-changed (the buyer's mail); answers the order's view. */
  private async moveStatus(
    manager: EntityManager,
    order: Order,
    move: OrderMove,
    { note, stepNote = note, changes = {} }: { note: string | null; stepNote?: string | null; changes?: OrderChanges },
  ): Promise<OrderView> {
    const from = order.status;
    const { status: to } = checkMove(move, order);
    await write(manager, order, { status: to, ...changes });
    await recordStatusStep(manager, order.id, to, stepNote);
    const [view] = await loadOrderViews(manager, [order]);
    await this.outbox.record(manager, 'order.status-changed', {
      orderId: order.id,
      orderNumber: String(order.orderNumber),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      from,
      to,
      tracking: view!.tracking,
      note,
    });
    return view!;
  }
}

/** The payment status a refund leaves, checked against the table when it changes. */
function paymentAfter(order: Order, { refundedBeforeCents, amountCents }: RefundedMoney) {
  const move = refundMove(order, refundedBeforeCents, amountCents, order.totalCents);
  return move ? checkMove(move, order).paymentStatus : order.paymentStatus;
}

/** Saves a move and keeps the loaded order in step (the views and receipts sent with the events are made from it). */
async function write(manager: EntityManager, order: Order, changes: OrderChanges): Promise<void> {
  Object.assign(order, changes);
  await manager.update(Order, { id: order.id }, changes);
}

/** A step of the order's status history, in the transaction of the change. */
async function recordStatusStep(manager: EntityManager, orderId: string, status: OrderStatus, note: string | null = null): Promise<void> {
  await run(manager, RECORD_STATUS_STEP, { orderId, status, note });
}
