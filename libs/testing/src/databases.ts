import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { SERVICE_NAMES } from '@artshop/contracts';
import { PART_NAMES, runPartCommand, workspaceRoot } from './processes.js';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database for one test file; dropDatabase removes it. */
export async function createDatabase(): Promise<string> {
  const name = testDatabaseName();
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * PostgreSQL away from a database for `awayMs`, as in a restart or a failover: every connection to it is
 * dropped and new ones are refused until it is back.
 */
export async function databaseOutage(name: string, awayMs: number): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    try {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await new Promise((away) => setTimeout(away, awayMs));
    } finally {
      await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    }
  });
}

const TEMPLATE_PREFIX = 'artshop_template_';
/** Held while a template is built, cloned or dropped, by every test process sharing this PostgreSQL. */
const TEMPLATE_LOCK = 4_710_915;
/** A template no run has cloned for this long belongs to an older build and is dropped. */
const TEMPLATE_IDLE_MS = 60 * 60 * 1000;

/**
 * Creates the named database for one test file, holding every part's tables (and the demo shop when seeded), cloned
 * from a template. Migrating and seeding take eleven processes and most of a system's start; PostgreSQL
 * copies a template in a fraction of a second. A template is built once per build of the parts: its name
 * holds a hash of their compiled code, so changed migrations or demo data make a new one. Only the
 * database is cloned: the demo images live in media storage, which the caller fills with renderDemoMedia.
 */
export async function createDatabaseFromTemplate(name: string, seed: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${seed ? 'demo' : 'empty'}_${compiledPartsHash()}`;
  await withAdminClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) await buildTemplate(client, template, seed, env);
    await client.query(`COMMENT ON DATABASE "${template}" IS '${Date.now()}'`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
}

/**
 * The demo images in a seeded system's media storage. The content seed renders them (it finds its rows
 * present in the cloned database and writes only missing files); a local folder, which every run shares
 * unless a test names its own, records that it holds this build's set, so later systems skip the seed's
 * process. Media files are never deleted, so a folder once complete stays so.
 */
export async function renderDemoMedia(env: NodeJS.ProcessEnv): Promise<void> {
  const marker = env.S3_BUCKET || !env.STORAGE_DIR ? undefined : join(env.STORAGE_DIR, `.demo-media-${compiledPartsHash()}`);
  if (marker && existsSync(marker)) return;
  await runPartCommand('content', 'seed', env);
  if (marker) writeFileSync(marker, '');
}

async function buildTemplate(client: pg.Client, template: string, seed: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  await dropIdleTemplates(client);
  // Built under another name and renamed when complete, so a run stopped half-way leaves no broken template.
  const building = `${template}_building`;
  await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${building}"`);
  try {
    const buildEnv = { ...env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${building}` };
    await Promise.all(PART_NAMES.map((part) => runPartCommand(part, 'migrate', buildEnv)));
    if (seed) await Promise.all(SERVICE_NAMES.map((service) => runPartCommand(service, 'seed', buildEnv)));
    await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } catch (error) {
    await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    throw error;
  }
}

async function dropIdleTemplates(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string; used: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS used FROM pg_database WHERE datname LIKE $1`,
    [`${TEMPLATE_PREFIX}%`],
  );
  for (const { datname, used } of rows) {
    if (Date.now() - Number(used ?? 0) > TEMPLATE_IDLE_MS) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

let partsHash: string | undefined;
/** Libraries no part runs: the tests' own, and the web apps' components. */
const NOT_IN_PARTS = ['testing', 'ui'];

/** A hash of the compiled gateway, services and libraries: what migrations and seeds a template holds. */
function compiledPartsHash(): string {
  if (partsHash) return partsHash;
  const hash = createHash('sha256');
  const libraries = readdirSync(join(workspaceRoot, 'libs')).filter((lib) => !NOT_IN_PARTS.includes(lib));
  const roots = ['gateway', ...SERVICE_NAMES.map((service) => `services/${service}`), ...libraries.map((lib) => `libs/${lib}`)];
  for (const root of roots) {
    const dist = join(workspaceRoot, root, 'dist');
    let files: string[];
    try {
      files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    } catch {
      continue; // a library without a build of its own
    }
    for (const file of files.sort()) hash.update(file).update(readFileSync(join(dist, file)));
  }
  partsHash = hash.digest('hex').slice(0, 16);
  return partsHash;
}

/** A database name of its own for one test file (PostgreSQL is shared by every run on the machine). */
export function testDatabaseName(): string {
  return `artshop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function withAdminClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
