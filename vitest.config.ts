import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * The layers of tests, fastest first (`npm test` runs them in this order and prints the time of each):
 * unit: pure code of the libraries, the gateway and the web apps;
 * service: each service alone, its handlers against its own PostgreSQL schema (ServiceTestbed);
 * system: the whole shop started for each file (TestSystem), through the gateway's API;
 * browser: the whole shop driven in Chromium.
 */
export const TEST_LAYERS = {
  unit: [
    'libs/*/src/**/*.test.ts',
    'tools/*/src/**/*.test.ts',
    'gateway/src/**/*.test.ts',
    'admin-web/src/**/*.test.ts',
    'web/src/**/*.test.ts',
    'web/scripts/**/*.test.ts',
  ],
  service: ['services/*/src/**/*.test.ts'],
  system: ['tests/**/*.test.ts'],
  browser: ['e2e/**/*.test.ts'],
};

// SWC compiles the tests so that NestJS and TypeORM decorators get their metadata, as tsc does for the build.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    // expect.poll waits for what a user would wait for (a page to update, a toast); a loaded 2-core
    // machine can take more than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // A describe.concurrent block (the accessibility check of every page) runs this many of its tests at once.
    maxConcurrency: 3,
    reporters: ['default'],
    projects: Object.entries(TEST_LAYERS).map(([name, include], layer) => ({
      extends: true,
      // Unit files run side by side, each in a fresh module scope. The other layers' files each start their own
      // processes, database and Redis, in processes that keep what they import (the test library, Playwright, the
      // contracts: importing those again cost ~2 s a file). Service files are short and busy, so one at a time;
      // system and browser files two at a time: one alone keeps 2 cores about a third busy (the system layer used
      // 545 s of CPU in 838 s), waiting on its shop's processes, the browser or the network to go quiet.
      test: {
        name,
        include,
        // Layers run in the order listed when several are asked for at once, each with its own workers.
        sequence: { groupOrder: layer },
        ...(name === 'unit' ? {} : { isolate: false, maxWorkers: name === 'service' ? 1 : 2 }),
        ...(name === 'system' || name === 'browser' ? { setupFiles: ['tests/close-abandoned-starts.ts'] } : {}),
      },
    })),
  },
});
