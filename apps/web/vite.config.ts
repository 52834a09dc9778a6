import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './src/service-worker/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // The manifest lists each chunk's static imports, which is how the first-load budget is measured.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group must not swallow what its modules import (the zod-free message files every page uses).
          includeDependenciesRecursively: false,
          groups: [
            // zod and the contract schemas serve forms only: one chunk that pages without a form never load,
            // rather than pieces merged into chunks that every page shares.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](?!.*(constants|rules|cities|money|dates|messages|page-meta|ids|index)\.ts)/,
            },
            // Icons are tiny; one request for all of them beats a request per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // Small pieces many pages share (ui, helpers, texts, query hooks) travel together, keeping a
            // page's first visit to a handful of requests.
            {
              name: 'shared',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui|hooks)[\\/]|packages[\\/]contracts[\\/]src[\\/]/,
            },
          ],
        },
      },
    },
  },
});
