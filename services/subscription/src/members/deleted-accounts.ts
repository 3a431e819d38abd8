import type { EntityManager } from 'typeorm';
import type { EventHandlersOf } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { PAYMENTS, type Payments } from '../billing/payment-provider.js';
import { FORGET_USER_CHECKOUTS, FORGET_USER_SUBSCRIPTIONS, RUNNING_SUBSCRIPTIONS_OF_USER } from './members.sql.js';
import { SubscriptionProjection } from './subscription-projection.js';

/**
 * A customer deleted their account (`user.deleted`): nothing more is charged for an account that is
 * gone, so each subscription still running is ended now at the provider; the rows stay for the
 * artist's books without the account. A provider failure throws, and the event is delivered again;
 * a second delivery finds them ended already.
 */
export async function endDeletedUsersSubscriptions(
  manager: EntityManager,
  userId: string,
  payments: Payments,
  projection: SubscriptionProjection,
): Promise<void> {
  for (const member of await run(manager, RUNNING_SUBSCRIPTIONS_OF_USER, { userId })) {
    await payments.provider.cancelSubscriptionNow(member.subscriptionId, `account-deleted-${member.id}`);
    // Projected in its own transaction: the 'ended' event is recorded with the row it describes.
    await projection.project(member.subscriptionId);
  }
  await run(manager, FORGET_USER_SUBSCRIPTIONS, { userId });
  await run(manager, FORGET_USER_CHECKOUTS, { userId });
}

export const subscriptionEventHandlers = {
  provide: EVENT_HANDLERS,
  inject: [PAYMENTS, SubscriptionProjection],
  useFactory: (payments: Payments, projection: SubscriptionProjection): EventHandlersOf<'subscription'> => ({
    'user.deleted': (event, manager) => endDeletedUsersSubscriptions(manager, event.data.userId, payments, projection),
  }),
};
