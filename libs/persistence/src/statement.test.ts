import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { run, statement } from './statement.js';

// Statements run against the real PostgreSQL: a transaction's temporary table stands in for an aggregate's.
const url = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let dataSource: DataSource;

beforeAll(async () => {
  dataSource = new DataSource({ type: 'postgres', url, extra: { max: 2 } });
  await dataSource.initialize();
});
afterAll(() => dataSource.destroy());

const CREATE_SHELF = statement({
  name: 'test.create-shelf',
  text: `CREATE TEMPORARY TABLE shelf (name text PRIMARY KEY, stock integer NOT NULL, sold_at timestamptz) ON COMMIT DROP`,
});
const SHELVE = statement({
  name: 'test.shelve',
  values: (piece: { name: string; stock: number }) => [piece.name, piece.stock],
  text: `INSERT INTO shelf (name, stock) VALUES ($1, $2)`,
});
const TAKE = statement({
  name: 'test.take',
  values: (taking: { name: string; quantity: number }) => [taking.name, taking.quantity],
  text: `UPDATE shelf SET stock = stock - $2, sold_at = now() WHERE name = $1 AND stock >= $2 RETURNING name, stock AS "left", sold_at AS "soldAt"`,
  map: (row: { name: string; left: number; soldAt: Date }) => ({ piece: row.name, left: row.left, sold: row.soldAt instanceof Date }),
});
const SHELF = statement({
  name: 'test.shelf',
  text: `SELECT name, stock FROM shelf ORDER BY name`,
  map: (row: { name: string; stock: number }) => `${row.name}: ${row.stock}`,
});

describe('a named statement', () => {
  it('runs inside a transaction on its connection and answers its rows mapped, typed as the map makes them', async () => {
    const taken = await dataSource.transaction(async (manager) => {
      await run(manager, CREATE_SHELF);
      await run(manager, SHELVE, { name: 'Blue Hour', stock: 2 });
      const rows = await run(manager, TAKE, { name: 'Blue Hour', quantity: 2 });
      expect(await run(manager, TAKE, { name: 'Blue Hour', quantity: 1 })).toEqual([]);
      return rows;
    });
    expectTypeOf(taken).toEqualTypeOf<Array<{ piece: string; left: number; sold: boolean }>>();
    expect(taken).toEqual([{ piece: 'Blue Hour', left: 0, sold: true }]);
  });

  it('runs outside a transaction on the pool, given the data source or its manager', async () => {
    const ANSWER = statement({
      name: 'test.answer',
      values: (question: { n: number }) => [question.n],
      text: `SELECT $1::integer + 1 AS n`,
      map: (row: { n: number }) => row.n,
    });
    expect(await run(dataSource, ANSWER, { n: 41 })).toEqual([42]);
    expect(await run(dataSource.manager, ANSWER, { n: 1 })).toEqual([2]);
  });

  it('refuses a parameter without a value before sending anything', async () => {
    const shelf = await dataSource.transaction(async (manager) => {
      await run(manager, CREATE_SHELF);
      await run(manager, SHELVE, { name: 'Blue Hour', stock: 2 });
      await expect(run(manager, TAKE, { name: 'Blue Hour' } as { name: string; quantity: number })).rejects.toThrow('SQL test.take: $2 has no value');
      return run(manager, SHELF);
    });
    expect(shelf).toEqual(['Blue Hour: 2']);
  });

  it('refuses values that do not match the placeholders', async () => {
    const SHORT = statement({ name: 'test.short', values: (piece: { name: string }) => [piece.name], text: `SELECT $1::text AS name, $2::integer AS stock` });
    await expect(run(dataSource.manager, SHORT, { name: 'Blue Hour' })).rejects.toThrow('SQL test.short takes 2 values, not 1');
  });

  it('refuses a second statement of the same name with another text', () => {
    expect(() => statement({ name: 'test.shelf', text: `SELECT name FROM shelf` })).toThrow('Two SQL statements are named test.shelf');
    expect(statement({ name: 'test.shelf', text: SHELF.text, map: SHELF.map }).text).toBe(SHELF.text);
  });
});
