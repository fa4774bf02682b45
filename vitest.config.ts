import { defineConfig } from 'vitest/config';

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
            'tests/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One module graph per worker instead of one per file: the server's files each import the whole app
          // (every service, sharp, pdfkit, the contracts), which took longer than most files' tests. Nothing in
          // these suites mocks modules or fakes timers; shared module state is what the suites build themselves.
          isolate: false,
        },
      },
      'apps/web',
    ],
  },
});
