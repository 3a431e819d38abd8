import 'reflect-metadata';
import pg from 'pg';
import {
  DataSource,
  type DataSourceOptions,
  type EntityManager,
  type EntitySchema,
  type EntityTarget,
  type MixedList,
  type ObjectLiteral,
  type QueryRunner,
} from 'typeorm';
export { containsPattern, trigramOps } from './search.js';
import { connectionOf } from './statement.js';
export { run, statement, type Statement } from './statement.js';

export interface DatabaseConfig {
  /** postgres://user@host:port/database */
  url: string;
  /** The PostgreSQL schema this part owns; nobody else reads or writes it. */
  schema: string;
  /** Shown in pg_stat_activity, so a slow query names its owner. */
  applicationName: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** The most connections this process opens to PostgreSQL (or to the pooler): its share of the connection budget. */
  poolSize?: number;
  /**
   * 'transaction' behind a pooler in transaction mode (PgBouncer, CloudNativePG's Pooler): such a pooler hands
   * each transaction any server connection, so the part sends no startup `options` (the pooler refuses or drops
   * them) and no named prepared statements (they live on one server connection); its schema comes first in
   * search_path because its role says so (ALTER ROLE ... SET search_path), which checkSearchPath verifies.
   */
  pooler?: 'none' | 'transaction';
}

/** Connections per process when DB_POOL_SIZE is not set: a developer's machine, one replica of each part. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * node-postgres' client, running every query as an unnamed statement: behind a pooler in transaction mode
 * the next transaction may run on a server connection that never saw a named one ("prepared statement
 * does not exist"). Named statements (run), queryPrepared and the session store keep naming theirs; this drops the names.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config && !('submit' in config)) args[0] = { ...config, name: undefined };
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

/**
 * TypeORM options for one part's schema. The search_path (sent at connection start, or the role's behind
 * a pooler) makes unqualified SQL in migrations and raw queries land in the owner's schema; synchronize
 * stays off: only committed migrations change tables.
 */
export function dataSourceOptions(config: DatabaseConfig): DataSourceOptions {
  const pooled = config.pooler === 'transaction';
  return {
    type: 'postgres',
    url: config.url,
    schema: config.schema,
    applicationName: config.applicationName,
    entities: config.entities,
    migrations: config.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    logging: ['error', 'warn'],
    extra: {
      max: config.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      ...(pooled ? { Client: UnnamedStatementsClient } : { options: `-c search_path=${config.schema},public` }),
    },
  };
}

/** Creates the schema when missing, then applies pending migrations. Returns the names applied. */
export async function migrate(config: DatabaseConfig): Promise<string[]> {
  await ensureSchema(config.url, config.schema);
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    await checkSearchPath(dataSource, config.schema);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The names of this part's migrations not yet applied to its schema (all of them on a new database).
 * Read-only on purpose: TypeORM's showMigrations() would create the migrations table, and a check
 * that waits for the migration Job must not write (nor fail because the schema does not exist yet).
 */
export async function pendingMigrations(config: DatabaseConfig): Promise<string[]> {
  return withDataSource({ ...config, poolSize: 1 }, async (dataSource) => {
    const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    const table = `"${config.schema.replaceAll('"', '')}".migrations`;
    const [{ found }] = (await dataSource.query('SELECT to_regclass($1) IS NOT NULL AS found', [table])) as [{ found: boolean }];
    if (!found) return known;
    const applied = new Set(((await dataSource.query(`SELECT name FROM ${table}`)) as { name: string }[]).map((row) => row.name));
    return known.filter((name) => !applied.has(name));
  });
}

async function ensureSchema(url: string, schema: string): Promise<void> {
  const bootstrap = new DataSource({ type: 'postgres', url });
  await bootstrap.initialize();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replaceAll('"', '')}"`);
  } finally {
    await bootstrap.destroy();
  }
}

/**
 * Builds an index on a table that already holds the shop's data without stopping its writes: CREATE INDEX
 * CONCURRENTLY, which PostgreSQL refuses inside a transaction, so the migration calling this sets
 * `transaction = false` (migrationsTransactionMode 'each' allows it). A plain CREATE INDEX would block every
 * insert and update of the table for the whole build (every checkout, for `orders`).
 * Idempotent: an index already there and valid (built by an earlier version of the migration) is kept; one left
 * invalid by a build cut off halfway is dropped and built again.
 */
export async function createIndexConcurrently(queryRunner: QueryRunner, name: string, definition: string, { unique = false } = {}): Promise<void> {
  const [existing] = (await queryRunner.query(
    `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace`,
    [name],
  )) as { valid: boolean }[];
  if (existing?.valid) return;
  if (existing) await queryRunner.query(`DROP INDEX CONCURRENTLY "${name}"`);
  await queryRunner.query(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX CONCURRENTLY "${name}" ${definition}`);
}

/**
 * Refuses to go on when unqualified SQL would not land in the part's schema: a pooler that drops the
 * startup `options` silently (PgBouncer's ignore_startup_parameters) would send every raw query to
 * `public`, and a migration would create its tables there.
 */
export async function checkSearchPath(dataSource: DataSource, schema: string): Promise<void> {
  const [{ first, role }] = (await dataSource.query('SELECT (current_schemas(false))[1] AS first, current_user AS role')) as [
    { first: string | null; role: string },
  ];
  if (first === schema) return;
  throw new Error(
    `Queries would run in schema "${first ?? 'none'}", not "${schema}": behind a pooler in transaction mode (DB_POOLER=transaction) ` +
      `each part connects as a role of its own whose search_path starts with its schema ` +
      `(ALTER ROLE "${role}" SET search_path = ${schema}, public)`,
  );
}

/** Opens a data source for one-off work (seeding, scripts) and always closes it. */
export async function withDataSource<T>(config: DatabaseConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Standard column options for money: integer cents. */
export const moneyColumn = { type: 'integer' as const };

/** Inserts the rows that are not there yet (ON CONFLICT DO NOTHING): the idempotent step of every seed. */
export async function insertMissing<Entity extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<Entity>, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(rows as never)
    .orIgnore()
    .execute();
}

const statementNames = new Map<string, string>();

/**
 * Runs a query as a named prepared statement, so PostgreSQL plans it once per pooled connection:
 * planning the catalog's reads took longer than running them (0.3 of 0.36 ms for one product), and
 * the statements every checkout runs are planned once too. Outside a transaction it goes straight to
 * TypeORM's pg pool: a TypeORM query runner per read (each with its own EntityManager) cost the
 * catalog ~0.13 ms of CPU per list request, and much garbage. Inside one (a manager of
 * dataSource.transaction) it runs on the transaction's connection. For the hot paths' constant
 * texts only, so the names stay few; answers the rows (an UPDATE's or INSERT's: those it returns).
 */
export async function queryPrepared<Row>(manager: EntityManager, text: string, values: unknown[]): Promise<Row[]> {
  return (await (await connectionOf(manager)).query(prepared(text, values))).rows as Row[];
}

/** A node-postgres query config running `text` as a named prepared statement (one name per text; constant texts only). */
export function prepared(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `prepared_${statementNames.size + 1}`));
  return { name, text, values };
}
