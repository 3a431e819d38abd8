import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { redisConnection } from '@artshop/event-bus';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

/**
 * The identity routes' counters (failed sign-ins, mails per address), in Redis so every gateway
 * replica counts together, over one connection.
 */
@Injectable()
export class RateLimiters implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.redis = redisConnection(config.REDIS_URL, 'producer');
    this.prefix = config.BULL_PREFIX;
  }

  /** `points` per `durationSeconds` for each key, counted under `name`. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterRedis {
    // rejectIfRedisNotReady: while Redis is away, fail at once instead of waiting on a reconnect.
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.prefix}:${name}`,
      points,
      duration: durationSeconds,
      rejectIfRedisNotReady: true,
    });
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
