import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ActivityArea, ActivityEntry, ActivityPage, ActivityQuery } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { RECORD_CHANGE } from './activity.sql.js';
import type { ChangeDescription } from './describe-change.js';

interface EntryRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string;
  actorEmail: string;
  area: ActivityArea;
  action: string;
  subject: string | null;
  details: string[];
  total: number;
}

/** A search's words are meant literally, not as LIKE's wildcards. */
const likeLiteral = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The activity log (identity.activity_log): written by the API routes after each admin change, read by the back office. */
@Injectable()
export class ActivityLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One change, with its actor's name and e-mail as their account reads now. */
  async record(actorId: string, change: ChangeDescription): Promise<void> {
    await run(this.dataSource, RECORD_CHANGE, { actorId, change });
  }

  async list(query: ActivityQuery): Promise<ActivityPage> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (query.area) conditions.push(`area = $${values.push(query.area)}`);
    if (query.q) {
      const q = `$${values.push(likeLiteral(query.q))}`;
      conditions.push(`(lower(actor_name) LIKE ${q} OR actor_email LIKE ${q} OR lower(action) LIKE ${q} OR lower(coalesce(subject, '')) LIKE ${q}
                        OR lower(array_to_string(details, ' ')) LIKE ${q})`);
    }
    const rows = await this.dataSource.query<EntryRow[]>(
      `SELECT id, at, actor_id AS "actorId", actor_name AS "actorName", actor_email AS "actorEmail", area, action, subject, details,
              count(*) OVER ()::int AS total
         FROM activity_log ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY at DESC, id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      values,
    );
    const entries: ActivityEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, name: row.actorName || row.actorEmail, email: row.actorEmail },
      area: row.area,
      action: row.action,
      subject: row.subject,
      details: row.details,
    }));
    const total = rows[0]?.total ?? (query.page > 1 ? await this.count(conditions, values) : 0);
    return { entries, total, page: query.page, pageSize: query.pageSize };
  }

  /** How many match, for a page past the last (which reads no row to carry the count). */
  private async count(conditions: string[], values: unknown[]): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM activity_log ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      values,
    );
    return row!.total;
  }
}
