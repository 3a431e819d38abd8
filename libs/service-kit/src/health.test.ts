import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '@artshop/testing';
import { RpcDrain } from './drain.js';
import { PartHealth } from './health.js';
import { PartMetrics } from './metrics.js';
import { checkRedisContract } from './redis-contract.js';

// Readiness and the dependency report of one part against a private redis-server, and the Redis
// contract each part checks at start, against redis-servers configured as a managed offer may be.

/** The warnings a check logged, as text. */
function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, warn: (message: unknown) => warnings.push(JSON.stringify(message)) };
}

describe('PartHealth', () => {
  let redis: RedisServer;
  let connection: Redis;
  beforeAll(async () => {
    redis = await RedisServer.start();
    // As the parts' own: a command fails at once while Redis is away.
    connection = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => 200, lazyConnect: true });
    connection.on('error', () => {});
    await connection.connect();
  });
  afterAll(async () => {
    connection?.disconnect();
    await redis?.stop();
  });

  it('stays ready with Redis away, reports it as down in the gauge and /health/dependencies, and is not ready once draining', async () => {
    const metrics = new PartMetrics('catalog');
    const drain = new RpcDrain();
    const health = new PartHealth(drain, { postgres: async () => 1, redis: () => connection.ping() }, metrics);
    const redisUp = async () =>
      (await metrics.registry.getSingleMetric('artshop_dependency_up')!.get()).values.find((v) => v.labels.dependency === 'redis')?.value;

    await health.checkDependencies();
    expect(await redisUp()).toBe(1);
    expect(health.dependencies().status).toBe(200);

    await redis.stop();
    try {
      await health.checkDependencies();
      expect(health.ready()).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await redisUp()).toBe(0);
      const report = health.dependencies();
      expect(report.status).toBe(503);
      expect(report.body.dependencies).toMatchObject({ postgres: { up: true }, redis: { up: false } });
    } finally {
      await redis.start();
    }

    await drain.drain(0);
    expect(health.ready().status).toBe(503);
    expect(health.live().status).toBe(200);
  });
});

describe('the Redis contract checked at start', () => {
  const servers: RedisServer[] = [];
  const start = async (options: string[]) => {
    const server = await RedisServer.start(options);
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('refuses a Redis that may evict keys in production, and warns elsewhere', async () => {
    const evicting = await start(['--maxmemory-policy', 'allkeys-lru']);
    await expect(checkRedisContract(evicting.url, true, recordingLogger())).rejects.toThrow(/maxmemory-policy is "allkeys-lru".*noeviction/);
    const logger = recordingLogger();
    await checkRedisContract(evicting.url, false, logger);
    expect(logger.warnings.join('\n')).toMatch(/allkeys-lru.*noeviction/);
  });

  it('accepts noeviction, warning in production when Redis keeps no append-only file', async () => {
    const withoutAof = await start(['--maxmemory-policy', 'noeviction']);
    const logger = recordingLogger();
    await checkRedisContract(withoutAof.url, true, logger);
    expect(logger.warnings.join('\n')).toMatch(/appendonly no/);
    const withAof = await start(['--maxmemory-policy', 'noeviction', '--appendonly', 'yes']);
    const quiet = recordingLogger();
    await checkRedisContract(withAof.url, true, quiet);
    expect(quiet.warnings).toEqual([]);
  });

  it('says it could not check when CONFIG is disabled, and starts', async () => {
    const managed = await start(['--rename-command', 'CONFIG', '']);
    const logger = recordingLogger();
    await checkRedisContract(managed.url, true, logger);
    expect(logger.warnings.join('\n')).toMatch(/could not check/);
  });
});
