import { Controller } from '@nestjs/common';
import { SubscriptionRpc, type PlanInput, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { PlansService } from './plans.service.js';

@Controller()
export class PlansHandlers {
  constructor(private readonly plans: PlansService) {}

  @Handles(SubscriptionRpc.listPlans)
  list(_input: object, ctx: RequestContext) {
    return this.plans.list(ctx.caller);
  }

  @Handles(SubscriptionRpc.createPlan)
  create(input: PlanInput, ctx: RequestContext) {
    return this.plans.create(input, ctx);
  }

  @Handles(SubscriptionRpc.updatePlan)
  update({ id, moveMembers, ...changes }: { id: string; moveMembers?: boolean } & Record<string, unknown>, ctx: RequestContext) {
    return this.plans.updateAndMoveMembers(id, changes, moveMembers ?? false, ctx);
  }

  @Handles(SubscriptionRpc.deletePlan)
  delete({ id }: { id: string }, ctx: RequestContext) {
    return this.plans.delete(id, ctx);
  }

  @Handles(SubscriptionRpc.fixPlansAtProvider)
  fix(_input: object, ctx: RequestContext) {
    return this.plans.fixAtProvider(ctx);
  }
}
