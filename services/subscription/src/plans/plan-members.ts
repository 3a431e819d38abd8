import type { EntityManager } from 'typeorm';
import { run } from '@artshop/persistence';
import { PLAN_HAS_MEMBERS, PLAN_MEMBER_COUNTS } from './plans.sql.js';

/** Whether anyone subscribes to a plan (a subscription not ended), so deleting it would take their plan away. */
export async function planHasMembers(manager: EntityManager, planId: string): Promise<boolean> {
  const [members] = await run(manager, PLAN_HAS_MEMBERS, { id: planId });
  return members ?? false;
}

/** Per plan: members with access, and how many of them pay another monthly amount than the plan's price. */
export async function planMemberCounts(manager: EntityManager): Promise<Map<string, { members: number; onOtherPrice: number }>> {
  const rows = await run(manager, PLAN_MEMBER_COUNTS);
  return new Map(rows.map((row) => [row.planId, { members: row.members, onOtherPrice: row.onOtherPrice }]));
}
