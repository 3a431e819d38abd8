// `npm start`: installs what is missing, builds, migrates, loads the demo shop, starts the Stripe
// emulator, the gateway and the five services, and prints the address and the admin login. Ctrl+C
// stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, checkDatabaseAndRedis, checkNode, databaseUrl, fail, installDependencies, root, say } from './lib/preflight.mjs';

const PARTS = ['catalog', 'cart-order', 'subscription', 'content', 'messaging', 'gateway'];
const GATEWAY_PORT = Number(process.env.PORT ?? 3000);
// Where each part answers /health/ready: a service's HTTP port, the gateway's internal port.
const HEALTH_PORTS = {
  catalog: 5001,
  'cart-order': 5002,
  subscription: 5003,
  content: 5004,
  messaging: 5005,
  gateway: Number(process.env.INTERNAL_PORT ?? 9464),
};
// Payments go through the `stripe` SDK to the Stripe emulator (tools/stripe-emulator), a development part
// started here with demo keys, unless STRIPE_SECRET_KEY names a Stripe account of your own (then nothing is
// emulated). It takes Stripe's test cards only, serves Stripe.js and the hosted pages to the browser, and
// posts its signed events to the gateway's webhook.
const STRIPE_EMULATOR_PORT = Number(process.env.STRIPE_EMULATOR_PORT ?? 12111);
const emulated = !process.env.STRIPE_SECRET_KEY?.trim();
if (emulated)
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_emulator_development',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator_development',
    STRIPE_WEBHOOK_SECRET: 'whsec_emulator_development',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(STRIPE_EMULATOR_PORT),
    STRIPE_API_PROTOCOL: 'http',
    // Where the browser loads Stripe.js and opens the hosted pages.
    STRIPE_JS_URL: `http://localhost:${STRIPE_EMULATOR_PORT}/v3/stripe.js`,
    STRIPE_EMULATOR_PORT: String(STRIPE_EMULATOR_PORT),
    STRIPE_EMULATOR_PUBLIC_URL: `http://localhost:${STRIPE_EMULATOR_PORT}`,
    STRIPE_WEBHOOK_URL: `http://127.0.0.1:${GATEWAY_PORT}/api/webhooks/stripe`,
  });
const dataDir = join(root, '.data');
const logDir = join(dataDir, 'logs');
const entry = (part) => join(root, part === 'gateway' ? 'gateway' : `services/${part}`, 'dist/main.bundle.js');

checkNode();
installDependencies();
await checkDatabaseAndRedis();
build();
mkdirSync(logDir, { recursive: true });

const { default: pg } = await import('pg');
await createDatabaseIfMissing();

say('Applying migrations…');
PARTS.forEach((part) => runPart(part, 'migrate'));
say('Loading the demo shop (running it again changes nothing)…');
PARTS.filter((part) => part !== 'gateway').forEach((part) => runPart(part, 'seed'));
const adminLogin = ensureAdmin();

say(emulated ? 'Starting the Stripe emulator, the gateway and the five services…' : 'Starting the gateway and the five services…');
const children = [...(emulated ? ['stripe-emulator'] : []), ...PARTS].map((part) => {
  const log = createWriteStream(join(logDir, `${part}.log`), { flags: 'a' });
  // Traces load first (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set), as in the image.
  const args = part === 'stripe-emulator' ? [join(root, 'tools/stripe-emulator/dist/main.js')] : ['--import', '@artshop/telemetry/start', entry(part)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`\n${part} stopped (${signal ?? `exit ${code}`}); its log: ${join(logDir, `${part}.log`)}\n`);
      stopAll(1);
    }
  });
  return child;
});

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

await Promise.all(PARTS.map((part) => waitHealthy(part)));
const url = `http://localhost:${GATEWAY_PORT}`;
process.stdout.write(`
\x1b[32m✓ The shop is running.\x1b[0m

  Storefront   ${url}
  Admin        ${url}/admin
  Admin login  ${adminLogin}
${emulated ? `  Payments     Stripe emulator on http://localhost:${STRIPE_EMULATOR_PORT} (test cards: 4242 4242 4242 4242 pays)\n` : ''}
  Logs         ${logDir}/<part>.log
  Stop         Ctrl+C
`);

async function createDatabaseIfMissing() {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) {
    say(`Creating database ${name}…`);
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  }
  await client.end();
}

function runPart(part, command) {
  const result = spawnSync(process.execPath, [entry(part), command], { cwd: root, env: process.env, encoding: 'utf8' });
  if (result.status !== 0) fail(`${part} ${command} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The admin from ADMIN_EMAIL/ADMIN_PASSWORD, or generated once and kept in .data (never committed). */
function ensureAdmin() {
  const saved = join(dataDir, 'admin-login.json');
  const line = runPart('gateway', 'ensure-admin')
    .split('\n')
    .find((text) => text.startsWith('{"admin"'));
  const { admin } = JSON.parse(line ?? '{"admin":null}');
  const existing = 'an admin account already exists; its password is the one last set in the back office';
  // ADMIN_EMAIL/ADMIN_PASSWORD create the first admin only: after that the artist's own password holds.
  if (process.env.ADMIN_EMAIL) return admin ? `${admin.email} (password from ADMIN_PASSWORD)` : existing;
  if (admin?.generatedPassword) {
    writeFileSync(saved, JSON.stringify({ email: admin.email, password: admin.generatedPassword }, null, 2));
    chmodSync(saved, 0o600);
  }
  if (existsSync(saved)) {
    const { email, password } = JSON.parse(readFileSync(saved, 'utf8'));
    return `${email} / ${password}   (generated; kept in .data/admin-login.json)`;
  }
  return existing;
}

async function waitHealthy(part) {
  const deadline = Date.now() + 60_000;
  const healthUrl = `http://127.0.0.1:${HEALTH_PORTS[part]}/health/ready`;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  fail(`${part} did not become ready within 60 s; see ${join(logDir, `${part}.log`)}`);
}
