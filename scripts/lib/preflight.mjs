// Checks and installs what the shop needs before it builds, starts or tests. Plain Node, no
// dependencies: it runs on a fresh clone before `npm install` has happened.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function say(message) {
  process.stdout.write(`\x1b[1m▸\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n\x1b[31m✗ ${message}\x1b[0m\n`);
  process.exit(1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
}

/**
 * Installs on a fresh clone, and again when package-lock.json changed since the last install.
 * `npm install` (at the locked versions) rather than `npm ci`: the registry here serves only this
 * platform's optional binaries, so the lockfile lacks the others and `npm ci` would refuse it.
 */
export function installDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(marker)) {
    say('Installing dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  } else if (statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    say('package-lock.json changed: updating dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

function tcpAnswers(host, port) {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(false));
  });
}

export const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/artshop';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** PostgreSQL and Redis must answer; if not, say how to start them. */
export async function checkDatabaseAndRedis() {
  const db = new URL(databaseUrl);
  const redis = new URL(redisUrl);
  const problems = [];
  if (!(await tcpAnswers(db.hostname, Number(db.port || 5432)))) {
    problems.push(
      `PostgreSQL does not answer at ${db.hostname}:${db.port || 5432}.\n  Start it, for example:  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n  or point DATABASE_URL at a running server.`,
    );
  }
  if (!(await tcpAnswers(redis.hostname, Number(redis.port || 6379)))) {
    problems.push(
      `Redis does not answer at ${redis.hostname}:${redis.port || 6379}.\n  Start it, for example:  redis-server --daemonize yes --bind 127.0.0.1 --port 6379\n  or point REDIS_URL at a running server.`,
    );
  }
  if (problems.length) fail(problems.join('\n\n'));
}

/** Installs Debian packages the tests use (a real browser, kubectl with kustomize) when missing. */
export function ensureSystemPackages(packages) {
  const missing = packages.filter(({ binary }) => !existsSync(binary));
  if (!missing.length) return;
  const names = missing.map(({ name }) => name);
  if (process.getuid?.() !== 0) fail(`Missing ${names.join(', ')}. Install with: sudo apt-get install -y ${names.join(' ')}`);
  say(`Installing ${names.join(', ')} from Debian's packages…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names.join(' ')}`, { stdio: 'inherit' });
}

export function build() {
  say('Building (Nx, cached between runs)…');
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']);
}

/**
 * `npm audit` of the production dependencies: a high or critical advisory stops the run. The
 * advisory service is npm's registry; where it cannot be asked (a registry mirror without the audit
 * endpoint, no network), that is said plainly and the run goes on, since it is no fault of the code.
 */
export function auditProductionDependencies() {
  say('Auditing production dependencies (npm audit --omit=dev)…');
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? `exit ${result.status}`;
    say(`\x1b[33mnpm audit could not ask the advisory service (${String(reason).trim()}): dependencies not audited on this machine.\x1b[0m`);
    return;
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical');
  if (serious.length)
    fail(
      `npm audit: ${serious.length} production dependencies with high or critical advisories: ${serious.map(([name, advisory]) => `${name} (${advisory.severity})`).join(', ')}. Run npm audit --omit=dev.`,
    );
  say(`npm audit: no high or critical advisory (${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low).`);
}
