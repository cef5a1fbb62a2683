import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
