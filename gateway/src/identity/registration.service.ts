import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { REGISTRATION_CONFIRM_PATH, REGISTRATION_LINK_HOURS, REGISTRATION_LINK_INVALID_MESSAGE, type RegisterInput } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { run } from '@artshop/persistence';
import { RateLimiters } from './rate-limiters.js';
import { CREATE_USER, DELETE_PENDING_REGISTRATIONS, RECORD_PENDING_REGISTRATION, TAKE_PENDING_REGISTRATION } from './identity.sql.js';
import { hashToken, newLinkToken } from './link-tokens.js';
import { assertStrongPassword } from './password-strength.js';
import { User } from './user.entity.js';
import { HASH_OPTIONS } from './users.service.js';

/** Registration mails per address per hour: enough for a person who lost the first, too few to flood a stranger's inbox. */
const MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Creating an account in two steps, so the form tells nobody whether an address has an account:
 * register answers alike for every address and mails its owner, a link to finish a new account or
 * a note that one exists; the link creates the account and signs that browser in.
 */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('identity');
  private readonly mailsPerAddress: RateLimiterRedis;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    limiters: RateLimiters,
  ) {
    this.mailsPerAddress = limiters.limiter('registration-mail', MAILS_PER_ADDRESS_PER_HOUR, 3600);
  }

  /** Checks the password, then mails the address's owner; the same work (a hash included) whether it has an account or not. */
  async request(input: RegisterInput): Promise<void> {
    assertStrongPassword(input.password, input);
    const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
    if (!(await this.mayMail(input.email))) return;
    const { token, hash } = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOneBy(User, { email: input.email });
      if (existing) {
        await this.outbox.record(manager, 'user.registration-requested', {
          email: existing.email,
          firstName: existing.firstName ?? input.firstName,
          confirmPath: null,
        });
        return;
      }
      // A newer request replaces an older one: only the last link works.
      await run(manager, DELETE_PENDING_REGISTRATIONS, input);
      await run(manager, RECORD_PENDING_REGISTRATION, { ...input, tokenHash: hash, passwordHash, hours: REGISTRATION_LINK_HOURS });
      await this.outbox.record(manager, 'user.registration-requested', {
        email: input.email,
        firstName: input.firstName,
        confirmPath: `${REGISTRATION_CONFIRM_PATH}?token=${token}`,
      });
    });
  }

  /** The mailed link: creates the account (announced by user.registered) once; a used, expired or unknown token is a 400. */
  async confirm(token: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const [pending] = await run(manager, TAKE_PENDING_REGISTRATION, { tokenHash: hashToken(token) });
      if (!pending) throw AppError.badRequest(REGISTRATION_LINK_INVALID_MESSAGE);
      const [userId] = await run(manager, CREATE_USER, pending);
      // The address got an account in the meantime: that account is left as it is.
      if (!userId) throw AppError.badRequest(REGISTRATION_LINK_INVALID_MESSAGE);
      await this.outbox.record(manager, 'user.registered', { userId, email: pending.email, firstName: pending.firstName, lastName: pending.lastName });
      return manager.findOneByOrFail(User, { id: userId });
    });
  }

  /** Whether this address may get one more registration mail this hour; without Redis it may (logged). */
  private async mayMail(email: string): Promise<boolean> {
    try {
      await this.mailsPerAddress.consume(email);
      return true;
    } catch (error) {
      if (error instanceof Error) {
        this.logger.warn({ msg: 'registration mail limit not counted; the mail goes out', error: error.message });
        return true;
      }
      return false; // the limiter's refusal (RateLimiterRes): this hour's mails to the address are spent
    }
  }
}
