// Benchmark: how fast an event's effect follows the change that caused it, on the real system.
// A contact-form message commits `message.received` in messaging's outbox; the relay hands it to
// BullMQ; messaging's consumer writes the artist's notification mail (the effect), which the mail
// hand-over then sends (here to the development mailbox). Measured from the moment the 201 arrives
// (the change is committed) to the moment the mail row exists, and to the moment it is sent, one
// message at a time; then events per second with many messages in flight.
//   npm run build && node bench/events.mjs [--count 200] [--concurrency 20]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { TestSystem } from '@artshop/testing';

const { values } = parseArgs({ options: { count: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '20' } } });
const count = Number(values.count);
const concurrency = Number(values.concurrency);

const system = await TestSystem.start({ seed: false, env: { LOG_LEVEL: 'error', FORM_RATE_LIMIT: '1000000' } });
const db = new pg.Pool({ connectionString: system.env.DATABASE_URL, max: 4 });
try {
  let sequence = 0;
  const send = async () => {
    sequence += 1;
    const email = `bench-${sequence}@example.com`;
    const response = await fetch(`${system.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: system.baseUrl },
      body: JSON.stringify({ name: 'Bench Visitor', email, message: `Hello number ${sequence}` }),
    });
    if (response.status !== 201) throw new Error(`POST /api/messages answered ${response.status}: ${await response.text()}`);
    return email;
  };
  /** Polls every 2 ms until the artist's mail about this visitor's message is written (and, if asked, sent). */
  const waitForMail = async (email, sent) => {
    for (;;) {
      const { rows } = await db.query(
        `SELECT status FROM messaging.outgoing_mail WHERE template = 'contact-message' AND reply_to = $1 ${sent ? "AND status = 'sent'" : ''}`,
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
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM messaging.outgoing_mail WHERE template = 'contact-message' AND reply_to = ANY($1)`, [
      emails,
    ]);
    if (rows[0].n >= count) break;
    await new Promise((wait) => setTimeout(wait, 5));
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nmessage.received → the artist's notification mail (50 messages, one at a time, after each 201)`);
  console.log(`  mail written (event handled): ${percentiles(toWritten)}`);
  console.log(`  mail sent (development mailbox): ${percentiles(toSent)}`);
  console.log(
    `throughput: ${count} messages, ${concurrency} at a time: ${(count / seconds).toFixed(0)} events/s from first request to last mail written (${seconds.toFixed(1)} s)`,
  );
} finally {
  await db.end();
  await system.close();
}
