import { statement } from '@artshop/persistence';

/**
 * Mail Club members joined and lost from day `from` to day `to` (both counted, days in the shop's time zone, an IANA name), from the members'
 * rows. A checkout never paid (status incomplete or incomplete_expired) made no member. A member at the
 * start of a day joined before it and had not ended by then: the status history is not kept, so a member
 * behind on a renewal (past_due) or paused counts until it ends.
 */
export const MAIL_CLUB_FIGURES = statement({
  name: 'reports.mail-club-figures',
  values: (period: { from: string; to: string; timeZone: string }) => [period.from, period.to, period.timeZone],
  text: `SELECT count(*) FILTER (WHERE status NOT IN ('incomplete', 'incomplete_expired')
                                   AND created_at >= ($1::date)::timestamp AT TIME ZONE $3::text AND created_at < ($2::date + 1)::timestamp AT TIME ZONE $3::text)::int AS started,
                count(*) FILTER (WHERE status NOT IN ('incomplete', 'incomplete_expired') AND ended_at IS NOT NULL
                                   AND ended_at >= ($1::date)::timestamp AT TIME ZONE $3::text AND ended_at < ($2::date + 1)::timestamp AT TIME ZONE $3::text)::int AS cancelled,
                count(*) FILTER (WHERE status NOT IN ('incomplete', 'incomplete_expired') AND created_at < ($1::date)::timestamp AT TIME ZONE $3::text
                                   AND (ended_at IS NULL OR ended_at >= ($1::date)::timestamp AT TIME ZONE $3::text))::int AS "activeAtStart",
                count(*) FILTER (WHERE status NOT IN ('incomplete', 'incomplete_expired') AND created_at < ($2::date + 1)::timestamp AT TIME ZONE $3::text
                                   AND (ended_at IS NULL OR ended_at >= ($2::date + 1)::timestamp AT TIME ZONE $3::text))::int AS "activeAtEnd"
           FROM user_subscriptions`,
  map: (row: { started: number; cancelled: number; activeAtStart: number; activeAtEnd: number }) => row,
});
