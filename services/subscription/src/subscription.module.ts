import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Plan } from './plans/plan.entity.js';
import { PlansController } from './plans/plans.controller.js';

export const subscriptionEntities = [Plan];

@Module({
  imports: [TypeOrmModule.forFeature(subscriptionEntities)],
  controllers: [PlansController],
})
export class SubscriptionModule {}
