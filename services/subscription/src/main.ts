import { CreateLocalBillingTables1764300000000, CreateLocalPaymentTables1764200000000 } from '@artshop/payments';
import { main, runService } from '@artshop/service-kit';
import { Plans1763800000300 } from './migrations/1763800000300-plans.js';
import { Members1764400000300 } from './migrations/1764400000300-members.js';
import { seedPlans } from './seed.js';
import { DropLocalPaymentTables1765300000110 } from './migrations/1765300000110-drop-local-payment-tables.js';
import { SubscriptionModule, subscriptionEntities } from './subscription.module.js';

main(() =>
  runService({
    part: 'subscription',
    module: SubscriptionModule,
    entities: subscriptionEntities,
    migrations: [
      Plans1763800000300,
      CreateLocalPaymentTables1764200000000,
      CreateLocalBillingTables1764300000000,
      Members1764400000300,
      DropLocalPaymentTables1765300000110,
    ],
    seed: seedPlans,
  }),
);
