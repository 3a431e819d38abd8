import { Redis } from 'ioredis';

/** What the logger needs: the part's Nest logger. */
interface ContractLogger {
  warn(message: unknown): void;
}

/**
 * The Redis the event bus needs: BullMQ keeps its locks, job ids and queues in keys without an expiry,
 * so a Redis allowed to evict keys under memory pressure (allkeys-lru, volatile-lru, the default of some
 * managed offers) can drop a lock or a queued event. Every part checks at start that the policy is
 * noeviction: elsewhere it warns, in production it refuses to start. A Redis that refuses CONFIG (some
 * managed ones do) cannot be checked: the part says so and starts.
 */
export async function checkRedisContract(url: string, production: boolean, logger: ContractLogger): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {});
  let policy: string | undefined;
  let appendOnly: string | undefined;
  try {
    await redis.connect();
    policy = await configValue(redis, 'maxmemory-policy');
    appendOnly = await configValue(redis, 'appendonly');
  } catch (error) {
    logger.warn({
      msg: "could not check Redis' maxmemory-policy (CONFIG GET refused or Redis away); the event bus needs noeviction",
      error: error instanceof Error ? error.message : String(error),
    });
    return;
  } finally {
    redis.disconnect();
  }
  if (policy !== 'noeviction') {
    const problem = `Redis' maxmemory-policy is "${policy}": the event bus (BullMQ) needs "noeviction", or Redis may evict its locks and queued events. Set maxmemory-policy noeviction on the Redis at REDIS_URL.`;
    if (production) throw new Error(problem);
    logger.warn({ msg: problem });
  }
  // Persistence is a production concern: a test or development Redis may lose its queues.
  if (production && appendOnly !== 'yes')
    logger.warn({ msg: 'Redis runs without its append-only file (appendonly no): queued events and jobs since the last snapshot are lost if it restarts' });
}

async function configValue(redis: Redis, name: string): Promise<string | undefined> {
  const [, value] = (await redis.config('GET', name)) as string[];
  return value;
}
