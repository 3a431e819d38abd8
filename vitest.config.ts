import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the tests so that NestJS and TypeORM decorators get their metadata, as tsc does for the build.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['libs/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'admin-web/src/**/*.test.ts', 'web/src/**/*.test.ts', 'tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Integration files each start their own system (own database, own Redis); one at a time suits 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    // expect.poll waits for what a user would wait for (a page to update, a toast); a loaded 2-core
    // machine can take more than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
