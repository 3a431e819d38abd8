import { SUBSCRIPTION_ACCESS_STATUSES, SUBSCRIPTION_ENDED_STATUSES } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/** A plan's name (the members' mails name it). */
export const PLAN_NAME = statement({
  name: 'plans.name',
  values: (plan: { id: string }) => [plan.id],
  text: `SELECT name FROM subscription_plans WHERE id = $1`,
  map: (row: { name: string }) => row.name,
});

/** Whether anyone subscribes to a plan: a subscription not ended (SUBSCRIPTION_ENDED_STATUSES). */
export const PLAN_HAS_MEMBERS = statement({
  name: 'plans.has-members',
  values: (plan: { id: string }) => [plan.id, [...SUBSCRIPTION_ENDED_STATUSES]],
  text: `SELECT EXISTS (SELECT 1 FROM user_subscriptions WHERE plan_id = $1 AND status <> ALL($2::text[])) AS members`,
  map: (row: { members: boolean }) => row.members,
});

/** Per plan: its members with access (SUBSCRIPTION_ACCESS_STATUSES), and how many of them pay another monthly amount than the plan's price. */
export const PLAN_MEMBER_COUNTS = statement({
  name: 'plans.member-counts',
  values: () => [[...SUBSCRIPTION_ACCESS_STATUSES]],
  text: `SELECT s.plan_id AS "planId", count(*)::int AS members, (count(*) FILTER (WHERE s.price_cents <> p.price_cents))::int AS "onOtherPrice"
           FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
          WHERE s.status = ANY($1::text[])
          GROUP BY s.plan_id`,
  map: (row: { planId: string; members: number; onOtherPrice: number }) => row,
});
