// Benchmark: how fast an event's effect follows the change that caused it, on the real system.
// A registration commits `user.registration-requested` in the gateway's outbox; the relay hands it
// to BullMQ; messaging's consumer writes the confirmation mail (the effect), which the mail hand-over
// then sends (here to the development mailbox). Measured from the moment the 202 arrives (the change
// is committed) to the moment the mail row exists, and to the moment it is sent, one registration at
// a time; then events per second with many registrations in flight.
//   npm run build && node bench/events.mjs [--count 200] [--concurrency 20]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { TestSystem } from '@artshop/testing';

const { values } = parseArgs({ options: { count: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } } });
const count = Number(values.count);
const concurrency = Number(values.concurrency);

const system = await TestSystem.start({ seed: false, env: { LOG_LEVEL: 'error', REGISTER_RATE_LIMIT: '1000000' } });
const db = new pg.Pool({ connectionString: system.env.DATABASE_URL, max: 4 });
try {
  let sequence = 0;
  const send = async () => {
    sequence += 1;
    const email = `bench-${sequence}@example.com`;
    const response = await fetch(`${system.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: system.baseUrl },
      body: JSON.stringify({ email, password: 'amber heron cliff walk', firstName: 'Bench', lastName: `Visitor ${sequence}` }),
    });
    if (response.status !== 202) throw new Error(`POST /api/auth/register answered ${response.status}: ${await response.text()}`);
    return email;
  };
  /** Polls every 2 ms until this visitor's confirmation mail is written (and, if asked, sent). */
  const waitForMail = async (email, sent) => {
    for (;;) {
      const { rows } = await db.query(
        `SELECT status FROM messaging.outgoing_mail WHERE template = 'registration-confirmation' AND to_address = $1 ${sent ? "AND status = 'sent'" : ''}`,
        [email],
      );
      if (rows.length) return;
      await new Promise((wait) => setTimeout(wait, 2));
    }
  };
  const percentiles = (samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0);
    return `p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms`;
  };

  for (let warm = 0; warm < 5; warm += 1) await waitForMail(await send(), true);

  const toWritten = [];
  const toSent = [];
  for (let index = 0; index < 50; index += 1) {
    const email = await send();
    const committed = performance.now();
    await waitForMail(email, false);
    toWritten.push(performance.now() - committed);
    await waitForMail(email, true);
    toSent.push(performance.now() - committed);
  }

  const started = performance.now();
  const emails = [];
  const workers = Array.from({ length: concurrency }, async () => {
    while (emails.length < count) {
      const reserved = emails.push(null) - 1;
      emails[reserved] = await send();
    }
  });
  await Promise.all(workers);
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM messaging.outgoing_mail WHERE template = 'registration-confirmation' AND to_address = ANY($1)`,
      [emails],
    );
    if (rows[0].n >= count) break;
    await new Promise((wait) => setTimeout(wait, 5));
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nuser.registration-requested → the confirmation mail (50 registrations, one at a time, after each 202)`);
  console.log(`  mail written (event handled): ${percentiles(toWritten)}`);
  console.log(`  mail sent (development mailbox): ${percentiles(toSent)}`);
  console.log(
    `throughput: ${count} registrations, ${concurrency} at a time: ${(count / seconds).toFixed(0)} events/s from first request to last mail written (${seconds.toFixed(1)} s)`,
  );
} finally {
  await db.end();
  await system.close();
}
