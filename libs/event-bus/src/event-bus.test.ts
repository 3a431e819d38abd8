import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventQueueName, subscribersOf, type EventEnvelope } from '@artshop/contracts';
import { dataSourceOptions, migrate } from '@artshop/persistence';
import { RedisServer } from '@artshop/testing';
import { EventConsumer, type EventHandlers, type EventHandlersOf } from './consumer.js';
import { eventBusEntities, eventBusMigrations } from './entities.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './relay.js';

// The bus between two parts, against the real PostgreSQL and a private redis-server: the gateway's
// outbox publishes user.registered, messaging's consumer applies it (here: a row per welcome mail).
const databaseName = `artshop_bus_${randomBytes(4).toString('hex')}`;
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
const prefix = `bus-${randomBytes(3).toString('hex')}`;

let redis: RedisServer;
let producerDb: DataSource;
let consumerDb: DataSource;

async function sql(connection: string, text: string) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  await client.query(text);
  await client.end();
}

function part(schema: string) {
  return { url, schema, applicationName: `bus-test-${schema}`, entities: eventBusEntities, migrations: eventBusMigrations };
}

async function welcomeMails(): Promise<Array<{ event_id: string; email: string }>> {
  return consumerDb.query(`SELECT event_id, email FROM consumer.welcome_mails ORDER BY email`);
}

async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

function register(outbox: Outbox, email: string) {
  return producerDb.transaction((manager) => outbox.record(manager, 'user.registered', { userId: randomUUIDLike(), email, firstName: 'Ann', lastName: 'Lee' }));
}

function randomUUIDLike() {
  return crypto.randomUUID();
}

beforeAll(async () => {
  await sql(admin, `CREATE DATABASE "${databaseName}"`);
  redis = await RedisServer.start();
  await migrate(part('producer'));
  await migrate(part('consumer'));
  producerDb = await new DataSource(dataSourceOptions(part('producer'))).initialize();
  consumerDb = await new DataSource(dataSourceOptions(part('consumer'))).initialize();
  await consumerDb.query(`CREATE TABLE consumer.welcome_mails (event_id uuid NOT NULL, email text NOT NULL)`);
});

