import { Controller } from '@nestjs/common';
import { SubscriptionRpc, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { PlansService } from './plans.service.js';

@Controller()
export class PlansHandlers {
  constructor(private readonly plans: PlansService) {}

  @Handles(SubscriptionRpc.listPlans)
  list(_input: object, ctx: RequestContext) {
    return this.plans.list(ctx.caller);
  }
}
