import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DB_SCHEMAS, SESSION_NOT_FOUND_MESSAGE, type SignedInSession } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { deviceName } from './device-name.js';

/**
 * How a session is named to its owner: a hash of its id, which is what its cookie holds and must not
 * reach a page. The same in SQL and here.
 */
const PUBLIC_ID = `encode(sha256(convert_to(sid, 'UTF8')), 'hex')`;
export const publicSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Signs a user out everywhere but the session kept (the one that made the change), so a
   * password, once changed, no longer opens a browser where the old one was used. The one place
   * for it: password change calls it, and so must password reset and e-mail change when they come.
   * Sessions live in identity.sessions (connect-pg-simple), the user id inside the `sess` JSON;
   * a scan without an index is fine for a change people make rarely.
   */
  async signOutOtherSessions(userId: string, keepSessionId: string | null): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${DB_SCHEMAS.gateway}.sessions WHERE sess->>'userId' = $1 AND sid IS DISTINCT FROM $2`, [userId, keepSessionId]);
  }

  /** The account's live sessions, the one asking first, then the newest. */
  async listSessions(userId: string, currentSessionId: string): Promise<SignedInSession[]> {
    const rows: Array<{ id: string; current: boolean; userAgent: string | null; signedInAt: string | null; renewedAt: string | null }> =
      await this.dataSource.query(
        `SELECT ${PUBLIC_ID} AS id, sid = $2 AS current, sess->>'userAgent' AS "userAgent", sess->>'signedInAt' AS "signedInAt", sess->>'renewedAt' AS "renewedAt"
         FROM ${DB_SCHEMAS.gateway}.sessions
        WHERE sess->>'userId' = $1 AND expire > now()
        ORDER BY sid = $2 DESC, (sess->>'signedInAt')::bigint DESC NULLS LAST`,
        [userId, currentSessionId],
      );
    const time = (ms: string | null) => (ms ? new Date(Number(ms)).toISOString() : null);
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent ?? undefined),
      signedInAt: time(row.signedInAt),
      lastSeenAt: time(row.renewedAt),
      current: row.current,
    }));
  }

  /** Ends one of the account's sessions; another account's, or one already ended, is not found. */
  async endSession(userId: string, id: string): Promise<void> {
    // TypeORM answers a DELETE with [rows, count].
    const [, ended]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM ${DB_SCHEMAS.gateway}.sessions WHERE sess->>'userId' = $1 AND ${PUBLIC_ID} = $2`,
      [userId, id],
    );
    if (ended === 0) throw AppError.notFound(SESSION_NOT_FOUND_MESSAGE);
  }
}
