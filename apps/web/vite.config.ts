import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { iconSprite } from './src/lib/icon-sprite-vite-plugin.ts';
import { operationsWithoutSchemas } from './src/lib/operations-vite-plugin.ts';
import { serviceWorker } from './src/service-worker/vite-plugin.ts';
import { startAppScript } from './src/lib/start-app-vite-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    iconSprite(),
    ...(isSsrBuild ? [] : [operationsWithoutSchemas(), startAppScript(), serviceWorker()]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // `vite build --ssr src/entry-server.tsx` (scripts/build.mjs): the server's render of public pages, for Node.
  build: isSsrBuild
    ? { outDir: 'dist-server', copyPublicDir: false }
    : {
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
                // rather than pieces merged into chunks that every page shares. The operations (built without their
                // schemas, lib/operations-vite-plugin.ts) stay out: every page calls them, and a `shared` that imported
                // this chunk back would run it before the constants it reads from `shared` were set.
                {
                  name: 'schemas',
                  test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](?!.*(constants|rules|cities|money|dates|phone|messages|page-meta|previews|ids|index|operations)\.ts)/,
                },
                // The libraries every page runs (React, the router, TanStack Query, Vite's preload helper): one chunk
                // beside the entry instead of several small ones, each a request on a phone's first visit. Libraries
                // only, importing nothing of the app's: a chunk importing one that imports it back would run before its
                // imports were ready.
                {
                  name: 'app',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|^\0vite[\\/]preload-helper/,
                },
                // What the home page, the lists and the detail pages show of events, businesses and jobs (cards, dates,
                // places, the list and item queries, the lists' filters, the pages' not-found and report parts, a job's
                // Save button): a dozen files of 1-3 KB, one request instead of one each.
                {
                  name: 'listing',
                  test: /apps[\\/]web[\\/]src[\\/]features[\\/](events|businesses|jobs|search)[\\/](api[\\/](get-(events?|business(es)?|jobs?|[a-z]+-categories|saved-job-ids)|save-job|[^\\/]+-keys)\.ts|components[\\/]([^\\/]+-card|company-logo|event-format|event-image|rating-stars|verified-badge|job-facts|salary|save-job-button|site-search-form|[a-z]+-not-found)\.tsx?)$|apps[\\/]web[\\/]src[\\/](components[\\/](filter-form|listing-not-found)|features[\\/]moderation[\\/]components[\\/]report-button)\.tsx$/,
                },
                // Small pieces many pages share (ui, helpers, the API client, texts, the icons' names in the sprite)
                // travel together, keeping a page's first visit to a handful of requests.
                {
                  name: 'shared',
                  test: /^\0akwaaba-icon-sprite$|apps[\\/]web[\\/]src[\\/](components[\\/](ui[\\/]|(page-states|detail-page|share-buttons|pagination|hidden-by-moderators)\.tsx)|hooks[\\/]|lib[\\/](?!forms)|config[\\/])|packages[\\/]contracts[\\/]src[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
