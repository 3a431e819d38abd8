import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogRpc, type CommitAnswer, type OrderReceipt, type RequestContext } from '@artshop/contracts';
import type { ProviderPayment } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { PartMetrics, type ServiceClient } from '@artshop/service-kit';
import { REMOVE_BOUGHT_LINE } from '../cart/cart.sql.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { CATALOG } from '../clients.js';
import { allows, awaitsPayment } from '../orders/order-lifecycle.js';
import { OrderLifecycle } from '../orders/order-lifecycle.service.js';
import { Order } from '../orders/order.entity.js';
import { toReceipt } from '../orders/orders.service.js';
import { LOCK_ORDER } from '../orders/orders.sql.js';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';

/** What settling did to an order's payment, counted once its transaction has committed. */
/** canceled: the order closed unpaid (its hold ran out, the buyer started again, or the provider cancelled it). */
export type PaymentOutcome = 'succeeded' | 'declined' | 'canceled' | 'refunded_sold_out' | 'amount_mismatch';

const NOTHING_HELD: CommitAnswer = { committed: true, artworks: [] };

const EXPIRED_MESSAGE = 'The time to pay for this order ran out, so the items were put back on sale.';

/**
 * The one way an order's payment is settled: the browser's return, the provider's notification and
 * the expiry sweep all call `settle`, which locks the order row, reads the payment from the
 * provider (never trusting a copy), and moves the order forward once. Paid: the held stock is
 * committed, the cart emptied and order.completed recorded in the same transaction. Paid for
 * something sold meanwhile: refunded at once and order.refunded.
 */
@Injectable()
export class OrderPayments {
  private readonly logger = new Logger('payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly lifecycle: OrderLifecycle,
    private readonly certificates: CertificatesService,
    private readonly metrics: PartMetrics,
  ) {}

  private readonly outcomes = this.metrics.counter('artshop_payments_total', 'Order payments settled, by outcome', ['outcome']);

  /** Runs a settling transaction and counts what it did once it has committed (a rolled-back one did nothing). */
  private async settling(work: (manager: EntityManager, did: (outcome: PaymentOutcome | null) => void) => Promise<Order>): Promise<Order> {
    const done: PaymentOutcome[] = [];
    const order = await this.dataSource.transaction((manager) => work(manager, (outcome) => outcome && done.push(outcome)));
    this.count(done);
    return order;
  }

  /** Counts what a caller's own transaction did with closeUnpaid, once it has committed. */
  count(outcomes: readonly PaymentOutcome[]): void {
    for (const outcome of outcomes) this.outcomes.inc({ outcome });
  }

  /** The order as its buyer sees it on the success page: with its certificates and their private links. */
  async receiptOf(order: Order): Promise<OrderReceipt> {
    return toReceipt(order, await this.certificates.forReceipt(this.dataSource, order));
  }

