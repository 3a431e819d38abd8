import { Controller } from '@nestjs/common';
import { CatalogRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { StockService } from './stock.service.js';

/** Stock held for cart-order's orders while they are paid. */
@Controller()
export class StockHandlers {
  constructor(private readonly stock: StockService) {}

  @Handles(CatalogRpc.reserveStock)
  reserve(input: InputOf<typeof CatalogRpc.reserveStock>, ctx: RequestContext) {
    return this.stock.reserve(input, ctx.caller.userId);
  }

  @Handles(CatalogRpc.commitReservation)
  commit({ orderId }: InputOf<typeof CatalogRpc.commitReservation>) {
    return this.stock.commit(orderId);
  }

  @Handles(CatalogRpc.releaseReservation)
  release({ orderId }: InputOf<typeof CatalogRpc.releaseReservation>) {
    return this.stock.release(orderId);
  }

  @Handles(CatalogRpc.restock)
  restock(input: InputOf<typeof CatalogRpc.restock>) {
    return this.stock.restock(input);
  }
}
