// `npm test`: installs what is missing, builds, and runs every test (unit, integration against the
// real PostgreSQL and Redis, deployment manifests, and end-to-end in headless Chromium).
import { auditProductionDependencies, build, checkDatabaseAndRedis, checkNode, ensureSystemPackages, installDependencies, run, say } from './lib/preflight.mjs';

checkNode();
installDependencies();
await checkDatabaseAndRedis();
ensureSystemPackages([
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'kubectl', binary: '/usr/bin/kubectl' },
  { name: 'redis-server', binary: '/usr/bin/redis-server' },
]);
auditProductionDependencies();
build();
say('Type-checking the tests…');
run('npx', ['tsc', '-p', 'tsconfig.json']);
say('Running the tests…');
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
