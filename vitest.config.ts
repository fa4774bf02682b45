import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
      'apps/web',
    ],
  },
});
