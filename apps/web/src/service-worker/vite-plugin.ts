import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { ICON_SPRITE_FILE } from '../lib/icon-sprite-vite-plugin.ts';
import { precacheList, type ViteManifest } from './precache.ts';

const MANIFEST = '.vite/manifest.json';

/**
 * Builds the service worker (sw.ts) into dist/sw.js once the app is written: one classic script, with the shell's
 * files read from Vite's manifest (and the icons' sprite) and a version that changes whenever they do, so browsers install the new worker.
 * The API base is the app's own when VITE_API_URL is a path; an API on another origin is never kept offline.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'akwaaba-service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      const manifestAsset = bundle[MANIFEST];
      if (!manifestAsset || manifestAsset.type !== 'asset') throw new Error('build.manifest must be on for sw.js');
      const manifest = JSON.parse(String(manifestAsset.source)) as ViteManifest;
      // The icons' sprite is not in the manifest (no script imports it), yet every page draws from it.
      const sprite = Object.keys(bundle).filter((file) => ICON_SPRITE_FILE.test(file));
      const precache = [...precacheList(manifest), ...sprite.map((file) => `/${file}`)];
      const apiUrl = process.env.VITE_API_URL?.replace(/\/$/, '') || '/api/v1';
      const result = await build({
        entryPoints: [fileURLToPath(new URL('./sw.ts', import.meta.url))],
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        write: false,
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __API_BASE__: JSON.stringify(apiUrl.startsWith('/') ? apiUrl : '/api/v1'),
          __SW_VERSION__: JSON.stringify(
            createHash('sha256').update(String(manifestAsset.source)).digest('hex').slice(0, 12),
          ),
        },
      });
      fs.writeFileSync(path.join(options.dir!, 'sw.js'), result.outputFiles[0]!.contents);
    },
  };
}
