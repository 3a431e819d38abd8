import { Controller } from '@nestjs/common';
import { CartOrderRpc, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { OrderFiguresService } from './order-figures.service.js';

@Controller()
export class DashboardHandlers {
  constructor(private readonly figures: OrderFiguresService) {}

  /** For the gateway's dashboard. */
  @Handles(CartOrderRpc.orderFigures)
  orderFigures(_input: object, ctx: RequestContext) {
    return this.figures.figures(ctx);
  }
}
