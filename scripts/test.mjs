// `npm test`: installs what is missing, builds, type-checks, lints and checks the format, then runs
// every test layer (unit, service, system against the real PostgreSQL and Redis, browser in headless
// Chromium), printing the time of each.
// `npm test -- <files or vitest options>` runs just those, in one go.
import {
  auditProductionDependencies,
  build,
  checkDatabaseAndRedis,
  checkNode,
  ensureSystemPackages,
  fail,
  installDependencies,
  root,
  run,
  say,
} from './lib/preflight.mjs';
import { spawnSync } from 'node:child_process';

const LAYERS = ['unit', 'service', 'system', 'browser'];

checkNode();
installDependencies();
await checkDatabaseAndRedis();
ensureSystemPackages([
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'kubectl', binary: '/usr/bin/kubectl' },
  { name: 'pgbouncer', binary: '/usr/sbin/pgbouncer' },
  { name: 'redis-server', binary: '/usr/bin/redis-server' },
  // promtool: runs the alerts' unit tests (k8s/components/monitoring/tests).
  { name: 'prometheus', binary: '/usr/bin/promtool' },
]);
auditProductionDependencies();
build();
say('Type-checking the tests…');
run('npx', ['tsc', '-p', 'tsconfig.json']);
say('Linting (ESLint) and checking the format (Prettier)…');
run('npx', ['eslint', '.']);
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

const args = process.argv.slice(2);
if (args.length > 0) {
  say('Running the tests…');
  run('npx', ['vitest', 'run', ...args]);
} else {
  const times = [];
  const report = () => say(`Test layers: ${times.map(({ layer, seconds }) => `${layer} ${seconds} s`).join(', ')}`);
  for (const layer of LAYERS) {
    say(`Running the ${layer} tests…`);
    const started = Date.now();
    const result = spawnSync('npx', ['vitest', 'run', '--project', layer], { cwd: root, stdio: 'inherit' });
    times.push({ layer, seconds: Math.round((Date.now() - started) / 1000) });
    if (result.status !== 0) {
      report();
      fail(`The ${layer} tests failed.`);
    }
  }
  report();
}
