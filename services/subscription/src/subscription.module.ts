import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingHandlers } from './billing/billing.handlers.js';
import { BillingSweeper } from './billing/billing-sweeper.js';
import { BillingWebhooks } from './billing/billing-webhooks.service.js';
import { billingSettingsProvider, paymentsProvider, planBillingProvider } from './billing/payment-provider.js';
import { contentClientProvider } from './clients.js';
import { AdminMembersService } from './members/admin-members.service.js';
import { subscriptionEventHandlers } from './members/deleted-accounts.js';
import { Member } from './members/member.entity.js';
import { MembersHandlers } from './members/members.handlers.js';
import { MembersService } from './members/members.service.js';
import { SubscriptionProjection } from './members/subscription-projection.js';
import { Plan } from './plans/plan.entity.js';
import { PlanMemberMoves } from './plans/plan-member-moves.js';
import { PlansHandlers } from './plans/plans.handlers.js';
import { PlansService } from './plans/plans.service.js';
import { ShopCurrency } from './plans/shop-currency.js';
import { MailClubReportService } from './reports/mail-club-report.service.js';
import { ReportsHandlers } from './reports/reports.handlers.js';

/** The plans and the members. */
export const subscriptionEntities = [Plan, Member];

@Module({
  imports: [TypeOrmModule.forFeature(subscriptionEntities)],
  controllers: [PlansHandlers, MembersHandlers, BillingHandlers, ReportsHandlers],
  providers: [
    MailClubReportService,
    contentClientProvider,
    billingSettingsProvider,
    paymentsProvider,
    planBillingProvider,
    ShopCurrency,
    PlansService,
    SubscriptionProjection,
    PlanMemberMoves,
    MembersService,
    AdminMembersService,
    BillingWebhooks,
    BillingSweeper,
    subscriptionEventHandlers,
  ],
})
export class SubscriptionModule {}
