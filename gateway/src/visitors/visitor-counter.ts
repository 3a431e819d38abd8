import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { ContentRpc, DEFAULT_TIME_ZONE, changePercent, dayIn, type VisitorFigures } from '@artshop/contracts';
import { redisConnection } from '@artshop/event-bus';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ServiceClients } from '../routing/service-clients.js';

/** A salt lives two days (today's visits may still be recorded just after midnight), then is gone for good. */
const SALT_SECONDS = 2 * 86_400;
/** A day's count is kept a little over a year, for a year-on-year look. */
const COUNT_SECONDS = 400 * 86_400;

/** How long the shop's time zone is kept (every page view needs it): a change applies within this. */
const ZONE_KEEP_MS = 5_000;

/** 'yyyy-mm-dd' of the shop's day (in `timeZone`) `daysAgo` days before the day of `now`. */
export function dayKey(now: Date, timeZone: string, daysAgo = 0): string {
  // Calendar days, counted back from today's date: a day of 23 or 25 hours is still one day.
  const [year, month, day] = dayIn(now, timeZone).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - daysAgo)).toISOString().slice(0, 10);
}

/**
 * Distinct visitors of the storefront per day, without cookies or personal data, as Plausible counts
 * them: a visitor is sha256(the day's salt + client address + user agent), added to that day's
 * HyperLogLog in Redis. The salt is random, kept only in Redis and replaced every day, so a key cannot
 * be traced back to an address nor linked to the same person on another day; the HyperLogLog keeps no
 * key at all, only an estimate of how many there were (exact for small numbers).
 */
@Injectable()
export class VisitorCounter implements OnApplicationShutdown {
  private readonly logger = new Logger('visitors');
  private readonly redis: Redis;
  private readonly prefix: string;
  private salt: { day: string; value: Promise<string> } | undefined;
  private zone: { value: Promise<string>; until: number } | undefined;
  /** The zone last read: a page view counted while content does not answer goes to that zone's day. */
  private lastZone = DEFAULT_TIME_ZONE;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly services: ServiceClients,
  ) {
    this.redis = redisConnection(config.REDIS_URL, 'producer');
    this.prefix = `${config.BULL_PREFIX}:visitors`;
  }

  /** Fire and forget: a page is never slowed or failed by counting it. */
  record(clientAddress: string, userAgent: string, now = new Date()): void {
    this.add(clientAddress, userAgent, now).catch((error: unknown) => this.logger.warn({ msg: 'a page view was not counted', err: String(error) }));
  }

  private async add(clientAddress: string, userAgent: string, now: Date): Promise<void> {
    const day = dayKey(now, await this.timeZone().catch(() => this.lastZone));
    const salt = await this.saltOf(day);
    const visitor = createHash('sha256').update(`${salt}\n${clientAddress}\n${userAgent}`).digest('base64url');
    const key = `${this.prefix}:${day}`;
    await this.redis.multi().pfadd(key, visitor).expire(key, COUNT_SECONDS).exec();
  }

  /** The shop's time zone (business settings, asked of content and kept a few seconds): visits are counted in the shop's days, as its orders are. */
  private timeZone(): Promise<string> {
    if (!this.zone || this.zone.until <= Date.now()) {
      const value = this.services
        .call(
          ContentRpc.getBusinessSettings,
          {},
          { requestId: `visitors-${randomBytes(6).toString('hex')}`, caller: { userId: null, role: null, sessionId: null } },
        )
        .then(({ timeZone }) => (this.lastZone = timeZone));
      const zone = { value, until: Date.now() + ZONE_KEEP_MS };
      this.zone = zone;
      // A failed read is not kept: the next page view asks again.
      value.catch(() => {
        if (this.zone === zone) this.zone = undefined;
      });
    }
    return this.zone.value;
  }

  /** The day's salt: the first replica to need it makes it (SET NX), every replica then reads the same. */
  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const key = `${this.prefix}:salt:${day}`;
      const value = this.redis
        .set(key, randomBytes(32).toString('base64url'), 'EX', SALT_SECONDS, 'NX')
        .then(() => this.redis.get(key))
        .then((salt) => {
          if (!salt) throw new Error('the day’s salt could not be read');
          return salt;
        });
      this.salt = { day, value };
      // A failed read is not kept: the next page view asks again.
      value.catch(() => (this.salt = undefined));
    }
    return this.salt.value;
  }

  /** Today, the last 7 days (today included) and the 7 before, with the weekly change. */
  async figures(now = new Date()): Promise<VisitorFigures> {
    const timeZone = await this.timeZone();
    const days = (from: number) => Array.from({ length: 7 }, (_, index) => `${this.prefix}:${dayKey(now, timeZone, from + index)}`);
    // A visitor's key changes daily, so a week's count is the sum of its days' distinct visitors.
    const daily = await Promise.all([...days(0), ...days(7)].map((key) => this.redis.pfcount(key)));
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    const thisWeek = sum(daily.slice(0, 7));
    const lastWeek = sum(daily.slice(7));
    return { today: daily[0]!, thisWeek, lastWeek, changePercent: changePercent(thisWeek, lastWeek) };
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
