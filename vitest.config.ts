import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
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
