import { Controller } from '@nestjs/common';
import { CartOrderRpc, type HasOrdersAnswer, type InputOf, type RequestContext } from '@artshop/contracts';
import { AppError, Handles } from '@artshop/service-kit';
import { OrderFulfilment } from './order-fulfilment.service.js';
import { OrdersService } from './orders.service.js';

@Controller()
export class OrdersHandlers {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: OrderFulfilment,
  ) {}

  /** For catalog, before it deletes a product. */
  @Handles(CartOrderRpc.hasOrderedProduct)
  async hasProduct({ productId }: { productId: string }): Promise<HasOrdersAnswer> {
    return { ordered: await this.orders.hasOrdered(productId) };
  }

  @Handles(CartOrderRpc.listOrders)
  list(query: InputOf<typeof CartOrderRpc.listOrders>) {
    return this.orders.list(query);
  }

  @Handles(CartOrderRpc.exportOrders)
  csv(query: InputOf<typeof CartOrderRpc.exportOrders>, ctx: RequestContext) {
    return this.orders.csv(query, ctx);
  }

  @Handles(CartOrderRpc.exportTaxReport)
  taxReport(query: InputOf<typeof CartOrderRpc.exportTaxReport>, ctx: RequestContext) {
    return this.orders.taxReport(query, ctx);
  }

  @Handles(CartOrderRpc.correctTracking)
  correctTracking(input: InputOf<typeof CartOrderRpc.correctTracking>) {
    return this.fulfilment.correctTracking(input);
  }

  @Handles(CartOrderRpc.updateOrderStatus)
  updateStatus(input: InputOf<typeof CartOrderRpc.updateOrderStatus>, ctx: RequestContext) {
    return this.fulfilment.moveStatus(input, ctx);
  }

  @Handles(CartOrderRpc.refundOrder)
  refund(input: InputOf<typeof CartOrderRpc.refundOrder>, ctx: RequestContext) {
    return this.fulfilment.refund(input, ctx);
  }

  @Handles(CartOrderRpc.listOwnOrders)
  listOwn(_input: object, { caller }: RequestContext) {
    return this.orders.ownOrders(signedIn(caller.userId));
  }

  @Handles(CartOrderRpc.getOwnOrder)
  getOwn({ orderId }: { orderId: string }, { caller }: RequestContext) {
    return this.orders.ownOrder(signedIn(caller.userId), orderId);
  }
}

/** The gateway lets only signed-in customers through; a call without a user (another service's) has no orders of its own. */
function signedIn(userId: string | null): string {
  if (!userId) throw AppError.unauthorized();
  return userId;
}
