import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { localBillingEntities, localPaymentEntities } from '@artshop/payments';
import { LocalPaymentsRunner, paymentsProvider, planBillingProvider } from './billing/payment-provider.js';
import { contentClientProvider } from './clients.js';
import { Plan } from './plans/plan.entity.js';
import { PlansHandlers } from './plans/plans.handlers.js';
import { PlansService } from './plans/plans.service.js';
import { ShopCurrency } from './plans/shop-currency.js';

/** The plans, and the local test provider's tables (used when no Stripe key is set). */
export const subscriptionEntities = [Plan, ...localPaymentEntities, ...localBillingEntities];

@Module({
  imports: [TypeOrmModule.forFeature(subscriptionEntities)],
  controllers: [PlansHandlers],
  providers: [contentClientProvider, paymentsProvider, planBillingProvider, LocalPaymentsRunner, ShopCurrency, PlansService],
})
export class SubscriptionModule {}
