import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/close-apps.ts'],
    // The files of a worker share their imported modules: importing the whole app once per worker, not once per
    // file (about 5 s each), is most of what the API suite's wall time was. Each file still builds its own app on
    // its own database; module state is kept to caches that are the same for every file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
