import { Controller } from '@nestjs/common';
import { MessagingRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { DropAlertsService } from './drop-alerts.service.js';

@Controller()
export class DropAlertsHandlers {
  constructor(private readonly alerts: DropAlertsService) {}

  @Handles(MessagingRpc.askDropAlert)
  ask(input: InputOf<typeof MessagingRpc.askDropAlert>, ctx: RequestContext) {
    return this.alerts.ask(input, ctx);
  }

  /** Answers { redirect }: the gateway sends the browser to the drop's page. */
  @Handles(MessagingRpc.confirmDropAlert)
  confirm(link: { token?: unknown }) {
    return this.alerts.confirm(link);
  }
}
