import type { LoggerService } from '@nestjs/common';
import { pendingMigrations, type DatabaseConfig } from '@artshop/persistence';

const DEFAULT_TIMEOUT_SECONDS = 300;
const POLL_MS = 2_000;

/** `migrations-applied [--wait] [--timeout=<seconds>]`: the options, or a clear error naming the wrong one. */
export function migrationsAppliedOptions(args: readonly string[]): { wait: boolean; timeoutSeconds: number } {
  let wait = false;
  let timeoutSeconds = DEFAULT_TIMEOUT_SECONDS;
  for (const arg of args) {
    const timeout = /^--timeout=(\d+)$/.exec(arg);
    if (arg === '--wait') wait = true;
    else if (timeout && Number(timeout[1]) > 0) timeoutSeconds = Number(timeout[1]);
    else throw new Error(`Unknown option "${arg}" for migrations-applied: use --wait and --timeout=<seconds> (a whole number above 0)`);
  }
  return { wait, timeoutSeconds };
}

/**
 * `main.js migrations-applied [--wait]`: returns once every migration of the part is applied, and
 * throws (exit 1) otherwise. With --wait it asks again every 2 s until the timeout, taking an
 * unreachable database as "not yet": a Deployment's init container runs it so new pods start only
 * after the migration Job has done its work, without the pod needing API access to watch the Job.
 */
export async function migrationsApplied(database: DatabaseConfig, args: readonly string[], logger: LoggerService): Promise<void> {
  const { wait, timeoutSeconds } = migrationsAppliedOptions(args);
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastState = '';
  for (;;) {
    let state: string;
    try {
      const pending = await pendingMigrations(database);
      if (pending.length === 0) {
        logger.log({ msg: 'migrations applied', schema: database.schema });
        return;
      }
      state = `${pending.length} migration(s) of schema "${database.schema}" not applied yet: ${pending.join(', ')}`;
    } catch (error) {
      if (!wait) throw error;
      state = `the database does not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!wait || Date.now() >= deadline) {
      throw new Error(`${state}${wait ? ` (waited ${timeoutSeconds} s)` : ''}; the migration Job (main.js migrate) applies them`);
    }
    // Said once per change, not every 2 s.
    if (state !== lastState) logger.log({ msg: 'waiting for the migrations', state });
    lastState = state;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}
