import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Web test files that still meet state another file's tests left in a module they share (the places lookup, the
 * offline status): they run in a fresh environment each, the rest share theirs (docs/rules/testing.md).
 */
const WEB_ISOLATED = [
  'src/features/businesses/components/business-form-places.test.tsx',
  'src/features/businesses/components/business-form.test.tsx',
  'src/features/offline/components/offline-home.test.tsx',
];

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        // The files of a worker share their modules and their jsdom: a quarter of the time of a fresh environment and
        // imports per file. What a module keeps between tests is reset in src/testing/setup-tests.ts.
        test: { name: 'web', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_ISOLATED },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        test: { name: 'web-isolated', include: WEB_ISOLATED },
      },
    ],
    // Vitest's run default is one worker fewer than the cores: one worker on a two-core machine, where the API tests
    // wait on PostgreSQL and the web tests keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // `npm run test:coverage`: v8 line coverage of the two apps' sources; docs/rules/testing.md says how to compare it.
    coverage: {
      provider: 'v8',
      include: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
  },
});
