import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ADMIN_CANNOT_DELETE_MESSAGE, DB_SCHEMAS, EMAIL_TAKEN_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { User } from './user.entity.js';

/** PostgreSQL's unique_violation: another account took the address between the check and the update. */
const UNIQUE_VIOLATION = '23505';

/** What a customer does to their own account beyond the profile: a new e-mail address, deleting it. */
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

  /** The account's new address, once free; a pending registration of it keeps its link (which then finds the address taken). */
  async changeEmail(user: User, email: string): Promise<User> {
    if (email === user.email) throw AppError.badRequest('This is already your e-mail address.', { email: 'This is already your e-mail address.' });
    const repository = this.dataSource.getRepository(User);
    if (await repository.existsBy({ email })) throw emailTaken();
    try {
      await repository.update({ id: user.id }, { email });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
    return repository.findOneByOrFail({ id: user.id });
  }

  /**
   * The account, its saved addresses (by the foreign key) and every session of it go in one
   * transaction with `user.deleted`, which tells cart-order (orders kept without the account, cart
   * dropped) and catalog (favourites dropped). The administrator cannot delete their account here.
   */
  async deleteAccount(user: User): Promise<void> {
    if (user.role === 'admin') throw AppError.badRequest(ADMIN_CANNOT_DELETE_MESSAGE);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM users WHERE id = $1`, [user.id]);
      await manager.query(`DELETE FROM ${DB_SCHEMAS.gateway}.sessions WHERE sess->>'userId' = $1`, [user.id]);
      await this.outbox.record(manager, 'user.deleted', { userId: user.id });
    });
  }
}

export function isEmailTaken(error: unknown): boolean {
  return error instanceof AppError && error.message === EMAIL_TAKEN_MESSAGE;
}

function emailTaken(): AppError {
  return AppError.badRequest(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}
