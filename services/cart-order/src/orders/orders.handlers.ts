import { Controller } from '@nestjs/common';
import { CartOrderRpc, type HasOrdersAnswer, type RequestContext } from '@artshop/contracts';
import { AppError, Handles } from '@artshop/service-kit';
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
