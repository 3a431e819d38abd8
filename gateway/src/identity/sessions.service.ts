import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DB_SCHEMAS } from '@artshop/contracts';

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
}
