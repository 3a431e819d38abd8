import { statement } from '@artshop/persistence';
import type { ChangeDescription } from './describe-change.js';

/** One change in the activity log, with its actor's name and e-mail as their account reads now. */
export const RECORD_CHANGE = statement({
  name: 'activity.record',
  values: ({ actorId, change }: { actorId: string; change: ChangeDescription }) => [actorId, change.area, change.action, change.subject, change.details],
  text: `INSERT INTO activity_log (actor_id, actor_name, actor_email, area, action, subject, details)
         SELECT u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), u.email, $2, $3, $4, $5
           FROM users u WHERE u.id = $1`,
});
