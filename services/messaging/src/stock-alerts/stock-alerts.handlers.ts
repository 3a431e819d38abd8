import { Controller } from '@nestjs/common';
import { MessagingRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { StockAlertsService } from './stock-alerts.service.js';

@Controller()
export class StockAlertsHandlers {
  constructor(private readonly alerts: StockAlertsService) {}

  @Handles(MessagingRpc.askStockAlert)
  ask(input: InputOf<typeof MessagingRpc.askStockAlert>, ctx: RequestContext) {
    return this.alerts.ask(input, ctx);
  }

  /** Answers { redirect }: the gateway sends the browser to the work's page. */
  @Handles(MessagingRpc.confirmStockAlert)
  confirm(link: { token?: unknown }) {
    return this.alerts.confirm(link);
  }
}
