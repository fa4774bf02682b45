import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CONSOLE_ADMIN, DESKTOP_UA, E2E_PORT, MESSAGING_APP_UA } from './support/constants.ts';

// E2E_TRACE=full: the trace's screencast too (a JPEG of the page every few frames, the costliest part)
const TRACE =
  process.env.E2E_TRACE === 'off'
    ? ('off' as const)
    : { mode: 'retain-on-failure' as const, screenshots: process.env.E2E_TRACE === 'full', snapshots: true };

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'course-h5-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  // Three workers on the two cores. On the machines of issue 20 a test mostly waited (one worker kept about a third of
  // a core busy) and six were best; on later machines every test is CPU-bound (a page load costs 1–3 s of CPU across
  // Chromium's processes): six starved each other into 14 timeouts in one run, and three keep the cores as busy as
  // four (1.88 against 1.94 cores) for 6 % less CPU and 3 % less time over the whole suite (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Limits against a hang, not speeds: a passing check returns as soon as it holds, and on a saturated machine a page
  // can take more than 10 s to render (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    // where a test that timed out stood: a timeout in a helper's promise names no call of its own
    ['./support/open-steps-reporter.ts'],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSAGING_APP_UA,
    locale: 'zh-CN',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A call waits at most this long (Playwright's default is no limit, and a click that never became possible held
    // a test until the test's timeout, saying only that the timeout was reached): a hang names its call.
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    trace: TRACE,
    screenshot: 'only-on-failure',
    // One browser context and one tab per worker, kept from test to test and cleared between them by
    // support/kept-tab.ts (not Playwright's reuseContext, whose reset empties the HTTP cache and starts renderer
    // processes): docs/testing.md. E2E_REUSE_CONTEXT=0: a new context per test.
  },
  projects: [
    // the learner's app: a phone inside the messaging app (the `use` above)
    { name: 'learner', testIgnore: /[\\/]console[^\\/]*\.spec\.ts$/ },
    // the operator console (issue 17): a desktop browser at 1440×900, no touch
    {
      name: 'console',
      testMatch: /[\\/]console[^\\/]*\.spec\.ts$/,
      use: {
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
        userAgent: DESKTOP_UA,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      APP_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGN_SALT: 'e2e-salt',
      // the console's first admin, created on first start as in production (docs/operations.md)
      ADMIN_BOOTSTRAP_LOGIN: CONSOLE_ADMIN.login,
      ADMIN_BOOTSTRAP_PASSWORD: CONSOLE_ADMIN.password,
    },
  },
});
