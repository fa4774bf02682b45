import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';

/**
 * The date-sensitive tests run a second time with the process in New York time (Beijing time must not follow the
 * process zone), in projects of their own, each file in a fresh process with TZ set before it starts
 * (`tz-check.test.ts` fails if the zone did not take).
 */
const TZ_RERUN = { TZ: 'America/New_York', EXPECTED_TZ: 'America/New_York' };
const TZ_NODE = [
  'tests/tz-check.test.ts',
  'packages/domain/src/beijing-time.test.ts',
  'packages/domain/src/account-rules.test.ts',
  'packages/domain/src/citizen-id.test.ts',
  'apps/server/src/services/orders/beijing-dates.test.ts',
  'apps/server/src/services/learning/clock-in-days.test.ts',
];
const TZ_WEB = [
  '../../tests/tz-check.test.ts',
  'src/features/orders/beijing-dates.test.ts',
  'src/features/goods/components/review-item.test.tsx',
];

/**
 * Web test files that need a module graph of their own (apps/web-relative): they replace modules (vi.mock), or
 * fake the clock, which antd-mobile's animation library reads once when it loads. Found by reading the files, so
 * a new such test is isolated without anyone listing it.
 */
const WEB_ISOLATED = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|hoisted|useFakeTimers)\(/.test(readFileSync(`apps/web/src/${file}`, 'utf8')),
  )
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  test: {
    // More workers than the 2 cores: most server suites wait on PostgreSQL, timers or child processes, not the CPU.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // the console's pure modules (its screens are covered by e2e/specs/console.spec.ts)
            'apps/admin/src/**/*.test.ts',
            'bench/**/*.test.ts',
            // the e2e suite's own tooling (its reporter)
            'e2e/support/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One module graph per worker instead of one per file: the server's files each import the whole app
          // (every service, sharp, pdfkit, the contracts), which took longer than most files' tests. Nothing in
          // these suites mocks modules or fakes timers; shared module state is what the suites build themselves.
          isolate: false,
          exclude: ['tests/tz-check.test.ts'],
        },
      },
      {
        test: {
          name: 'node-tz',
          environment: 'node',
          include: TZ_NODE,
          env: TZ_RERUN,
          pool: 'forks',
          isolate: true,
          testTimeout: 60_000,
        },
      },
      {
        ...webConfig,
        test: {
          ...webConfig.test,
          name: 'web-tz',
          root: 'apps/web',
          include: TZ_WEB,
          env: TZ_RERUN,
          pool: 'forks',
          isolate: true,
        },
      },
      // apps/web twice: the files that replace modules or fake the clock each in a fresh module graph, the rest in one
      // jsdom and one module graph per worker: setting up jsdom and importing React and antd-mobile again for
      // each of 49 files cost four times the tests' own time (97 s of CPU → about 30 s).
      {
        ...webConfig,
        test: { ...webConfig.test, name: 'web-isolated', root: 'apps/web', include: WEB_ISOLATED },
      },
      {
        ...webConfig,
        test: {
          ...webConfig.test,
          name: 'web',
          root: 'apps/web',
          exclude: WEB_ISOLATED,
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
