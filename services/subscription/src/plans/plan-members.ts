import type { EntityManager } from 'typeorm';

/**
 * Whether anyone subscribes to a plan, so deleting it would take their plan away. The members'
 * table (user_subscriptions, issue 14) does not exist yet: until it does, no plan has members.
 * When it arrives, this is the one query to adjust.
 */
export async function planHasMembers(manager: EntityManager, planId: string): Promise<boolean> {
  const [table] = await manager.query<Array<{ name: string | null }>>(`SELECT to_regclass('user_subscriptions')::text AS name`);
  if (!table?.name) return false;
  const [row] = await manager.query<Array<{ members: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM user_subscriptions WHERE plan_id = $1 AND status NOT IN ('canceled', 'incomplete_expired')) AS members`,
    [planId],
  );
  return row?.members ?? false;
}
