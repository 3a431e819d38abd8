import { Body, Controller, Get, HttpCode, Logger, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REGISTRATION_SENT_MESSAGE,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  registrationConfirmSchema,
  type AuthUser,
  type CartMergeInput,
  type RegistrationAnswer,
} from '@artshop/contracts';
import { AppError, parseInput } from '@artshop/service-kit';
import { ServiceClients } from '../routing/service-clients.js';
import { checkAccess } from './access.js';
import { LoginLimits, type PasswordAttempt } from './login-limits.js';
import { callerOf } from './session.js';
import { RegistrationService } from './registration.service.js';
import { SessionsService } from './sessions.service.js';
import { toAuthUser, type User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Where the spec's plain links (/api/login, /api/auth/login) send people: the storefront's login page. */
function loginPage(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** Creating accounts is limited per client (@fastify/rate-limit); password guesses are counted by LoginLimits. */
const registerRateLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

@Controller('api')
export class AuthController {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly users: UsersService,
    private readonly registration: RegistrationService,
    private readonly services: ServiceClients,
    private readonly limits: LoginLimits,
    private readonly sessions: SessionsService,
  ) {}

  @Get(['login', 'auth/login'])
  login(@Query('next') next: unknown, @Res() reply: FastifyReply) {
    return reply.redirect(loginPage(next), 302);
  }

  @Get('logout')
  async logoutLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await request.session.destroy();
    return reply.redirect('/', 302);
  }

  /** 202 alike for every address: its owner gets the link that finishes the account, or a note that one exists. */
  @Post('auth/register')
  @HttpCode(202)
  @RouteConfig(registerRateLimit)
  async register(@Body() body: unknown): Promise<RegistrationAnswer> {
    await this.registration.request(parseInput(registerSchema, body));
    return { message: REGISTRATION_SENT_MESSAGE };
  }

  /** The mailed link's token: the account is created and this browser signed in. */
  @Post('auth/register/confirm')
  @HttpCode(201)
  @RouteConfig(registerRateLimit)
  async confirmRegistration(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.registration.confirm(parseInput(registrationConfirmSchema, body).token);
    await this.signIn(request, user);
    return toAuthUser(user);
  }

  @Post('auth/login')
  @HttpCode(200)
  async signInWithPassword(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthUser> {
    const input = parseInput(loginSchema, body);
    const attempt: PasswordAttempt = { account: input.email, client: request.ip };
    await this.limits.check(attempt, reply);
    const user = await this.users.verifyLogin(input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 401) await this.limits.failed(attempt);
      throw error;
    });
    await this.limits.succeeded(attempt);
    await this.signIn(request, user);
    return toAuthUser(user);
  }

  @Post('auth/logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest): Promise<void> {
    await request.session.destroy();
  }

  @Get('auth/user')
  async currentUser(@Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.signedInUser(request);
    return toAuthUser(user);
  }

  @Patch('auth/user')
  async updateProfile(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.signedInUser(request);
    return toAuthUser(await this.users.updateProfile(user.id, parseInput(profileUpdateSchema, body)));
  }

  /**
   * A wrong current password is a failed guess at that account like a wrong sign-in (someone at an
   * unattended, signed-in browser). Once changed, every other session of the account is signed out
   * and this one continues under a new id.
   */
  @Post('auth/password')
  @HttpCode(204)
  async changePassword(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const user = await this.signedInUser(request);
    const input = parseInput(passwordChangeSchema, body);
    const attempt: PasswordAttempt = { account: user.email, client: request.ip };
    await this.limits.check(attempt, reply);
    await this.users.changePassword(user.id, input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.errors?.currentPassword) await this.limits.failed(attempt);
      throw error;
    });
    await this.limits.succeeded(attempt);
    await request.session.regenerate(['userId', 'role']);
    await this.sessions.signOutOtherSessions(user.id, request.session.sessionId);
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
    if (guestSessionId) {
      const body: CartMergeInput = { fromSessionId: guestSessionId, toUserId: user.id };
      await this.services
        .call('cart-order', 'cart.merge', { requestId: request.id, caller: callerOf(request), params: {}, query: {}, body })
        .catch((error: unknown) => this.logger.warn({ msg: 'guest cart not merged at sign-in', requestId: request.id, userId: user.id, error: String((error as Error)?.message ?? error) }));
    }
  }

  private async signedInUser(request: FastifyRequest): Promise<User> {
    checkAccess('customer', callerOf(request));
    const user = await this.users.find(request.session.userId!);
    if (!user) {
      await request.session.destroy();
      throw AppError.unauthorized('Not authenticated');
    }
    return user;
  }
}