  /** Settles the order of a provider payment, if the shop has one; `alsoInTransaction` runs in the same transaction (recording the notification). */
  async settleByPayment(paymentId: string, ctx: RequestContext, alsoInTransaction?: (manager: EntityManager) => Promise<void>): Promise<Order | null> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ paymentIntentId: paymentId });
    if (!order) {
      if (alsoInTransaction) await this.dataSource.transaction(alsoInTransaction);
      return null;
    }
    return this.settle(order.id, ctx, alsoInTransaction);
  }

  async settle(orderId: string, ctx: RequestContext, alsoInTransaction?: (manager: EntityManager) => Promise<void>): Promise<Order> {
    // Read before the order is locked: the certificates issued at payment are signed with it.
    const artistName = await this.certificates.artistName(ctx);
    return this.settling(async (manager, did) => {
      const order = await lockOrder(manager, orderId);
      if (order.paymentIntentId && awaitsPayment(order)) {
        const payment = await this.payments.provider.retrievePayment(order.paymentIntentId);
        did(await this.apply(manager, order, payment, ctx, artistName));
      }
      await alsoInTransaction?.(manager);
      return order;
    });
  }

  /**
   * Closes an order nobody will pay (its hold expired, or the buyer started checkout again): the
   * payment is cancelled at the provider first, so it can no longer succeed; if it already had, the
   * order is settled as paid instead.
   */
  async abandon(orderId: string, ctx: RequestContext, message = EXPIRED_MESSAGE): Promise<Order> {
    const artistName = await this.certificates.artistName(ctx);
    return this.settling((manager, did) => this.closeUnpaid(manager, orderId, ctx, { message, artistName }, did));
  }

  /**
   * abandon's work inside the caller's transaction (checkout's, which holds the cart's lock while it
   * replaces the cart's unpaid order); the caller counts the outcomes once it has committed.
   */
  async closeUnpaid(
    manager: EntityManager,
    orderId: string,
    ctx: RequestContext,
    { message, artistName }: { message: string; artistName: string | null },
    did: (outcome: PaymentOutcome | null) => void,
  ): Promise<Order> {
    const order = await lockOrder(manager, orderId);
    if (!allows('close', order)) return order;
    if (order.paymentIntentId) {
      const payment = await this.payments.provider.cancelPayment(order.paymentIntentId, `cancel-${order.id}`);
      if (payment.status === 'succeeded') {
        did(await this.apply(manager, order, payment, ctx, artistName));
        return order;
      }
    }
    await this.close(manager, order, message, ctx);
    did('canceled');
    return order;
  }

  /** Moves the order as the provider's payment says; answers what that was (null: nothing changed). */
  private async apply(
    manager: EntityManager,
    order: Order,
    payment: ProviderPayment,
    ctx: RequestContext,
    artistName: string | null,
  ): Promise<PaymentOutcome | null> {
    if (payment.status === 'succeeded') {
      if (payment.amountCents !== order.totalCents || payment.currency !== order.currency) {
        // Never happens unless someone changed the payment at the provider: not fulfilled, the artist looks at it.
        this.logger.error({ msg: 'paid amount differs from the order', orderId: order.id, paid: payment.amountCents, total: order.totalCents });
        return 'amount_mismatch';
      }
      // A manual order of custom lines alone (a commission) holds no stock.
      const holdsStock = order.lines.some((line) => line.productId !== null);
      const commit = holdsStock ? await this.catalog.call(CatalogRpc.commitReservation, { orderId: order.id }, ctx) : NOTHING_HELD;
      if (commit.committed) {
        await this.lifecycle.markPaid(manager, order, { artworks: commit.artworks, artistName });
        await this.leaveCart(manager, order);
        return 'succeeded';
      }
      await this.refundSoldOut(manager, order, commit.soldOut);
      return 'refunded_sold_out';
    }
    // (An order already closed hears of its cancelled payment once more, from the provider: nothing to do.)
    if (payment.status === 'canceled' && allows('close', order)) {
      await this.close(manager, order, EXPIRED_MESSAGE, ctx);
      return 'canceled';
    }
    // The buyer may still try another card until the hold expires; the order says why the latest one failed.
    if (payment.status === 'requires_payment_method' && payment.failureMessage && allows('decline', order)) {
      if (await this.lifecycle.decline(manager, order, payment.failureMessage)) return 'declined';
    }
    return null;
  }

  /** What was bought leaves the cart it was bought from; anything added since stays. */
  private async leaveCart(manager: EntityManager, order: Order): Promise<void> {
    if (!order.ownerKey) return;
    for (const line of order.lines)
      if (line.productId) await run(manager, REMOVE_BOUGHT_LINE, { owner: order.ownerKey, productId: line.productId, tierId: line.tierId });
  }

  private async refundSoldOut(manager: EntityManager, order: Order, soldOut: string[]): Promise<void> {
    const items = soldOut.length ? soldOut.join(', ') : 'An item of your order';
    const reason = `${items} was sold to another buyer just before your payment went through, so your payment has been refunded in full.`;
    const refund = await this.payments.provider.refundPayment({
      paymentId: order.paymentIntentId!,
      reason: 'sold out',
      idempotencyKey: `refund-sold-out-${order.id}`,
    });
    await this.lifecycle.refundSoldOut(manager, order, { reason, providerRefundId: refund.id });
  }

  private async close(manager: EntityManager, order: Order, message: string, ctx: RequestContext): Promise<void> {
    await this.catalog.call(CatalogRpc.releaseReservation, { orderId: order.id }, ctx);
    await this.lifecycle.close(manager, order, message);
  }
}

async function lockOrder(manager: EntityManager, orderId: string): Promise<Order> {
  // Locked alone (a row lock cannot cover an outer join), then read with its lines.
  await run(manager, LOCK_ORDER, { orderId });
  return manager.findOneOrFail(Order, { where: { id: orderId }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });
}
