import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@artshop/service-kit';
import { RateLimiters } from './rate-limiters.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/** Who is guessing (the client address) and which account the guess is for (the e-mail). */
export interface PasswordAttempt {
  account: string;
  client: string;
}

/** One limiter and its count for this attempt (null: nothing counted yet). */
type Count = [RateLimiterRedis, RateLimiterRes | null];
/** Per account and client, per client, per account. */
type Counts = [Count, Count, Count];

/**
 * Failed password checks, counted in Redis so every replica counts together (rate-limiter-flexible's
 * login-protection recipe). Only failures count, and a success clears the account's counts, so the
 * artist signing in often is never slowed:
 * - per account and client: consecutive failures (LOGIN_RATE_LIMIT per 15 minutes);
 * - per client across accounts: stops credential stuffing (one client trying many e-mails);
 * - per account across clients: slows a distributed guesser, and is higher, so a few tries from
 *   one place cannot lock the owner out.
 * Over the first two the attempt is refused before the password is checked. Over the account's, only
 * clients that have failed at that account recently are: anyone could fill the account's count, so
 * a clean client still has its password checked, the right one gets in and a wrong one is counted and
 * refused (one guess per client, after which it is refused too). The owner always has a way in, and a
 * guesser needs a new client for every guess. If Redis does not answer, attempts go through (logged):
 * signing in matters more than counting.
 */
@Injectable()
export class LoginLimits {
  private readonly logger = new Logger('login-limits');
  private readonly accountAndClient: RateLimiterRedis;
  private readonly client: RateLimiterRedis;
  private readonly account: RateLimiterRedis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, limiters: RateLimiters) {
    const limiter = (name: string, points: number, duration: number) => limiters.limiter(`login-fail:${name}`, points, duration);
    this.accountAndClient = limiter('account-client', config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_LIMIT_WINDOW_SECONDS);
    this.client = limiter('client', config.LOGIN_CLIENT_RATE_LIMIT, config.LOGIN_CLIENT_RATE_LIMIT_WINDOW_SECONDS);
    this.account = limiter('account', config.LOGIN_ACCOUNT_RATE_LIMIT, config.LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS);
  }

  /** Refuses the attempt (429 with Retry-After in seconds) when a limit is reached; call before checking the password. */
  async check(attempt: PasswordAttempt, reply: FastifyReply): Promise<void> {
    const counted = await this.each(attempt, 'check', (limiter, key) => limiter.get(key));
    if (counted) this.refuseIfOver(counted, 0, reply);
  }

  /**
   * A wrong password: counts against the account and client, the client, and the account. Refused
   * (429) when it was a guess past a limit already reached: a clean client's guess at an account
   * over its limit.
   */
  async failed(attempt: PasswordAttempt, reply: FastifyReply): Promise<void> {
    const counted = await this.each(attempt, 'count a failure', (limiter, key) => limiter.penalty(key, 1));
    // Counted already: this failure is the attempt's own, refused only if the limit was reached before it.
    if (counted) this.refuseIfOver(counted, 1, reply);
  }

  /** The right password: the account's counts start again (the client's across accounts stays). */
  async succeeded(attempt: PasswordAttempt): Promise<void> {
    await this.guard('clear after a success', () =>
      Promise.all([this.accountAndClient.delete(this.accountAndClientKey(attempt)), this.account.delete(attempt.account)]),
    );
  }

  /** Refuses (429, Retry-After: when this client may try again) when the attempt's counts are past a limit by more than `allowance`. */
  private refuseIfOver([accountAndClient, client, account]: Counts, allowance: number, reply: FastifyReply): void {
    const over = ([limiter, res]: Count) => (res?.consumedPoints ?? 0) >= limiter.points + allowance;
    const waits = [accountAndClient, client].filter(over).map(([, res]) => res!.msBeforeNext);
    // The account over its limit stops only a client that has failed at it: until either count ends.
    if (over(account) && (accountAndClient[1]?.consumedPoints ?? 0) > 0) waits.push(Math.min(account[1]!.msBeforeNext, accountAndClient[1]!.msBeforeNext));
    const waitMs = Math.max(0, ...waits);
    if (waitMs <= 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, `Too many failed sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minute(s) and try again.`);
  }

  private each(
    attempt: PasswordAttempt,
    action: string,
    run: (limiter: RateLimiterRedis, key: string) => Promise<RateLimiterRes | null>,
  ): Promise<Counts | undefined> {
    const keyed: Array<[RateLimiterRedis, string]> = [
      [this.accountAndClient, this.accountAndClientKey(attempt)],
      [this.client, attempt.client],
      [this.account, attempt.account],
    ];
    return this.guard(action, () => Promise.all(keyed.map(async ([limiter, key]) => [limiter, await run(limiter, key)] as Count)) as Promise<Counts>);
  }

  private async guard<T>(action: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      this.logger.warn({ msg: `login limits: could not ${action}; the attempt goes through uncounted`, error: String((error as Error)?.message ?? error) });
      return undefined;
    }
  }

  private accountAndClientKey(attempt: PasswordAttempt): string {
    return `${attempt.account}|${attempt.client}`;
  }
}
