import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { centsToDecimal, productReferenceSchema, type HasOrdersAnswer } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';

@Controller()
export class OrdersController {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderLine) private readonly orderLines: Repository<OrderLine>,
  ) {}

  /** For catalog, before it deletes a product: has any order (in any status) bought it? */
  @MessagePattern('orders.has-product')
  async hasProduct(@Payload() request: RpcRequest): Promise<HasOrdersAnswer> {
    const { productId } = parseInput(productReferenceSchema, request.body);
    return { ordered: await this.orderLines.existsBy({ productId }) };
  }

  /** Every order for the admin, newest first, in the spec's shape (items with decimal prices). */
  @MessagePattern('orders.list')
  async list() {
    const orders = await this.orders.find({ relations: { lines: true }, order: { createdAt: 'DESC' } });
    return orders.map((order) => ({
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
    }));
  }
}
