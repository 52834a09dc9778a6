// Measures the JavaScript a first visit to a route downloads: the entry chunk, the lazy chunk of the
// route's page and every chunk they import statically, read from dist/.vite/manifest.json after
// `vite build`. Sizes are brotli (quality 11) and gzip (level 9), as a CDN would serve them.
// Usage: node scripts/measure-first-load.mjs [src/app/routes/home.tsx]
import console from 'node:console';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const page = process.argv[2] ?? 'src/app/routes/home.tsx';

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('index.html');
visit(page);

let raw = 0;
let brotli = 0;
let gzip = 0;
for (const file of files) {
  const content = readFileSync(join(dist, file));
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  brotli += br;
  gzip += gz;
  console.log(
    `${file.padEnd(44)} ${(content.length / 1024).toFixed(1).padStart(7)} KB  br ${(br / 1024).toFixed(1).padStart(6)} KB  gz ${(gz / 1024).toFixed(1).padStart(6)} KB`,
  );
}
console.log(
  `${'total JS for ' + page}: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(brotli / 1024).toFixed(1)} KB brotli, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
