import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SESSION_NOT_FOUND_MESSAGE, type SignedInSession } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { run } from '@artshop/persistence';
import { deviceName } from './device-name.js';
import { END_OTHER_SESSIONS, END_SESSION, USER_SESSIONS } from './identity.sql.js';

/**
 * How a session is named to its owner: a hash of its id, which is what its cookie holds and must not
 * reach a page. The same in SQL (identity.sql.ts) and here.
 */
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
    await run(this.dataSource.manager, END_OTHER_SESSIONS, { userId, keepSessionId });
  }

  /** The account's live sessions, the one asking first, then the newest. */
  async listSessions(userId: string, currentSessionId: string): Promise<SignedInSession[]> {
    const rows = await run(this.dataSource.manager, USER_SESSIONS, { userId, currentSessionId });
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
    const ended = await run(this.dataSource.manager, END_SESSION, { userId, id });
    if (ended.length === 0) throw AppError.notFound(SESSION_NOT_FOUND_MESSAGE);
  }
}
