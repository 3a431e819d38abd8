import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { centsToDecimal, type OrderView } from '@artshop/contracts';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderLine) private readonly orderLines: Repository<OrderLine>,
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
    return orders.map(toOrderView);
  }
}

function toOrderView(order: Order): OrderView {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    totalAmount: centsToDecimal(order.totalCents),
    status: order.status,
    items: order.lines.map((line) => ({
      productId: line.productId,
      tierId: line.tierId,
      productName: line.productName,
      tierDisplayName: line.tierLabel,
      quantity: line.quantity,
      price: centsToDecimal(line.unitPriceCents),
    })),
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
