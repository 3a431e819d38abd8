import type { EntityManager } from 'typeorm';
import { SUBSCRIPTION_ENDED_STATUSES } from '@artshop/contracts';

/** Whether anyone subscribes to a plan (a subscription not ended), so deleting it would take their plan away. */
export async function planHasMembers(manager: EntityManager, planId: string): Promise<boolean> {
  const [row] = await manager.query<Array<{ members: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM user_subscriptions WHERE plan_id = $1 AND status <> ALL($2::text[])) AS members`,
    [planId, [...SUBSCRIPTION_ENDED_STATUSES]],
  );
  return row?.members ?? false;
}
