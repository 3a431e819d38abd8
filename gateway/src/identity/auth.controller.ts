import { Body, Controller, Get, HttpCode, Logger, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema, passwordChangeSchema, profileUpdateSchema, registerSchema, type AuthUser, type CartMergeInput } from '@artshop/contracts';
import { AppError, parseInput } from '@artshop/service-kit';
import { ServiceClients } from '../routing/service-clients.js';
import { checkAccess } from './access.js';
import { callerOf } from './session.js';
import { toAuthUser, type User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Where the spec's plain links (/api/login, /api/auth/login) send people: the storefront's login page. */
function loginPage(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/**
 * Password guesses are limited per client and account (counted in Redis, so every replica counts
 * together); creating accounts is limited per client. Checked after parsing, to see the e-mail.
 */
const loginRateLimit = {
  rateLimit: {
    max: Number(process.env.LOGIN_RATE_LIMIT ?? 10),
    timeWindow: '15 minutes',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : request.session?.userId ?? ''}`;
    },
  },
};
const registerRateLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

@Controller('api')
export class AuthController {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly users: UsersService,
    private readonly services: ServiceClients,
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

  @Post('auth/register')
  @HttpCode(201)
  @RouteConfig(registerRateLimit)
  async register(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.users.register(parseInput(registerSchema, body));
    await this.signIn(request, user);
    return toAuthUser(user);
  }

  @Post('auth/login')
  @HttpCode(200)
  @RouteConfig(loginRateLimit)
  async signInWithPassword(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AuthUser> {
    const user = await this.users.verifyLogin(parseInput(loginSchema, body));
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

  @Post('auth/password')
  @HttpCode(204)
  @RouteConfig(loginRateLimit)
  async changePassword(@Body() body: unknown, @Req() request: FastifyRequest): Promise<void> {
    const user = await this.signedInUser(request);
    await this.users.changePassword(user.id, parseInput(passwordChangeSchema, body));
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
