import type { EntityManager } from 'typeorm';
import { SUBSCRIPTION_ACCESS_STATUSES, SUBSCRIPTION_ENDED_STATUSES } from '@artshop/contracts';

/** Whether anyone subscribes to a plan (a subscription not ended), so deleting it would take their plan away. */
export async function planHasMembers(manager: EntityManager, planId: string): Promise<boolean> {
  const [row] = await manager.query<Array<{ members: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM user_subscriptions WHERE plan_id = $1 AND status <> ALL($2::text[])) AS members`,
    [planId, [...SUBSCRIPTION_ENDED_STATUSES]],
  );
  return row?.members ?? false;
}

/** Per plan: members with access, and how many of them pay another monthly amount than the plan's price. */
export async function planMemberCounts(manager: EntityManager): Promise<Map<string, { members: number; onOtherPrice: number }>> {
  const rows = await manager.query<Array<{ plan_id: string; members: number; on_other_price: number }>>(
    `SELECT s.plan_id, count(*)::int AS members, (count(*) FILTER (WHERE s.price_cents <> p.price_cents))::int AS on_other_price
       FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.status = ANY($1::text[])
      GROUP BY s.plan_id`,
    [[...SUBSCRIPTION_ACCESS_STATUSES]],
  );
  return new Map(rows.map((row) => [row.plan_id, { members: row.members, onOtherPrice: row.on_other_price }]));
}
