import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { ManualOrdersService } from './manual-orders.service.js';

/** Manual orders: the artist's (create, list, send the link, cancel) and the buyer's link (read, pay, return). */
@Controller()
export class ManualOrdersHandlers {
  constructor(private readonly manualOrders: ManualOrdersService) {}

  @Handles(CartOrderRpc.createManualOrder)
  create(input: InputOf<typeof CartOrderRpc.createManualOrder>, ctx: RequestContext) {
    return this.manualOrders.create(ctx, input);
  }

  @Handles(CartOrderRpc.listManualOrders)
  list() {
    return this.manualOrders.list();
  }

  @Handles(CartOrderRpc.sendManualOrderLink)
  sendLink({ orderId }: InputOf<typeof CartOrderRpc.sendManualOrderLink>) {
    return this.manualOrders.sendLink(orderId);
  }

  @Handles(CartOrderRpc.cancelManualOrder)
  cancel({ orderId }: InputOf<typeof CartOrderRpc.cancelManualOrder>, ctx: RequestContext) {
    return this.manualOrders.cancel(orderId, ctx);
  }

  @Handles(CartOrderRpc.getPayLink)
  payLink({ token }: InputOf<typeof CartOrderRpc.getPayLink>) {
    return this.manualOrders.payLink(token);
  }

  @Handles(CartOrderRpc.startPayLinkPayment)
  startPayment({ token }: InputOf<typeof CartOrderRpc.startPayLinkPayment>, ctx: RequestContext) {
    return this.manualOrders.startPayment(token, ctx);
  }

  @Handles(CartOrderRpc.confirmPayLink)
  confirm({ token }: InputOf<typeof CartOrderRpc.confirmPayLink>, ctx: RequestContext) {
    return this.manualOrders.confirm(token, ctx);
  }
}
