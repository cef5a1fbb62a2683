import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/testing/global-setup.ts'],
    setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
    pool: 'forks',
    // Vitest's default for a run is one worker fewer than the cores: one worker on a 2-core CI machine, leaving a
    // core idle while a file's PGlite (WebAssembly) works. Each file has a database of its own, so files run side by side.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
