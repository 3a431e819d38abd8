import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ORDER_NOT_FOUND_MESSAGE, ORDER_STATUSES, canMoveOrder, type FileAnswer, type OrderView, type RequestContext } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { BusinessSettingsReader } from '../settings/business-settings.js';
import { CertificatesService, certificatesByLine } from '../certificates/certificates.service.js';
import { PAID_STATUSES } from '../customers/paid-orders.js';
import type { Order } from '../orders/order.entity.js';
import { loadOrderViews, readOrders } from '../orders/orders.service.js';
import { DONE_REFUNDS_OF_ORDERS } from '../orders/orders.sql.js';
import { issueInvoices } from './invoice-numbers.js';
import { ORDERS_PAID_ON, ORDERS_TO_PACK } from './order-papers.sql.js';
import { renderInvoices, renderPackingSlips, type PaperOrder, type Seller } from './order-papers-pdf.js';

/** Fulfilment statuses of an order not yet sent: it can still be cancelled. */
const UNSENT = ORDER_STATUSES.filter((status) => canMoveOrder(status, 'cancelled'));
/** Paid, and not all of it given back. */
const KEPT_PAYMENTS = PAID_STATUSES.filter((status) => status !== 'refunded');

/**
 * The papers of paid orders: packing slips and invoices as PDFs, one order's or a day's, and the
 * packing view's list. The money printed is the order's, as the server priced it and refunded it.
 * A day is one of the shop's days, in the time zone of its business settings.
 */
@Injectable()
export class OrderPapers {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly business: BusinessSettingsReader,
    private readonly certificates: CertificatesService,
  ) {}

  /** Orders to pack: paid, not sent, not refunded in full; the longest waiting first. */
  async toPack(): Promise<OrderView[]> {
    // Only the open orders: a studio has a handful to a few dozen at a time, so they come in one list.
    const ids = await run(this.dataSource, ORDERS_TO_PACK, { statuses: UNSENT, paymentStatuses: KEPT_PAYMENTS });
    return loadOrderViews(this.dataSource, await readOrders(this.dataSource, ids));
  }

  async packingSlip(orderId: string, ctx: RequestContext): Promise<FileAnswer> {
    const order = await this.paidOrder(orderId);
    return pdfFile(`packing-slip-${order.orderNumber}.pdf`, await renderPackingSlips(await this.seller(ctx), await this.papers([order]), new Date()));
  }

  async invoice(orderId: string, ctx: RequestContext): Promise<FileAnswer> {
    return this.invoices([await this.paidOrder(orderId)], ctx);
  }

  /** The buyer's invoice of their own order; anyone else's order is not found. */
  async ownInvoice(userId: string, orderId: string, ctx: RequestContext): Promise<FileAnswer> {
    const order = await this.paidOrder(orderId);
    if (order.userId !== userId) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    return this.invoices([order], ctx);
  }

  /** Every order paid on the day with something still to send (not cancelled, not refunded in full), in the order they were paid. */
  async dayPackingSlips(day: string, ctx: RequestContext): Promise<FileAnswer> {
    const seller = await this.seller(ctx);
    const orders = (await this.paidOn(day, seller.timeZone)).filter((order) => order.status !== 'cancelled' && order.paymentStatus !== 'refunded');
    if (orders.length === 0) throw AppError.notFound(`No order paid on ${day} (${seller.timeZone}) has anything to send`);
    return pdfFile(`packing-slips-${day}.pdf`, await renderPackingSlips(seller, await this.papers(orders), new Date()));
  }

  /** The invoices of every order paid on the day, refunded ones with their refunds. */
  async dayInvoices(day: string, ctx: RequestContext): Promise<FileAnswer> {
    const { timeZone } = await this.business.readNow(ctx);
    const orders = await this.paidOn(day, timeZone);
    if (orders.length === 0) throw AppError.notFound(`No order was paid on ${day} (${timeZone})`);
    return this.invoices(orders, ctx, `invoices-${day}.pdf`);
  }

  /** Numbers the orders' invoices that have none yet (after the seller is read, so a failed read gives out no number). */
  private async invoices(orders: Order[], ctx: RequestContext, filename?: string): Promise<FileAnswer> {
    const seller = await this.seller(ctx);
    const issued = await issueInvoices(
      this.dataSource,
      orders.map((order) => order.id),
    );
    const papers = (await this.papers(orders)).map((paper) => ({ ...paper, invoice: issued.get(paper.order.id)! }));
    return pdfFile(filename ?? `invoice-${papers[0]!.invoice.number}.pdf`, await renderInvoices(seller, papers, new Date()));
  }

  private async paidOrder(orderId: string): Promise<Order> {
    const [order] = await readOrders(this.dataSource, [orderId]);
    if (!order || !(PAID_STATUSES as readonly string[]).includes(order.paymentStatus)) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  /** The orders paid on the day, from its midnight to the next in the time zone (a day of 23 or 25 hours where clocks change). */
  private async paidOn(day: string, timeZone: string): Promise<Order[]> {
    return readOrders(this.dataSource, await run(this.dataSource, ORDERS_PAID_ON, { paymentStatuses: PAID_STATUSES, day, timeZone }));
  }

  /** The orders with their lines' edition numbers and their refunds, each read in one query. */
  private async papers(orders: readonly Order[]): Promise<PaperOrder[]> {
    const certificates = await certificatesByLine(
      this.dataSource,
      orders.flatMap((order) => order.lines.map((line) => line.id)),
    );
    const refunds = await run(this.dataSource, DONE_REFUNDS_OF_ORDERS, { orderIds: orders.map((order) => order.id) });
    return orders.map((order) => ({
      order,
      editions: new Map(order.lines.map((line) => [line.id, (certificates.get(line.id) ?? []).flatMap((ref) => (ref.edition ? [ref.edition] : []))])),
      refunds: refunds.filter((refund) => refund.orderId === order.id).map((refund) => ({ cents: refund.cents, on: refund.at })),
    }));
  }

  /** The business settings' name and address as they are now; a shop that set no business name is the artist's. */
  private async seller(ctx: RequestContext): Promise<Seller> {
    const settings = await this.business.readNow(ctx);
    const name = settings.businessName || (await this.certificates.artistName(ctx)) || 'The artist';
    const place = [settings.city, [settings.state, settings.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return { name, addressLines: [settings.address, place, settings.country].filter(Boolean), taxId: settings.taxId, timeZone: settings.timeZone };
  }
}

function pdfFile(filename: string, bytes: Uint8Array): FileAnswer {
  return { contentType: 'application/pdf', filename, body: Buffer.from(bytes).toString('base64'), encoding: 'base64' };
}
