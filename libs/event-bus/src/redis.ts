import { Redis, type RedisOptions } from 'ioredis';

/**
 * Producer connections fail fast while Redis is away (the outbox keeps the event); worker
 * connections wait forever (BullMQ requires maxRetriesPerRequest null for blocking commands).
 */
export function redisConnection(url: string, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'producer'
      ? { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: false }
      : { maxRetriesPerRequest: null, enableOfflineQueue: true };
  const connection = new Redis(url, { ...options, retryStrategy: (times) => Math.min(times * 200, 2_000) });
  // Connection errors are retried by ioredis; they are reported by health checks, not thrown here.
  connection.on('error', () => {});
  return connection;
}
