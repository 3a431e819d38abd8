import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MailClubReport, MailClubReportQuery } from '@artshop/contracts';

/** A checkout never paid (incomplete, expired) made no member. */
const BECAME_MEMBER = `status NOT IN ('incomplete', 'incomplete_expired')`;

/**
 * A member at the start of the day $n (UTC): joined before it and not ended by then. The status
 * history is not kept, so a member behind on a renewal (past_due) or paused counts until it ends.
 */
const MEMBER_ON = (day: string) => `${BECAME_MEMBER} AND created_at < (${day}::date)::timestamp AT TIME ZONE 'UTC'
  AND (ended_at IS NULL OR ended_at >= (${day}::date)::timestamp AT TIME ZONE 'UTC')`;

/** $1 from, $2 to (both days counted). */
const IN_PERIOD = (column: string) => `${column} >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

const FIGURES_SQL = `
  SELECT count(*) FILTER (WHERE ${BECAME_MEMBER} AND ${IN_PERIOD('created_at')})::int AS started,
         count(*) FILTER (WHERE ${BECAME_MEMBER} AND ended_at IS NOT NULL AND ${IN_PERIOD('ended_at')})::int AS cancelled,
         count(*) FILTER (WHERE ${MEMBER_ON('$1')})::int AS active_at_start,
         count(*) FILTER (WHERE ${MEMBER_ON('($2::date + 1)')})::int AS active_at_end
    FROM user_subscriptions`;

/** Mail Club members joined and lost over a period, from the members' rows. */
@Injectable()
export class MailClubReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report({ from, to }: MailClubReportQuery): Promise<MailClubReport> {
    const [row] = await this.dataSource.query<Array<{ started: number; cancelled: number; active_at_start: number; active_at_end: number }>>(FIGURES_SQL, [
      from,
      to,
    ]);
    const { started, cancelled, active_at_start: activeAtStart, active_at_end: activeAtEnd } = row!;
    return {
      from,
      to,
      started,
      cancelled,
      activeAtStart,
      activeAtEnd,
      churnPercent: activeAtStart === 0 ? null : Math.round((cancelled / activeAtStart) * 1000) / 10,
      revenue: null,
    };
  }
}
