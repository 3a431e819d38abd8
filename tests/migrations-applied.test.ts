import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_NAMES, RedisServer, createDatabase, dropDatabase, partEnvironment, runPartCommand, workspaceRoot, type PartName } from '@artshop/testing';

// What each Deployment's init container runs (`main.js migrations-applied --wait`, see k8s/base): a pod of a
// new release starts only once the migration Job has applied that release's migrations.
let databaseName: string;
let redis: RedisServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  [databaseName, redis] = await Promise.all([createDatabase(), RedisServer.start()]);
  env = partEnvironment(databaseName, redis);
});

afterAll(async () => {
  await redis?.stop();
  if (databaseName) await dropDatabase(databaseName);
});

/** The command's failure message, or undefined when it succeeded. */
const failure = (part: PartName, args: string[]) =>
  runPartCommand(part, ['migrations-applied', ...args], env).then(
    () => undefined,
    (error: Error) => error.message,
  );

describe('main.js migrations-applied', () => {
  it('on a new database, fails for every part and names the migrations it is missing', async () => {
    const messages = await Promise.all(PART_NAMES.map((part) => failure(part, [])));
    for (const [index, message] of messages.entries()) {
      expect(message, `${PART_NAMES[index]} said its migrations were applied on an empty database`).toMatch(/exit 1/);
      expect(message).toMatch(/migration\(s\) of schema "[a-z_]+" not applied yet: \w+/);
      expect(message).toContain('the migration Job (main.js migrate) applies them');
    }
  });

  it('with --wait, waits while the migrations are missing and succeeds once the migration Job has applied them', async () => {
    let settled = false;
    // LOG_LEVEL log: the test reads what the init container's log would say.
    const waiting = runPartCommand('catalog', ['migrations-applied', '--wait', '--timeout=120'], { ...env, LOG_LEVEL: 'log' }).finally(() => (settled = true));
    // Long enough for the first checks to find nothing applied.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(settled, 'catalog stopped waiting before its migrations were applied').toBe(false);
    await runPartCommand('catalog', 'migrate', env);
    const output = await waiting;
    expect(output).toContain('waiting for the migrations');
    expect(output).toContain('migrations applied');
  });

  it('with --wait, gives up at its timeout and names what is still missing', async () => {
    const started = Date.now();
    const message = await failure('gateway', ['--wait', '--timeout=3']);
    expect(message).toMatch(/not applied yet: .+ \(waited 3 s\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });

  it('succeeds at once for every part once the database is migrated', async () => {
    await runPartCommand('gateway', 'migrate', env);
    await Promise.all(PART_NAMES.filter((part) => part !== 'gateway').map((part) => runPartCommand(part, 'migrate', env)));
    const messages = await Promise.all(PART_NAMES.map((part) => failure(part, [])));
    expect(messages).toEqual(PART_NAMES.map(() => undefined));
  });

  // The tables that grow with every sale: a plain CREATE INDEX on them blocks every checkout while it builds.
  const SALES_TABLES = ['orders', 'order_lines'];
  const cartOrderMigrations = join(workspaceRoot, 'services/cart-order/src/migrations');

  it('builds every index on orders and order_lines concurrently, outside a transaction, unless the migration creates the table', () => {
    const problems: string[] = [];
    for (const file of readdirSync(cartOrderMigrations).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(cartOrderMigrations, file), 'utf8');
      const created = new Set([...source.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]));
      for (const [, index, table] of source.matchAll(/CREATE (?:UNIQUE )?INDEX (?!CONCURRENTLY)(\w+) ON (\w+)/g)) {
        if (SALES_TABLES.includes(table!) && !created.has(table))
          problems.push(`${file} builds ${index} on ${table} with a plain CREATE INDEX, which stops every write to ${table} until it is built`);
      }
      if (/createIndexConcurrently\(|INDEX CONCURRENTLY/.test(source) && !/\btransaction = false\b/.test(source))
        problems.push(`${file} builds an index concurrently inside the migration's transaction, which PostgreSQL refuses`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('migrates a database that already has those indexes (an earlier release built them), keeping them, and rebuilds one left invalid', async () => {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const indexMigrations = readdirSync(cartOrderMigrations)
        .filter((file) => readFileSync(join(cartOrderMigrations, file), 'utf8').includes('createIndexConcurrently('))
        .map((file) => /export class (\w+)/.exec(readFileSync(join(cartOrderMigrations, file), 'utf8'))![1]!);
      expect(indexMigrations).toContain('OpenOrdersByClientIndex1764400000231');
      // As a database the previous release migrated: the indexes there, their migrations not yet recorded; one
      // index left invalid, as a concurrent build cut off halfway leaves it.
      await client.query('DELETE FROM cart_order.migrations WHERE name = ANY($1)', [indexMigrations]);
      await client.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'cart_order.orders_open_by_client'::regclass`);
      await runPartCommand('cart-order', 'migrate', env);
      const { rows } = await client.query<{ name: string; valid: boolean }>(
        `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE c.relnamespace = 'cart_order'::regnamespace AND c.relname = ANY($1) ORDER BY 1`,
        [['order_lines_product', 'orders_customer_email', 'orders_open', 'orders_open_by_client', 'orders_paid_created', 'orders_user']],
      );
      expect(rows).toEqual(
        ['order_lines_product', 'orders_customer_email', 'orders_open', 'orders_open_by_client', 'orders_paid_created', 'orders_user'].map((name) => ({
          name,
          valid: true,
        })),
      );
      expect(await failure('cart-order', [])).toBeUndefined();
    } finally {
      await client.end();
    }
  });

  it('refuses an option it does not know, with the ones it takes', async () => {
    const message = await failure('messaging', ['--wiat']);
    expect(message).toContain('Unknown option "--wiat" for migrations-applied: use --wait and --timeout=<seconds>');
  });
});
