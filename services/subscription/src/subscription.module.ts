import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocalPaymentsRunner, paymentsProvider, planBillingProvider } from './billing/payment-provider.js';
import { contentClientProvider } from './clients.js';
import { Plan } from './plans/plan.entity.js';
import { PlansHandlers } from './plans/plans.handlers.js';
import { PlansService } from './plans/plans.service.js';
import { ShopCurrency } from './plans/shop-currency.js';

export const subscriptionEntities = [Plan];

@Module({
  imports: [TypeOrmModule.forFeature(subscriptionEntities)],
  controllers: [PlansHandlers],
  providers: [contentClientProvider, paymentsProvider, planBillingProvider, LocalPaymentsRunner, ShopCurrency, PlansService],
})
export class SubscriptionModule {}
