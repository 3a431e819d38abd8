import { Controller } from '@nestjs/common';
import { CartOrderRpc, type HasOrdersAnswer } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { OrdersService } from './orders.service.js';

@Controller()
export class OrdersHandlers {
  constructor(private readonly orders: OrdersService) {}

  /** For catalog, before it deletes a product. */
  @Handles(CartOrderRpc.hasOrderedProduct)
  async hasProduct({ productId }: { productId: string }): Promise<HasOrdersAnswer> {
    return { ordered: await this.orders.hasOrdered(productId) };
  }

  @Handles(CartOrderRpc.listOrders)
  list() {
    return this.orders.list();
  }
}
