import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_CANNOT_DELETE_MESSAGE,
  CartOrderRpc,
  EMAIL_CHANGE_SENT_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
  type AccountDeleteInput,
  type AuthUser,
  type EmailChangeConfirmed,
  type EmailChangeConfirmInput,
  type EmailChangeInput,
  type IdentityRpc,
  type LinkSentAnswer,
  type LoginInput,
  type PasswordChangeInput,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type ProfileUpdateInput,
  type RedirectAnswer,
  type RegisterInput,
  type RegistrationAnswer,
  type RegistrationConfirmInput,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressUpdate,
  type SignedInSession,
  type SignedInSessionId,
} from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import type { GatewayHandlersOf, HttpExchange } from '../routing/gateway-handlers.js';
import { ServiceClients } from '../routing/service-clients.js';
import { AccountService } from './account.service.js';
import { AddressesService } from './addresses.service.js';
import { EmailChangeService } from './email-change.service.js';
import { LoginLimits, type PasswordAttempt } from './login-limits.js';
import { PasswordResetService } from './password-reset.service.js';
import { callerOf } from './session.js';
import { RegistrationService } from './registration.service.js';
import { SessionsService, publicSessionId } from './sessions.service.js';
import { toAuthUser, type User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Where the plain links (/api/login, /api/auth/login) send people: the storefront's login page. */
function loginPage(next: unknown): RedirectAnswer {
  return { redirect: typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? `/login?next=${encodeURIComponent(next)}` : '/login' };
}

/**
 * Identity's calls (IdentityRpc), answered by the gateway itself: users and sessions live here.
 * The route table checks access and input before any of these runs.
 */
@Injectable()
export class IdentityHandlers implements GatewayHandlersOf<typeof IdentityRpc> {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly users: UsersService,
    private readonly registration: RegistrationService,
    private readonly services: ServiceClients,
    private readonly limits: LoginLimits,
    private readonly sessions: SessionsService,
    private readonly account: AccountService,
    private readonly addresses: AddressesService,
    private readonly passwordReset: PasswordResetService,
    private readonly emailChanges: EmailChangeService,
  ) {}

  async loginLink({ next }: { next?: unknown }) {
    return loginPage(next);
  }

  async authLoginLink({ next }: { next?: unknown }) {
    return loginPage(next);
  }

  async logoutLink(_input: object, { request }: HttpExchange) {
    await request.session.destroy();
    return { redirect: '/' };
  }

  /** 202 alike for every address: its owner gets the link that finishes the account, or a note that one exists. */
  async register(input: RegisterInput): Promise<RegistrationAnswer> {
    await this.registration.request(input);
    return { message: REGISTRATION_SENT_MESSAGE };
  }

  /** The mailed link's token: the account is created and this browser signed in. */
  async confirmRegistration({ token }: RegistrationConfirmInput, { request }: HttpExchange): Promise<AuthUser> {
    const user = await this.registration.confirm(token);
    await this.signIn(request, user);
    return toAuthUser(user);
  }

  async login(input: LoginInput, { request, reply }: HttpExchange): Promise<AuthUser> {
    const attempt: PasswordAttempt = { account: input.email, client: request.ip };
    await this.limits.check(attempt, reply);
    const user = await this.users.verifyLogin(input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 401) await this.limits.failed(attempt, reply);
      throw error;
    });
    await this.limits.succeeded(attempt);
    await this.signIn(request, user);
    return toAuthUser(user);
  }

  /** 202 alike for every address: an account's owner is mailed a link that sets a new password. */
  async forgotPassword({ email }: PasswordResetRequestInput): Promise<LinkSentAnswer> {
    await this.passwordReset.request(email);
    return { message: PASSWORD_RESET_SENT_MESSAGE };
  }

  /**
   * The mailed link and a new password: whoever knew the old one is signed out everywhere, the
   * account's failed sign-ins are forgotten (the owner proved the address), and this browser is
   * signed in with the new password.
   */
  async resetPassword(input: PasswordResetInput, { request }: HttpExchange): Promise<AuthUser> {
    const user = await this.passwordReset.reset(input);
    await this.limits.succeeded({ account: user.email, client: request.ip });
    await this.signIn(request, user);
    await this.sessions.signOutOtherSessions(user.id, request.session.sessionId);
    return toAuthUser(user);
  }

  async logout(_input: object, { request }: HttpExchange) {
    await request.session.destroy();
    return null;
  }

  async currentUser(_input: object, { request }: HttpExchange): Promise<AuthUser> {
    return toAuthUser(await this.signedInUser(request));
  }

  async updateProfile(input: ProfileUpdateInput, { request }: HttpExchange): Promise<AuthUser> {
    const user = await this.signedInUser(request);
    return toAuthUser(await this.users.updateProfile(user.id, input));
  }

  /**
   * A wrong current password is a failed guess at that account like a wrong sign-in (someone at an
   * unattended, signed-in browser). Once changed, every other session of the account is signed out
   * and this one continues under a new id.
   */
  async changePassword(input: PasswordChangeInput, { request, reply }: HttpExchange) {
    const user = await this.signedInUser(request);
    const attempt: PasswordAttempt = { account: user.email, client: request.ip };
    await this.limits.check(attempt, reply);
    await this.users.changePassword(user.id, input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.errors?.currentPassword) await this.limits.failed(attempt, reply);
      throw error;
    });
    await this.limits.succeeded(attempt);
    await request.session.regenerate(['userId', 'role', 'email', 'userAgent', 'signedInAt']);
    await this.sessions.signOutOtherSessions(user.id, request.session.sessionId);
    return null;
  }

  /**
   * A new e-mail address, confirmed by the current password (a wrong one is a failed guess, as at a
   * password change). The same answer whether the address is free or another account's: the mail to
   * it has the link that makes the change, or tells its owner someone tried it.
   */
  async changeEmail(input: EmailChangeInput, { request, reply }: HttpExchange): Promise<LinkSentAnswer> {
    const user = await this.signedInUser(request);
    const attempt: PasswordAttempt = { account: user.email, client: request.ip };
    await this.limits.check(attempt, reply);
    await this.withPassword(attempt, reply, user.id, input.currentPassword, () => this.emailChanges.request(user, input.email));
    return { message: EMAIL_CHANGE_SENT_MESSAGE };
  }

  /**
   * The link mailed to the new address, opened in any browser: the account is reached by a new
   * address, so its sessions end, as after a password change, but for this one if it is the account's.
   */
  async confirmEmailChange({ token }: EmailChangeConfirmInput, { request }: HttpExchange): Promise<EmailChangeConfirmed> {
    const user = await this.emailChanges.confirm(token);
    const ownSession = request.session.userId === user.id;
    if (ownSession) request.session.email = user.email;
    await this.sessions.signOutOtherSessions(user.id, ownSession ? request.session.sessionId : null);
    return { email: user.email };
  }

  /** With the current password: the account goes for good and this browser is signed out. */
  async deleteAccount(input: AccountDeleteInput, { request, reply }: HttpExchange) {
    const user = await this.signedInUser(request);
    // Refused before the password is asked for, so it is no guess at the administrator's password.
    if (user.role === 'admin') throw AppError.badRequest(ADMIN_CANNOT_DELETE_MESSAGE);
    const attempt: PasswordAttempt = { account: user.email, client: request.ip };
    await this.limits.check(attempt, reply);
    await this.withPassword(attempt, reply, user.id, input.currentPassword, () => this.account.deleteAccount(user));
    await request.session.destroy();
    return null;
  }

  async listAddresses(_input: object, { request }: HttpExchange): Promise<SavedAddress[]> {
    return this.addresses.list(request.session.userId!);
  }

  async addAddress(input: SavedAddressInput, { request }: HttpExchange): Promise<SavedAddress> {
    return this.addresses.add(request.session.userId!, input);
  }

  async updateAddress({ id, ...input }: SavedAddressUpdate, { request }: HttpExchange): Promise<SavedAddress> {
    return this.addresses.update(request.session.userId!, id, input);
  }

  async deleteAddress({ id }: { id: string }, { request }: HttpExchange) {
    await this.addresses.remove(request.session.userId!, id);
    return null;
  }

  async listSessions(_input: object, { request }: HttpExchange): Promise<SignedInSession[]> {
    return this.sessions.listSessions(request.session.userId!, request.session.sessionId);
  }

  /** Ends one of the account's sessions; ending this browser's own signs it out. */
  async endSession({ id }: SignedInSessionId, { request }: HttpExchange) {
    if (publicSessionId(request.session.sessionId) === id) await request.session.destroy();
    else await this.sessions.endSession(request.session.userId!, id);
    return null;
  }

  async signOutOtherSessions(_input: object, { request }: HttpExchange) {
    await this.sessions.signOutOtherSessions(request.session.userId!, request.session.sessionId);
    return null;
  }

  /** Checks the current password (a wrong one counts as a failed guess), then does the change; a success clears the counts. */
  private async withPassword<T>(attempt: PasswordAttempt, reply: FastifyReply, userId: string, password: string, change: () => Promise<T>): Promise<T> {
    await this.account.checkPassword(userId, password).catch(async (error: unknown) => {
      await this.limits.failed(attempt, reply);
      throw error;
    });
    await this.limits.succeeded(attempt);
    return change();
  }

  /**
   * A new session id at sign-in, so an id planted before login is worth nothing after it. A guest's
   * cart belongs to the old id: it joins the account's cart. Signing in does not depend on that: if
   * cart-order does not answer, the customer is signed in all the same and the guest cart stays behind.
   */
  private async signIn(request: FastifyRequest, user: User): Promise<void> {
    const guestSessionId = request.session.guest && !request.session.userId ? request.session.sessionId : null;
    await request.session.regenerate();
    request.session.userId = user.id;
    request.session.role = user.role;
    request.session.email = user.email;
    request.session.renewedAt = Date.now();
    request.session.signedInAt = Date.now();
    // Kept short: it only names the device in the account's list of sessions.
    request.session.userAgent = request.headers['user-agent']?.slice(0, 300);
    if (guestSessionId) {
      await this.services
        .call(CartOrderRpc.mergeCart, { fromSessionId: guestSessionId, toUserId: user.id }, { requestId: request.id, caller: callerOf(request) })
        .catch((error: unknown) =>
          this.logger.warn({
            msg: 'guest cart not merged at sign-in',
            requestId: request.id,
            userId: user.id,
            error: String((error as Error)?.message ?? error),
          }),
        );
    }
  }

  /** The account behind the session; a session whose account is gone is ended. */
  private async signedInUser(request: FastifyRequest): Promise<User> {
    const user = await this.users.find(request.session.userId!);
    if (!user) {
      await request.session.destroy();
      throw AppError.unauthorized('Not authenticated');
    }
    return user;
  }
}
