import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // The root vitest.config.ts names the two web projects and chooses their files.
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    testTimeout: 20_000,
  },
});
