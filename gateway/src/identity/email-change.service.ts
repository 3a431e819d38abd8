import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EMAIL_CHANGE_CONFIRM_PATH, EMAIL_CHANGE_LINK_HOURS, EMAIL_CHANGE_LINK_INVALID_MESSAGE, SAME_EMAIL_MESSAGE } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { run } from '@artshop/persistence';
import { hashToken, newLinkToken } from './link-tokens.js';
import { RECORD_EMAIL_CHANGE, TAKE_EMAIL_CHANGE } from './identity.sql.js';
import { User } from './user.entity.js';

/** PostgreSQL's unique_violation: another account took the address between the check and the update. */
const UNIQUE_VIOLATION = '23505';

/**
 * A new e-mail address, in two steps, so the form tells nobody whether an address has an account:
 * asking answers alike for every address; the new address is mailed a link (or, when another account
 * has it, a note that someone tried it) and the current one a notice; the link makes the change.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The caller has checked the current password. A newer request replaces an older one: only the last link works. */
  async request(user: User, newEmail: string): Promise<void> {
    if (newEmail === user.email) throw AppError.badRequest(SAME_EMAIL_MESSAGE, { email: SAME_EMAIL_MESSAGE });
    const { token, hash } = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      const taken = await manager.existsBy(User, { email: newEmail });
      if (!taken) {
        await run(manager, RECORD_EMAIL_CHANGE, { tokenHash: hash, userId: user.id, newEmail, hours: EMAIL_CHANGE_LINK_HOURS });
      }
      await this.outbox.record(manager, 'user.email-change-requested', {
        email: newEmail,
        currentEmail: user.email,
        firstName: user.firstName,
        confirmPath: taken ? null : `${EMAIL_CHANGE_CONFIRM_PATH}?token=${token}`,
      });
    });
  }

  /** The link mailed to the new address: the account takes it, once. A used, expired or unknown link, or an address taken meanwhile, is a 400. */
  async confirm(token: string): Promise<User> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [change] = await run(manager, TAKE_EMAIL_CHANGE, { tokenHash: hashToken(token) });
        if (!change) throw AppError.badRequest(EMAIL_CHANGE_LINK_INVALID_MESSAGE);
        await manager.update(User, { id: change.userId }, { email: change.newEmail });
        return manager.findOneByOrFail(User, { id: change.userId });
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) throw AppError.badRequest(EMAIL_CHANGE_LINK_INVALID_MESSAGE);
      throw error;
    }
  }
}
