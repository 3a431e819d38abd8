import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ADMIN_CANNOT_DELETE_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { run } from '@artshop/persistence';
import { DELETE_USER, END_OTHER_SESSIONS } from './identity.sql.js';
import { User } from './user.entity.js';

/** What a customer does to their own account beyond the profile: checking their password, deleting the account. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Refuses a wrong current password with a 400 under the field (the caller counts it as a failed guess). */
  async checkPassword(userId: string, password: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { id: true, passwordHash: true } });
    if (!user || !(await argon2.verify(user.passwordHash, password))) {
      throw AppError.badRequest(WRONG_PASSWORD_MESSAGE, { currentPassword: WRONG_PASSWORD_MESSAGE });
    }
  }

  /**
   * The account, its saved addresses (by the foreign key) and every session of it go in one
   * transaction with `user.deleted`, which tells cart-order (orders kept without the account, cart
   * dropped) and catalog (favourites dropped). The administrator cannot delete their account here.
   */
  async deleteAccount(user: User): Promise<void> {
    if (user.role === 'admin') throw AppError.badRequest(ADMIN_CANNOT_DELETE_MESSAGE);
    await this.dataSource.transaction(async (manager) => {
      await run(manager, DELETE_USER, { userId: user.id });
      await run(manager, END_OTHER_SESSIONS, { userId: user.id, keepSessionId: null });
      await this.outbox.record(manager, 'user.deleted', { userId: user.id });
    });
  }
}
