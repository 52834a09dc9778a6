import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../start-app.js');

/**
 * The script every server-rendered page loads first (src/start-app.js, served as /start-app.js by the API's
 * START_APP_FILE): written to be read, sent minified. Every visitor downloads it, and its comments were half its bytes.
 */
export function startAppScript(): Plugin {
  return {
    name: 'akwaaba-start-app',
    apply: 'build',
    async generateBundle() {
      const { code } = await transform(fs.readFileSync(SOURCE, 'utf8'), {
        loader: 'js',
        format: 'esm',
        target: 'es2020',
        minify: true,
      });
      this.emitFile({ type: 'asset', fileName: 'start-app.js', source: code });
    },
  };
}
