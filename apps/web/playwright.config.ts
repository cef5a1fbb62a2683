import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Each worker drives a server of its own (port PORT + its parallel index, a fresh DATA_DIR each), so specs on
// different workers never see each other's data: the suite keeps the isolation of a serial run.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const repoRoot = new URL('../..', import.meta.url).pathname;

/** Browser tests: Debian's Chromium (never a downloaded browser) against the built app on a fresh DATA_DIR. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // axe judges every visited screen twice (light and dark, issue 28): the contrast rule is most of a check's time.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker precaches the whole build on a first signed-in visit: specs that are not about it run
    // without it (the-club-installs-as-an-app… turns it on), so each test's fresh browser does not download it all.
    serviceWorkers: 'block',
    // The app's reduced-motion rule (index.css) stops spinners, skeleton pulses and dialog transitions: software
    // compositing of those frames was a large share of Chromium's CPU on a 2-core CI machine (6 specs: 3.9 to 3.4 min).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => server(PORT + index)),
});

function server(port: number) {
  return {
    command: `rm -rf .tmp/e2e-data-${port} && node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Rate limits stay on; one test run signs in many times from one address.
      RATE_LIMIT_SCALE: '50',
    },
  };
}
