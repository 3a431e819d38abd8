import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { AppError, Handles } from '@artshop/service-kit';
import { OrderPapers } from './order-papers.service.js';

@Controller()
export class OrderPapersHandlers {
  constructor(private readonly papers: OrderPapers) {}

  @Handles(CartOrderRpc.listOrdersToPack)
  toPack() {
    return this.papers.toPack();
  }

  @Handles(CartOrderRpc.downloadPackingSlip)
  packingSlip({ orderId }: InputOf<typeof CartOrderRpc.downloadPackingSlip>, ctx: RequestContext) {
    return this.papers.packingSlip(orderId, ctx);
  }

  @Handles(CartOrderRpc.downloadInvoice)
  invoice({ orderId }: InputOf<typeof CartOrderRpc.downloadInvoice>, ctx: RequestContext) {
    return this.papers.invoice(orderId, ctx);
  }

  @Handles(CartOrderRpc.downloadDayPackingSlips)
  dayPackingSlips({ day }: InputOf<typeof CartOrderRpc.downloadDayPackingSlips>, ctx: RequestContext) {
    return this.papers.dayPackingSlips(day, ctx);
  }

  @Handles(CartOrderRpc.downloadDayInvoices)
  dayInvoices({ day }: InputOf<typeof CartOrderRpc.downloadDayInvoices>, ctx: RequestContext) {
    return this.papers.dayInvoices(day, ctx);
  }

  @Handles(CartOrderRpc.downloadOwnInvoice)
  ownInvoice({ orderId }: InputOf<typeof CartOrderRpc.downloadOwnInvoice>, ctx: RequestContext) {
    // The gateway lets only signed-in customers through; a call without a user has no orders of its own.
    if (!ctx.caller.userId) throw AppError.unauthorized();
    return this.papers.ownInvoice(ctx.caller.userId, orderId, ctx);
  }
}
