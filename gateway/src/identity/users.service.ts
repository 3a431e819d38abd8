import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { LoginInput, PasswordChangeInput, ProfileUpdateInput } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { assertStrongPassword } from './password-strength.js';
import { User } from './user.entity.js';

export const HASH_OPTIONS = { type: argon2.argon2id } as const;

@Injectable()
export class UsersService {
  /** Verified against when the e-mail is unknown, so a login takes as long either way. */
  private readonly decoyHash = argon2.hash(randomBytes(16).toString('hex'), HASH_OPTIONS);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async verifyLogin(input: LoginInput): Promise<User> {
    const user = await this.withPasswordHash(input.email);
    const valid = await argon2.verify(user?.passwordHash ?? (await this.decoyHash), input.password);
    if (!user || !valid) throw AppError.unauthorized('Email or password is incorrect');
    return user;
  }

  async find(id: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ id });
  }

  async changePassword(userId: string, input: PasswordChangeInput): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { id: true, passwordHash: true } });
    if (!user || !(await argon2.verify(user.passwordHash, input.currentPassword))) {
      throw AppError.badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    const account = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    assertStrongPassword(input.newPassword, account, 'newPassword');
    await this.dataSource.getRepository(User).update({ id: userId }, { passwordHash: await argon2.hash(input.newPassword, HASH_OPTIONS) });
  }

  async updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
    const repository = this.dataSource.getRepository(User);
    await repository.update({ id: userId }, input);
    return repository.findOneByOrFail({ id: userId });
  }

  /**
   * Makes sure the shop has an administrator, once: the first one is the account named by
   * ADMIN_EMAIL/ADMIN_PASSWORD or, without them, one with generated credentials that the caller
   * prints. Once there is an administrator the account is the artist's: a start changes nothing, so
   * a password changed in the back office stays changed. Answers the account created, or null.
   */
  async ensureAdmin(email: string | undefined, password: string | undefined): Promise<{ email: string; generatedPassword?: string } | null> {
    const repository = this.dataSource.getRepository(User);
    if (await repository.existsBy({ role: 'admin' })) return null;
    if (email && password) {
      const normalized = email.trim().toLowerCase();
      const existing = await repository.findOneBy({ email: normalized });
      if (existing) {
        // The configured address already has a customer account: it becomes the administrator's.
        await repository.update({ id: existing.id }, { role: 'admin', passwordHash: await argon2.hash(password, HASH_OPTIONS) });
        return { email: normalized };
      }
      // Replicas starting together race to create it: the first insert wins, the others change nothing.
      await this.insertAdmin(normalized, password);
      return { email: normalized };
    }
    const generated = { email: 'admin@artshop.local', generatedPassword: randomBytes(12).toString('base64url') };
    // Only the replica whose insert won shows a password: another one's would not sign in.
    return (await this.insertAdmin(generated.email, generated.generatedPassword)) ? generated : null;
  }

  /** True when this call created it (false: another start did first). */
  private async insertAdmin(email: string, password: string): Promise<boolean> {
    const created = await this.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .insert()
      .values({ email, firstName: 'Studio', lastName: 'Admin', role: 'admin', passwordHash: await argon2.hash(password, HASH_OPTIONS) })
      .orIgnore()
      .execute();
    return (created.raw as unknown[]).length > 0;
  }

  private withPasswordHash(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email }).getOne();
  }
}
