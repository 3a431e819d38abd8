import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_NAMES, RedisServer, createDatabase, dropDatabase, partEnvironment, runPartCommand, type PartName } from '@artshop/testing';

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

  it('refuses an option it does not know, with the ones it takes', async () => {
    const message = await failure('messaging', ['--wiat']);
    expect(message).toContain('Unknown option "--wiat" for migrations-applied: use --wait and --timeout=<seconds>');
  });
});
