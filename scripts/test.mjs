// `npm test`, the gate: the checks, then every test once. Lint, typecheck and the format check first (each a step
// that fails the run, though the tests still run so the report is complete); then units, web components and the API
// on PostgreSQL when DATABASE_URL is set or a local server answers (on the embedded PGlite otherwise), then the tests
// about the embedded default on PGlite; then the browser journeys in Debian's Chromium against the built app.
// `npm run test:full` runs the whole API suite on both engines and every property test at its full count.
// Ends with one line: "N passed, N failed, N skipped".
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi, buildWeb } from './build.mjs';
import { runChecks } from './check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-test-reports-'));
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** Runs one step; `env` adds to this process's environment, or with `replaceEnv` is the whole of it. */
function run(step, args, env, replaceEnv = false) {
  process.stdout.write(`\n=== ${step}\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: replaceEnv ? env : { ...process.env, ...env },
  });
  process.stdout.write(`=== ${step}: ${Math.round((Date.now() - started) / 1000)} s\n`);
  if (result.status !== 0) failedSteps.push(step);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function vitest(step, args, env, replaceEnv = false) {
  const output = path.join(reports, `${step.replace(/\W+/g, '-')}.json`);
  run(
    step,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
    replaceEnv,
  );
  countVitest(output);
}

function portOpen(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    process.stdout.write('Installing Chromium from Debian packages (apt-get install -y chromium)…\n');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return fs.existsSync('/usr/bin/chromium');
  }
  process.stderr.write(
    "Browser tests need Debian's Chromium: run `sudo apt-get install -y chromium`, then npm test again.\n",
  );
  return false;
}

const { DATABASE_URL: configuredPostgres, ...embeddedEnv } = process.env;

// 0. The checks of `npm run check`: lint (feature boundaries included), types, formatting.
failedSteps.push(...(await runChecks()));

// 1. Units, web components and the API tests.
const full = process.argv.includes('--full');
const postgresUrl = configuredPostgres || ((await portOpen(5432, '127.0.0.1')) ? LOCAL_POSTGRES : null);
// The gate scales property tests down (their full counts run in test:full; see PROPERTY_RUNS in the test files).
const propertyRuns = full ? {} : { PROPERTY_RUNS: 'gate' };

// The API tests about the embedded default itself: its migrations and data directory, backup and restore, start-up
// and shutdown with its single connection, and a smoke of every module's main reads and writes. With PostgreSQL at
// hand the rest of the API suite runs there only.
const EMBEDDED_DEFAULT_TESTS = [
  'apps/api/src/db/',
  'apps/api/src/backup.int.test.ts',
  'apps/api/src/startup.int.test.ts',
  'apps/api/src/shutdown.int.test.ts',
  'apps/api/src/modules/platform.int.test.ts',
  'apps/api/src/modules/authorization-matrix.int.test.ts',
];

// Units and web components on their own: the API's workers keep the imported app between files (isolate: false in
// apps/api/vitest.config.ts), and in one run with the web project they held a worker slot through it.
vitest(
  'contract units and web component tests',
  ['--project', 'contracts', '--project', 'web', '--project', 'web-isolated'],
  propertyRuns,
);

const api = ['--project', 'api'];
if (!postgresUrl) {
  process.stdout.write('\n(no DATABASE_URL and nothing on 127.0.0.1:5432: the API tests run on PGlite only)\n');
  vitest('API tests (PGlite)', api, { ...embeddedEnv, ...propertyRuns }, true);
} else if (full) {
  vitest('API tests (PGlite)', api, embeddedEnv, true);
  vitest('API tests (PostgreSQL)', api, { DATABASE_URL: postgresUrl });
} else {
  vitest('API tests (PostgreSQL)', api, { DATABASE_URL: postgresUrl, ...propertyRuns });
  vitest(
    'API tests about the embedded default (PGlite)',
    [...api, ...EMBEDDED_DEFAULT_TESTS],
    { ...embeddedEnv, ...propertyRuns },
    true,
  );
}

// 2. Browser journeys.
if (process.env.SKIP_E2E === '1') {
  process.stdout.write('\n=== browser tests: skipped (SKIP_E2E=1)\n');
} else if (ensureChromium()) {
  buildWeb();
  await buildApi();
  const output = path.join(reports, 'e2e.json');
  run(
    'browser journeys (Playwright, Chromium)',
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'],
    // On PostgreSQL when at hand: the embedded default has its own API tests above.
    { PLAYWRIGHT_JSON_OUTPUT_NAME: output, ...(postgresUrl ? { E2E_DATABASE_URL: postgresUrl } : {}) },
  );
  if (fs.existsSync(output)) {
    const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
} else {
  failedSteps.push('browser journeys (no Chromium)');
}

fs.rmSync(reports, { recursive: true, force: true });
process.stdout.write('\n');
if (failedSteps.length > 0) process.stdout.write(`Failed: ${failedSteps.join('; ')}\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
