import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TOO_MANY_MESSAGE,
  type PasswordResetInput,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { run } from '@artshop/persistence';
import { RateLimiters } from './rate-limiters.js';
import { DELETE_EMAIL_CHANGES, DELETE_PASSWORD_RESETS, LOCK_PASSWORD_RESET, RECORD_PASSWORD_RESET } from './identity.sql.js';
import { hashToken, newLinkToken } from './link-tokens.js';
import { assertStrongPassword } from './password-strength.js';
import { User } from './user.entity.js';
import { HASH_OPTIONS } from './users.service.js';

/**
 * A forgotten password: the address's owner is mailed a link that works once, for an hour; it sets a
 * new password (the registration's rules) and the owner is told by mail. Asking answers alike for
 * every address, and is counted per address whether it has an account or not, so neither the answer
 * nor the limit tells who has one.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('identity');
  private readonly mailsPerAddress: RateLimiterRedis;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    limiters: RateLimiters,
  ) {
    this.mailsPerAddress = limiters.limiter('password-reset-mail', PASSWORD_RESET_MAILS_PER_HOUR, 3600);
  }

  /** Mails the account's owner a new link (the older one stops working); nothing is sent for an address without an account. */
  async request(email: string): Promise<void> {
    await this.countMail(email);
    const { token, hash } = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { email });
      if (!user) return;
      await run(manager, RECORD_PASSWORD_RESET, { tokenHash: hash, userId: user.id, minutes: PASSWORD_RESET_LINK_MINUTES });
      await this.outbox.record(manager, 'user.password-reset-requested', {
        email: user.email,
        firstName: user.firstName,
        resetPath: `${PASSWORD_RESET_PATH}?token=${token}`,
      });
    });
  }

  /**
   * The mailed link: a password too easy to guess is a 400 under the field and the link still works;
   * a good one replaces the old, the link (and any pending change of address) is used up, and
   * `user.password-changed` tells the owner.
   * Answers the account (the caller ends its sessions).
   */
  async reset({ token, password }: PasswordResetInput): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const [userId] = await run(manager, LOCK_PASSWORD_RESET, { tokenHash: hashToken(token) });
      if (!userId) throw AppError.badRequest(PASSWORD_RESET_LINK_INVALID_MESSAGE);
      const user = await manager.findOneByOrFail(User, { id: userId });
      assertStrongPassword(password, user);
      await manager.update(User, { id: user.id }, { passwordHash: await argon2.hash(password, HASH_OPTIONS) });
      await run(manager, DELETE_PASSWORD_RESETS, { userId: user.id });
      // An address change someone asked with the old password goes too (the notice to the owner says so).
      await run(manager, DELETE_EMAIL_CHANGES, { userId: user.id });
      await this.outbox.record(manager, 'user.password-changed', { email: user.email, firstName: user.firstName });
      return user;
    });
  }

  /** Counts one more mail to this address this hour; over the limit a 429 says so. Without Redis the mail goes out (logged). */
  private async countMail(email: string): Promise<void> {
    try {
      await this.mailsPerAddress.consume(email);
    } catch (error) {
      if (!(error instanceof Error)) throw new AppError(429, PASSWORD_RESET_TOO_MANY_MESSAGE);
      this.logger.warn({ msg: 'password-reset mail limit not counted; the mail goes out', error: error.message });
    }
  }
}
