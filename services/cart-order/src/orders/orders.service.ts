import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ORDER_NOT_FOUND_MESSAGE, centsToDecimal, type CertificateRef, type OrderView, type PaymentStatus } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { CertificatesService } from '../certificates/certificates.service.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderLine) private readonly orderLines: Repository<OrderLine>,
    private readonly certificates: CertificatesService,
  ) {}

  /** Has any order (in any status) bought this product? */
  hasOrdered(productId: string): Promise<boolean> {
    return this.orderLines.existsBy({ productId });
  }

  /** Every order that was paid (or paid and refunded) for the admin, newest first: an unpaid checkout is not an order yet. */
  async list(): Promise<OrderView[]> {
    const orders = await this.orders.find({
      where: { paymentStatus: In(['paid', 'refunded']) },
      relations: { lines: true },
      order: { createdAt: 'DESC', lines: { position: 'ASC' } },
    });
    return this.withCertificates(orders);
  }

  /** The customer's own paid orders, newest first: only those placed with their account (a guest's order joins it at sign-in). */
  async ownOrders(userId: string): Promise<OrderView[]> {
    const orders = await this.orders.find({
      where: { userId, paymentStatus: In(OWN_ORDER_PAYMENTS) },
      relations: { lines: true },
      order: { createdAt: 'DESC', lines: { position: 'ASC' } },
    });
    return this.withCertificates(orders);
  }

  /** One of them; another customer's order, an unpaid checkout or an unknown id all read as not found. */
  async ownOrder(userId: string, orderId: string): Promise<OrderView> {
    const order = await this.orders.findOne({
      where: { id: orderId, userId, paymentStatus: In(OWN_ORDER_PAYMENTS) },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    return (await this.withCertificates([order]))[0]!;
  }

  /** The orders as read, each line with its valid certificates of authenticity. */
  private async withCertificates(orders: Order[]): Promise<OrderView[]> {
    const certificates = await this.certificates.certificatesByLine(
      this.orders.manager,
      orders.flatMap((order) => order.lines.map((line) => line.id)),
    );
    return orders.map((order) => toOrderView(order, certificates));
  }
}

/** What the customer sees as their orders: paid, whatever was refused or refunded since. */
const OWN_ORDER_PAYMENTS: PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

export function toOrderView(order: Order, certificates: ReadonlyMap<string, CertificateRef[]> = new Map()): OrderView {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    currency: order.currency,
    subtotal: centsToDecimal(order.subtotalCents),
    shipping: centsToDecimal(order.shippingCents),
    tax: centsToDecimal(order.taxCents),
    totalAmount: centsToDecimal(order.totalCents),
    refundedAmount: centsToDecimal(order.paymentStatus === 'refunded' ? order.totalCents : 0),
    shippingMethod: order.shippingMethod,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMessage: order.paymentMessage,
    paidAt: order.paidAt?.toISOString() ?? null,
    tracking: null,
    items: order.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      tierId: line.tierId,
      productName: line.productName,
      tierDisplayName: line.tierLabel,
      image: line.image,
      quantity: line.quantity,
      price: centsToDecimal(line.unitPriceCents),
      lineTotal: centsToDecimal(line.unitPriceCents * line.quantity),
      refundedQuantity: 0,
      certificates: certificates.get(line.id) ?? [],
    })),
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    history: [{ status: 'pending', at: (order.paidAt ?? order.createdAt).toISOString(), note: null }],
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
