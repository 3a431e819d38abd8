import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DB_SCHEMAS } from '@artshop/contracts';
import { ADMIN_DATABASE_URL } from './databases.js';
import { PART_NAMES, freePort, type PartName } from './processes.js';

const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

/**
 * A private PgBouncer in transaction mode in front of the machine's PostgreSQL (127.0.0.1:5432), for one
 * test run. Debian's 1.18 passes neither startup `options` (dropped here, as ignore_startup_parameters
 * commonly does) nor named prepared statements, as the poolers in front of production databases.
 */
export class PgBouncer {
  private output = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly child: ChildProcess,
  ) {}

  /** Starts it for these PostgreSQL roles (trust: PgBouncer only needs their names). */
  static async start(users: readonly string[]): Promise<PgBouncer> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'artshop-pgbouncer-'));
    writeFileSync(join(dir, 'users.txt'), users.map((user) => `"${user}" ""\n`).join(''));
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        '* = host=127.0.0.1 port=5432',
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        // Several server connections per role, so a statement prepared on one is missing on the next.
        'default_pool_size = 4',
        'max_client_conn = 500',
        'ignore_startup_parameters = options',
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
    );
    // PgBouncer refuses to run as root; as root (a container), it drops to the postgres user of Debian's packages.
    const asRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    const child = spawn(PGBOUNCER, [...asRoot, join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const bouncer = new PgBouncer(port, dir, child);
    const keep = (chunk: Buffer) => (bouncer.output = (bouncer.output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error) => reject(new Error(`pgbouncer could not start (${error.message}); install it with apt-get install pgbouncer`)));
      child.once('exit', (code) => reject(new Error(`pgbouncer stopped (exit ${code}):\n${bouncer.output}`)));
    });
    failed.catch(() => {});
    await Promise.race([bouncer.listening(), failed]);
    return bouncer;
  }

  /**
   * Starts one for a TestSystem's parts (TestSystem.start({ partEnv: bouncer.partEnv })): each part connects
   * through it as a role of its own whose search_path starts with its schema, as docs/operations.md ("Behind a pooler") sets
   * them up, except that the roles read and write every table through PostgreSQL's predefined roles
   * instead of owning their schema, since test databases are copies of a template. `postgres` may connect too.
   */
  static async forParts(): Promise<PgBouncer> {
    await createPartRoles();
    return PgBouncer.start([...PART_NAMES.map(pooledRole), 'postgres']);
  }

  /** A part's environment behind this PgBouncer (see forParts). */
  readonly partEnv = (part: PartName, databaseName: string): Record<string, string> => ({
    DB_POOLER: 'transaction',
    DATABASE_URL: this.url(pooledRole(part), databaseName),
  });

  /** A DATABASE_URL through this PgBouncer. */
  url(user: string, database: string): string {
    return `postgres://${user}@127.0.0.1:${this.port}/${database}`;
  }

  /** What it logged, for a failing test's message. */
  get logs(): string {
    return this.output;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((resolveExit) => this.child.once('exit', () => resolveExit()));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async listening(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const open = await new Promise<boolean>((resolveOpen) => {
        const socket = createConnection({ port: this.port, host: '127.0.0.1' });
        socket.once('connect', () => {
          socket.destroy();
          resolveOpen(true);
        });
        socket.once('error', () => resolveOpen(false));
      });
      if (open) return;
      if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on port ${this.port}:\n${this.output}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
}

/** The role a part connects as behind the pooler in tests and benchmarks (created once, cluster-wide). */
export const pooledRole = (part: PartName) => `artshop_pooled_${DB_SCHEMAS[part]}`;

async function createPartRoles(): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    for (const part of PART_NAMES) {
      // Parallel runs on one machine may create it at the same moment.
      await client.query(`DO $$ BEGIN CREATE ROLE ${pooledRole(part)} LOGIN IN ROLE pg_read_all_data, pg_write_all_data;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
      await client.query(`ALTER ROLE ${pooledRole(part)} SET search_path = ${DB_SCHEMAS[part]}, public`);
    }
  } finally {
    await client.end();
  }
}
