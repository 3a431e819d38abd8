import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { LoginInput, PasswordChangeInput, ProfileUpdateInput, RegisterInput } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { AppError } from '@artshop/service-kit';
import { User } from './user.entity.js';

const HASH_OPTIONS = { type: argon2.argon2id } as const;
const PG_UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  /** Verified against when the e-mail is unknown, so a login takes as long either way. */
  private readonly decoyHash = argon2.hash(randomBytes(16).toString('hex'), HASH_OPTIONS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Creates a customer account and announces it (user.registered) in the same transaction. */
  async register(input: RegisterInput): Promise<User> {
    const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(manager.create(User, { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: 'user' }));
        await this.outbox.record(manager, 'user.registered', { userId: user.id, email: user.email, firstName: input.firstName, lastName: input.lastName });
        return user;
      });
    } catch (error) {
      if ((error as { code?: string }).code === PG_UNIQUE_VIOLATION) throw AppError.conflict('An account with this email already exists');
      throw error;
    }
  }

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
    await this.dataSource.getRepository(User).update({ id: userId }, { passwordHash: await argon2.hash(input.newPassword, HASH_OPTIONS) });
  }

  async updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
    const repository = this.dataSource.getRepository(User);
    await repository.update({ id: userId }, input);
    return repository.findOneByOrFail({ id: userId });
  }

  /**
   * Makes sure the shop has its administrator: the one named by ADMIN_EMAIL/ADMIN_PASSWORD, or,
   * without them and with no admin yet, one with generated credentials that the caller prints.
   */
  async ensureAdmin(email: string | undefined, password: string | undefined): Promise<{ email: string; generatedPassword?: string } | null> {
    const repository = this.dataSource.getRepository(User);
    if (email && password) {
      const normalized = email.trim().toLowerCase();
      const existing = await this.withPasswordHash(normalized);
      if (!existing) {
        await repository.insert({ email: normalized, firstName: 'Studio', lastName: 'Admin', role: 'admin', passwordHash: await argon2.hash(password, HASH_OPTIONS) });
      } else if (existing.role !== 'admin' || !(await argon2.verify(existing.passwordHash, password))) {
        await repository.update({ id: existing.id }, { role: 'admin', passwordHash: await argon2.hash(password, HASH_OPTIONS) });
      }
      return { email: normalized };
    }
    if (await repository.existsBy({ role: 'admin' })) return null;
    const generated = { email: 'admin@artshop.local', generatedPassword: randomBytes(12).toString('base64url') };
    await repository.upsert(
      { email: generated.email, firstName: 'Studio', lastName: 'Admin', role: 'admin', passwordHash: await argon2.hash(generated.generatedPassword, HASH_OPTIONS) },
      ['email'],
    );
    return generated;
  }

  private withPasswordHash(email: string): Promise<User | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }
}
