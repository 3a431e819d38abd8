// Benchmark: what PgBouncer in transaction mode costs a part's reads, without the rest of the shop. Reads one
// demo product by id (with its category) as catalog does, from a pool of 10 with 20 callers at once, for a few
// seconds each: PostgreSQL directly with named statements (DB_POOLER=none), directly with unnamed ones, and
// through PgBouncer (unnamed, DB_POOLER=transaction). Prints queries/s and p50/p99 latency.
//   npm run build && node bench/pooler.mjs [--seconds 5]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgBouncer, RedisServer, createDatabaseFromTemplate, dropDatabase, partEnvironment, pooledRole, testDatabaseName } from '@artshop/testing';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
const seconds = Number(values.seconds);
const text = 'SELECT p.*, c.name AS category FROM products p LEFT JOIN categories c ON c.id = p.category_id WHERE p.id = $1';

// The demo shop's database (a copy of the seeded template) and the PgBouncer the tests use.
const database = testDatabaseName();
const redis = await RedisServer.start();
await createDatabaseFromTemplate(database, true, partEnvironment(database, redis));
const bouncer = await PgBouncer.forParts();
try {
  const direct = `postgres://${pooledRole('catalog')}@127.0.0.1:5432/${database}`;
  const reader = new pg.Client({ connectionString: direct });
  await reader.connect();
  const ids = (await reader.query('SELECT id FROM products')).rows.map((row) => row.id);
  await reader.end();
  const runs = [
    ['PostgreSQL, named statements', direct, true],
    ['PostgreSQL, unnamed statements', direct, false],
    ['PgBouncer (transaction), unnamed', bouncer.url(pooledRole('catalog'), database), false],
  ];
  console.log(`\n20 callers, a pool of 10, ${seconds} s per run, ${ids.length} products\n`);
  console.log('connection                          queries/s   p50 ms  p99 ms');
  for (const [name, url, named] of runs) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const latencies = [];
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; Date.now() < until; i++) {
          const started = performance.now();
          await pool.query({ ...(named ? { name: 'product' } : {}), text, values: [ids[i % ids.length]] });
          latencies.push(performance.now() - started);
        }
      }),
    );
    await pool.end();
    latencies.sort((a, b) => a - b);
    const at = (share) => latencies[Math.floor(latencies.length * share)].toFixed(2);
    console.log(`${name.padEnd(35)} ${(latencies.length / seconds).toFixed(0).padStart(9)} ${at(0.5).padStart(8)} ${at(0.99).padStart(7)}`);
  }
} finally {
  await bouncer.stop();
  await redis.stop();
  await dropDatabase(database);
}
