import type { QueryRunner } from 'typeorm';

/** A search as an ILIKE pattern matching it anywhere (its own % _ and \ taken literally). */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Makes pg_trgm available and answers its GIN operator class, schema-qualified, for an index that
 * serves `ILIKE '%…%'`. The extension is one per database while each part has its own schema: it
 * goes to `public` (on every part's search_path), and wherever an earlier migration put it, it is
 * found there rather than installed twice. pg_trgm is a trusted extension, so the database owner may
 * create it without being a superuser.
 */
export async function trigramOps(queryRunner: QueryRunner): Promise<string> {
  // Parts migrate at the same time, and two CREATE EXTENSIONs at once both try to insert it: one at a
  // time, held until the creating transaction commits (a migration without one unlocks at once).
  if (queryRunner.isTransactionActive) {
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('artshop.pg_trgm'))`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
  } else {
    await queryRunner.query(`SELECT pg_advisory_lock(hashtext('artshop.pg_trgm'))`);
    try {
      await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    } finally {
      await queryRunner.query(`SELECT pg_advisory_unlock(hashtext('artshop.pg_trgm'))`);
    }
  }
  const [{ schema }] = (await queryRunner.query(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  )) as [{ schema: string }];
  return `"${schema.replaceAll('"', '')}".gin_trgm_ops`;
}