afterAll(async () => {
  await producerDb?.destroy();
  await consumerDb?.destroy();
  await redis?.stop();
  await sql(admin, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

beforeEach(async () => {
  await consumerDb.query(`TRUNCATE consumer.welcome_mails, consumer.handled_events`);
  await producerDb.query(`TRUNCATE producer.outbox_events`);
});

describe('subscriptions', () => {
  it('fan an event out to the services that list it, and a service must handle exactly its list (checked by tsc)', () => {
    expect(subscribersOf('user.registered')).toEqual(['messaging']);
    expect(subscribersOf('product.changed')).toEqual(['gateway']);
    expect(subscribersOf('order.cancelled')).toEqual([]);
    const handled = async () => {};
    // @ts-expect-error messaging lists more events than this handles: a forgotten handler does not compile
    const missing: EventHandlersOf<'messaging'> = { 'user.registered': handled };
    // @ts-expect-error the gateway does not subscribe to user.registered: a stray handler does not compile
    const stray: EventHandlersOf<'gateway'> = { 'product.changed': handled, 'user.registered': handled };
    const complete: EventHandlersOf<'gateway'> = { 'product.changed': handled };
    expect([missing, stray, complete].length).toBe(3);
  });
});

describe('event bus', () => {
  const handlers: EventHandlers = {
    'user.registered': async (event, manager: EntityManager) => {
      await manager.query(`INSERT INTO consumer.welcome_mails (event_id, email) VALUES ($1, $2)`, [event.id, event.data.email]);
    },
  };

  it('refuses to record an event outside a transaction, so no event exists without its change', async () => {
    const outbox = new Outbox('gateway');
    await expect(
      outbox.record(producerDb.manager, 'user.registered', { userId: randomUUIDLike(), email: 'x@example.com', firstName: 'X', lastName: 'Y' }),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('keeps an event in the outbox while Redis is down and delivers it once Redis is back', async () => {
    const relay = new OutboxRelay(producerDb, { redisUrl: redis.url, prefix, pollIntervalMs: 200 });
    const consumer = new EventConsumer(consumerDb, 'messaging', handlers, { redisUrl: redis.url, prefix });
    consumer.start();
    relay.start();
    try {
      await redis.stop();
      const event = await register(new Outbox('gateway', (manager) => relay.publishAfterCommit(manager)), 'waiting@example.com');
      await new Promise((wait) => setTimeout(wait, 1_000));
      const [row] = await producerDb.query(`SELECT published_at FROM producer.outbox_events WHERE id = $1`, [event.id]);
      expect(row.published_at, 'the event must wait in the outbox while Redis is away').toBeNull();

      await redis.start();
      const mails = await eventually(async () => {
        const rows = await welcomeMails();
        return rows.length ? rows : undefined;
      }, 'the welcome mail after Redis came back');
      expect(mails).toEqual([{ event_id: event.id, email: 'waiting@example.com' }]);
      const [published] = await producerDb.query(`SELECT published_at FROM producer.outbox_events WHERE id = $1`, [event.id]);
      expect(published.published_at).not.toBeNull();
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  });

  it('retries a consumer that crashes mid-handling and applies the effect once', async () => {
    let attempts = 0;
    const crashingOnce: EventHandlers = {
      'user.registered': async (event, manager) => {
        attempts += 1;
        await handlers['user.registered']!(event, manager);
        // The effect is written, then the handler dies before committing.
        if (attempts === 1) throw new Error('consumer crashed mid-handling');
      },
    };
    const relay = new OutboxRelay(producerDb, { redisUrl: redis.url, prefix, pollIntervalMs: 200 });
    const consumer = new EventConsumer(consumerDb, 'messaging', crashingOnce, { redisUrl: redis.url, prefix, backoffMs: 100 });
    consumer.start();
    relay.start();
    try {
      const event = await register(new Outbox('gateway', (manager) => relay.publishAfterCommit(manager)), 'retried@example.com');
      await eventually(async () => (attempts >= 2 ? true : undefined), 'a second attempt');
      await new Promise((wait) => setTimeout(wait, 300));
      expect(attempts).toBe(2);
      expect(await welcomeMails()).toEqual([{ event_id: event.id, email: 'retried@example.com' }]);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  });

  it('keeps retrying an event whose consumer fails for long, shows it as stuck meanwhile, and delivers it once the consumer recovers', async () => {
    // More failures than the 8 attempts deliveries used to get before being dropped.
    const failures = 12;
    let attempts = 0;
    let recovered = false;
    const failingForLong: EventHandlers = {
      'user.registered': async (event, manager) => {
        attempts += 1;
        if (!recovered) throw new Error('the mail server is down');
        await handlers['user.registered']!(event, manager);
      },
    };
    const relay = new OutboxRelay(producerDb, { redisUrl: redis.url, prefix, pollIntervalMs: 200 });
    // Short waits and an immediate stuck threshold stand in for minutes.
    const consumer = new EventConsumer(consumerDb, 'messaging', failingForLong, {
      redisUrl: redis.url,
      prefix,
      backoffMs: 10,
      backoffCapMs: 50,
      stuckAfterMs: 0,
    });
    consumer.start();
    relay.start();
    try {
      const event = await register(new Outbox('gateway', (manager) => relay.publishAfterCommit(manager)), 'patient@example.com');
      await eventually(async () => (attempts > failures ? true : undefined), `more than ${failures} attempts`);
      const stuck = await eventually(async () => {
        const listed = await consumer.stuckEvents();
        return listed.length ? listed : undefined;
      }, 'the event listed as stuck');
      expect(stuck).toEqual([
        expect.objectContaining({ service: 'messaging', eventId: event.id, type: 'user.registered', lastError: 'the mail server is down' }),
      ]);
      expect(stuck[0]!.attempts).toBeGreaterThan(failures - 2);
      expect(await welcomeMails()).toEqual([]);

      recovered = true;
      await eventually(async () => ((await welcomeMails()).length ? true : undefined), 'the welcome mail once the consumer recovered');
      expect(await welcomeMails()).toEqual([{ event_id: event.id, email: 'patient@example.com' }]);
      expect(await consumer.stuckEvents()).toEqual([]);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  });

  it('puts a job that failed for good back in its queue and delivers it', async () => {
    const envelope: EventEnvelope<'user.registered'> = {
      id: randomUUIDLike(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      source: 'gateway',
      data: { userId: randomUUIDLike(), email: 'given-up@example.com', firstName: 'Ann', lastName: 'Lee' },
    };
    // As an older relay left it: one attempt allowed, used up by a consumer that was failing then.
    const queue = new Queue(eventQueueName('messaging'), { connection: { url: redis.url }, prefix });
    let failing = true;
    const flaky: EventHandlers = {
      'user.registered': async (event, manager) => {
        if (failing) throw new Error('not yet');
        await handlers['user.registered']!(event, manager);
      },
    };
    const consumer = new EventConsumer(consumerDb, 'messaging', flaky, { redisUrl: redis.url, prefix, sweepFailedMs: 100, stuckAfterMs: 0 });
    await queue.add('user.registered', envelope, { jobId: envelope.id, attempts: 1, removeOnFail: false });
    consumer.start();
    try {
      await eventually(async () => ((await consumer.stuckEvents()).some((stuck) => stuck.eventId === envelope.id) ? true : undefined), 'the failed job listed');
      failing = false;
      await eventually(async () => ((await welcomeMails()).length ? true : undefined), 'the welcome mail after the sweep');
      expect(await welcomeMails()).toEqual([{ event_id: envelope.id, email: 'given-up@example.com' }]);
    } finally {
      await consumer.stop();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('applies the same event delivered twice only once', async () => {
    const consumer = new EventConsumer(consumerDb, 'messaging', handlers, { redisUrl: redis.url, prefix });
    const envelope: EventEnvelope<'user.registered'> = {
      id: randomUUIDLike(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      source: 'gateway',
      data: { userId: randomUUIDLike(), email: 'twice@example.com', firstName: 'Ann', lastName: 'Lee' },
    };
    // Two jobs for one event (as after a relay pass that published but crashed before marking it).
    const queue = new Queue(eventQueueName('messaging'), { connection: { url: redis.url }, prefix });
    await queue.add('user.registered', envelope, { jobId: `${envelope.id}-a` });
    await queue.add('user.registered', envelope, { jobId: `${envelope.id}-b` });
    consumer.start();
    try {
      const finished = async (jobId: string) => ['completed', 'failed'].includes(await queue.getJobState(jobId));
      await eventually(async () => ((await finished(`${envelope.id}-a`)) && (await finished(`${envelope.id}-b`)) ? true : undefined), 'both deliveries');
      expect(await welcomeMails()).toEqual([{ event_id: envelope.id, email: 'twice@example.com' }]);
      expect(await consumer.handle(envelope)).toBe('duplicate');
    } finally {
      await consumer.stop();
      await queue.close();
    }
  });

  it('publishes an event once even when two relays pass over the same row', async () => {
    const relayA = new OutboxRelay(producerDb, { redisUrl: redis.url, prefix });
    const relayB = new OutboxRelay(producerDb, { redisUrl: redis.url, prefix });
    const event = await register(new Outbox('gateway'), 'once@example.com');
    await Promise.all([relayA.relayPending(), relayB.relayPending()]);
    // Marked as unpublished again, as if the first pass crashed before marking it: the job id stops a duplicate.
    await producerDb.query(`UPDATE producer.outbox_events SET published_at = NULL WHERE id = $1`, [event.id]);
    await relayA.relayPending();
    const queue = new Queue(eventQueueName('messaging'), { connection: { url: redis.url }, prefix });
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((job) => job.data.id === event.id)).toHaveLength(1);
    await queue.obliterate({ force: true });
    await queue.close();
    await relayA.stop();
    await relayB.stop();
  });
});
