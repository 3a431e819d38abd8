import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Plan } from './plans/plan.entity.js';
import { PlansHandlers } from './plans/plans.handlers.js';
import { PlansService } from './plans/plans.service.js';

export const subscriptionEntities = [Plan];

@Module({
  imports: [TypeOrmModule.forFeature(subscriptionEntities)],
  controllers: [PlansHandlers],
  providers: [PlansService],
})
export class SubscriptionModule {}
