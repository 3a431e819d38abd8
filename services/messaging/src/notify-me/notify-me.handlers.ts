import { Controller } from '@nestjs/common';
import { MessagingRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { NotifyMeService } from './notify-me.service.js';

@Controller()
export class NotifyMeHandlers {
  constructor(private readonly notifyMe: NotifyMeService) {}

  @Handles(MessagingRpc.askDropAlert)
  askDrop(input: InputOf<typeof MessagingRpc.askDropAlert>, ctx: RequestContext) {
    return this.notifyMe.askDrop(input, ctx);
  }

  /** Answers { redirect }: the gateway sends the browser to the drop's page. */
  @Handles(MessagingRpc.confirmDropAlert)
  confirmDrop(link: { token?: unknown }) {
    return this.notifyMe.confirmDrop(link);
  }

  @Handles(MessagingRpc.askStockAlert)
  askStock(input: InputOf<typeof MessagingRpc.askStockAlert>, ctx: RequestContext) {
    return this.notifyMe.askStock(input, ctx);
  }

  /** Answers { redirect }: the gateway sends the browser to the work's page. */
  @Handles(MessagingRpc.confirmStockAlert)
  confirmStock(link: { token?: unknown }) {
    return this.notifyMe.confirmStock(link);
  }
}
