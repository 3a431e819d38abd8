import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * One SQL statement of an aggregate, written out in full under a name: what it takes (`values` turns the
 * caller's named parameters into $1, $2…, in that order) and what each row it answers becomes (`map`, whose
 * parameter declares the columns the text selects). Declared once, at module level, in the aggregate's
 * `*.sql.ts`; run with `run`.
 */
export interface Statement<Params, Row> {
  /** Unique in the part: the prepared statement's name in PostgreSQL, and what an error names. */
  readonly name: string;
  /** The SQL as psql would take it, with $1… placeholders; never assembled from pieces. */
  readonly text: string;
  readonly values: (params: Params) => readonly unknown[];
  readonly map: (row: never) => Row;
  /** The highest $n in the text: how many values a run must give. */
  readonly arity: number;
}

interface StatementDefinition<Params, Row> {
  name: string;
  text: string;
  /** Omitted for a statement without parameters. */
  values?: (params: Params) => readonly unknown[];
  /** Omitted for a statement that answers no rows the caller reads (run answers them as they come). */
  map?: (row: never) => Row;
}

const declared = new Map<string, string>();

/** Declares a named statement (see Statement). Two statements of one name and different texts are refused. */
export function statement<Params = undefined, Row = never>(definition: StatementDefinition<Params, Row>): Statement<Params, Row> {
  const { name, text } = definition;
  const seen = declared.get(name);
  if (seen !== undefined && seen !== text) throw new Error(`Two SQL statements are named ${name}`);
  declared.set(name, text);
  const arity = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  return {
    name,
    text,
    values: definition.values ?? (() => []),
    map: definition.map ?? ((row: never) => row),
    arity,
  };
}

/** The part of node-postgres's client and pool that runs a statement. */
export interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement on a data source's pool or a transaction's manager and answers its rows, mapped (an UPDATE's or INSERT's: those it RETURNs). A value
 * left undefined is refused before anything is sent (null is SQL's NULL).
 *
 * It runs as a named prepared statement, so PostgreSQL plans it once per pooled connection: planning the
 * catalog's reads took longer than running them (0.3 of 0.36 ms for one product). Outside a transaction it
 * goes straight to TypeORM's pg pool: a TypeORM query runner per read cost the catalog ~0.13 ms of CPU per
 * list request, and much garbage. Inside one (a manager of dataSource.transaction) it runs on the
 * transaction's connection.
 */
export async function run<Params, Row>(
  db: DataSource | EntityManager,
  statement: Statement<Params, Row>,
  ...params: [Params] extends [undefined] ? [] : [Params]
): Promise<Row[]> {
  const values = [...statement.values(params[0] as Params)];
  if (values.length !== statement.arity) throw new Error(`SQL ${statement.name} takes ${statement.arity} values, not ${values.length}`);
  const missing = values.findIndex((value) => value === undefined);
  if (missing >= 0) throw new Error(`SQL ${statement.name}: $${missing + 1} has no value`);
  const { rows } = await (await connectionOf('manager' in db ? db.manager : db)).query({ name: statement.name, text: statement.text, values });
  return rows.map((row) => statement.map(row as never));
}

/** The transaction's connection of a manager of dataSource.transaction, else the data source's pg pool. */
export async function connectionOf(manager: EntityManager): Promise<PgQueryable> {
  return manager.queryRunner ? ((await manager.queryRunner.connect()) as PgQueryable) : ((manager.dataSource.driver as PostgresDriver).master as PgQueryable);
}
