import type { EntityManager } from 'typeorm';
import { SUBSCRIPTION_ENDED_STATUSES } from '@artshop/contracts';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { PAYMENTS, type Payments } from '../billing/payment-provider.js';
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
  const running = await manager.query<Array<{ id: string; stripe_subscription_id: string }>>(
    `SELECT id, stripe_subscription_id FROM user_subscriptions WHERE user_id = $1 AND status <> ALL($2::text[])`,
    [userId, [...SUBSCRIPTION_ENDED_STATUSES]],
  );
  for (const member of running) {
    await payments.provider.cancelSubscriptionNow(member.stripe_subscription_id, `account-deleted-${member.id}`);
    // Projected in its own transaction: the 'ended' event is recorded with the row it describes.
    await projection.project(member.stripe_subscription_id);
  }
  await manager.query(`UPDATE user_subscriptions SET user_id = NULL, updated_at = now() WHERE user_id = $1`, [userId]);
  await manager.query(`UPDATE subscription_checkouts SET user_id = NULL WHERE user_id = $1`, [userId]);
}

export const subscriptionEventHandlers = {
  provide: EVENT_HANDLERS,
  inject: [PAYMENTS, SubscriptionProjection],
  useFactory: (payments: Payments, projection: SubscriptionProjection): EventHandlersOf<'subscription'> => ({
    'user.deleted': (event, manager) => endDeletedUsersSubscriptions(manager, event.data.userId, payments, projection),
  }),
};
