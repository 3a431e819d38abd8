import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { z } from 'zod';
import { DomainError } from '@artshop/contracts';
import { redisConnection } from '@artshop/event-bus';
import { baseConfigSchema, loadConfig } from '@artshop/service-kit';

const attemptsConfigSchema = baseConfigSchema.pick({ REDIS_URL: true, BULL_PREFIX: true }).extend({
  /** Wrong discount codes one client may try per window before it is refused (429). */
  DISCOUNT_CODE_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  DISCOUNT_CODE_ATTEMPTS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
});

/**
 * Wrong discount codes per client, counted in Redis so every replica counts together (with
 * rate-limiter-flexible, as the gateway counts failed sign-ins): a code cannot be found by trying. Only
 * unknown codes count; past the limit the client is refused before any code is looked up, right or
 * wrong, until the window ends. If Redis does not answer, codes are still checked (logged): buying
 * matters more than counting.
 */
@Injectable()
export class DiscountAttempts implements OnApplicationShutdown {
  private readonly logger = new Logger('discount-attempts');
  private readonly redis: ReturnType<typeof redisConnection>;
  private readonly limiter: RateLimiterRedis;

  constructor() {
    const config = loadConfig(attemptsConfigSchema);
    this.redis = redisConnection(config.REDIS_URL, 'producer');
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.BULL_PREFIX}:discount-code-fail`,
      points: config.DISCOUNT_CODE_ATTEMPTS,
      duration: config.DISCOUNT_CODE_ATTEMPTS_WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
    });
  }

  /** Refuses a client that has tried too many wrong codes (TooManyDiscountCodeAttempts). */
  async check(client: string): Promise<void> {
    const counted = await this.guard('check', () => this.limiter.get(client));
    if (counted && counted.consumedPoints >= this.limiter.points) throw this.refusal(counted.msBeforeNext);
  }

  /** A wrong code: counted; the one that reaches the limit is still answered as unknown. */
  async failed(client: string): Promise<void> {
    await this.guard('count a wrong code', () => this.limiter.penalty(client, 1));
  }

  private refusal(msBeforeNext: number) {
    return new DomainError('TooManyDiscountCodeAttempts', { waitSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
  }

  private async guard<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Could not ${what} of wrong discount codes: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
