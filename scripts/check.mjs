// `npm run check`: the rules that are enforced, not remembered: lint (feature boundaries included), types and
// formatting, two at a time, each with its cache under node_modules/.cache (a second run checks only what changed).
// `npm test` runs the same checks first.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = (name) => path.join('node_modules', '.cache', name);

const CHECKS = [
  ...['apps/web', 'apps/api', 'packages/contracts', 'e2e'].map((project) => ({
    name: `typecheck (tsc -p ${project})`,
    args: [
      'node_modules/typescript/bin/tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      cache(`tsc/${project.replace('/', '-')}.tsbuildinfo`),
    ],
  })),
  {
    name: 'lint (eslint .)',
    args: ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', cache('eslint/')],
  },
  {
    name: 'format (prettier --check .)',
    args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--cache', '--log-level', 'warn'],
  },
];

function runCheck({ name, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Each check's output is printed whole when it ends, so two at a time never interleave.
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(code === 0 ? null : name);
    });
  });
}

/** Runs every check, as many at once as there are cores (at least two); answers the names of those that failed. */
export async function runChecks() {
  const queue = [...CHECKS];
  const failed = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const failure = await runCheck(check);
      if (failure) failed.push(failure);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, lane));
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = await runChecks();
  if (failed.length > 0) process.stdout.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exit(failed.length > 0 ? 1 : 0);
}
