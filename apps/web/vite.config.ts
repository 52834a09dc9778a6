import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
            // What every page runs (React, the router, TanStack Query, the API client and the app's helpers): one
            // chunk beside the entry instead of a dozen small ones, each a request on a phone's first visit.
            {
              name: 'app',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|apps[\\/]web[\\/]src[\\/](lib[\\/](?!forms)|config[\\/])/,
            },
            // Icons are tiny; one request for all of them beats a request per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // Small pieces many pages share (ui, helpers, texts, query hooks) travel together, keeping a
            // page's first visit to a handful of requests.
            {
              name: 'shared',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](ui[\\/]|(page-states|detail-page|share-buttons|pagination|hidden-by-moderators)\.tsx)|hooks[\\/])|packages[\\/]contracts[\\/]src[\\/]/,
            },
          ],
        },
      },
    },
  },
});
