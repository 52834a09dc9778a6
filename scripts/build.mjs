// Builds what is missing or out of date: the web app (Vite, precompressed) and the API bundle (esbuild).
// `node scripts/build.mjs --force` rebuilds both.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry))
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

function isStale(output, sources) {
  const target = path.join(root, output);
  return force || !fs.existsSync(target) || fs.statSync(target).mtimeMs < newestMtime(sources);
}

const shared = ['packages/contracts/src', 'package-lock.json'];

function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json|txt|webmanifest|ico)$/.test(entry.name)) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
}

export function buildWeb() {
  if (
    !isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      ...shared,
    ])
  )
    return false;
  process.stdout.write('Building the web app…\n');
  const vite = (...args) =>
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      {
        cwd: path.join(root, 'apps/web'),
        stdio: 'inherit',
      },
    );
  vite();
  // The server's render of public pages (src/entry-server.tsx), which the API loads from dist-server/.
  vite('--ssr', 'src/entry-server.tsx');
  precompress(path.join(root, 'apps/web/dist'));
  return true;
}

export async function buildApi() {
  if (!isStale('apps/api/dist/server.js', ['apps/api/src', 'apps/api/drizzle', ...shared])) return false;
  process.stdout.write('Building the API…\n');
  const { build } = await import('esbuild');
  const apiPackage = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  // Workspace packages (TypeScript sources) are bundled in; every npm dependency stays external.
  const external = Object.keys(apiPackage.dependencies).filter((name) => !name.startsWith('@akwaaba/'));
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: path.join(root, 'apps/api/dist/server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWeb();
  await buildApi();
}
