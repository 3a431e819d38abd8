import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisConnection } from '@artshop/event-bus';
import { RawJson } from '@artshop/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

export interface CachedAnswer {
  /** UTF-8 JSON or HTML, kept as bytes: hashed and sent as they are, not encoded again for every answer. */
  body: Buffer;
  etag: string;
  status: number;
  /** Good for this request only (a page sent unrendered while the gateway was busy rendering others): not kept. */
  transient?: true;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/** A safety net only: a change normally clears the cache at once through product.changed. */
const TIME_TO_LIVE_MS = 60_000;
const MAX_ENTRIES = 1_000;

/**
 * Serialized answers of the public catalog reads and the storefront's rendered pages, kept in this
 * gateway's memory so the hot storefront reads cost no RPC, query, JSON or rendering work. A
 * product.changed event reaches one gateway replica through its queue; that replica clears its cache
 * and tells every other replica over Redis pub/sub. A replica that forwards a change clears it likewise.
 */
@Injectable()
export class ResponseCache implements OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly enabled: boolean;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.enabled = config.RESPONSE_CACHE;
    this.channel = `${config.BULL_PREFIX}:gateway:catalog-changed`;
    this.publisher = redisConnection(config.REDIS_URL, 'producer');
    this.subscriber = redisConnection(config.REDIS_URL, 'worker');
    void this.subscriber.subscribe(this.channel).catch(() => {});
    this.subscriber.on('message', () => this.clear());
  }

  /** The cached answer for a key, or the loaded one; concurrent misses share one load. */
  async get(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    let loading = this.pending.get(key);
    if (!loading) {
      const generation = this.generation;
      loading = load()
        .then((answer) => {
          // An answer loaded across a clear may predate the change, one saying the shop is away for a
          // moment (5xx) is soon wrong, and a transient one says so: each is served once, not kept.
          if (generation === this.generation && answer.status < 500 && !answer.transient) this.remember(key, answer);
          return answer;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    return loading;
  }

  /** Clears this replica and tells the others. */
  async invalidateEverywhere(): Promise<void> {
    this.clear();
    await this.publisher.publish(this.channel, 'catalog').catch(() => {});
  }

  private generation = 0;
  /** The next instant the catalog's answers change by themselves (a drop opening): nothing is kept past it. */
  private horizon = Number.POSITIVE_INFINITY;

  /** What is kept now, and what will be, expires by these instants (those still to come). */
  changesAt(...instants: number[]): void {
    const now = Date.now();
    if (this.horizon <= now) this.horizon = Number.POSITIVE_INFINITY;
    for (const at of instants) if (at > now && at < this.horizon) this.horizon = at;
    for (const entry of this.entries.values()) if (entry.expiresAt > this.horizon) entry.expiresAt = this.horizon;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private remember(key: string, answer: CachedAnswer): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const now = Date.now();
    if (this.horizon <= now) this.horizon = Number.POSITIVE_INFINITY;
    this.entries.set(key, { ...answer, expiresAt: Math.min(now + TIME_TO_LIVE_MS, this.horizon) });
  }

  onApplicationShutdown() {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** A read's answer; a service's answer forwarded as JSON text (RawJson) is kept as it is, without serializing it again. */
export function jsonAnswer(value: unknown): CachedAnswer {
  return answerOf(200, value instanceof RawJson ? value.text : JSON.stringify(value));
}

/** A rendered page with its status (a missing product's page is a 404 worth keeping too). */
export function htmlAnswer(status: number, html: string): CachedAnswer {
  return answerOf(status, html);
}

function answerOf(status: number, text: string): CachedAnswer {
  const body = Buffer.from(text);
  return { body, status, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
