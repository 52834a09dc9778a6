import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { freePort } from './free-port.ts';
import { adminQuery, withDatabase } from './postgres-template.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(apiRoot, 'src', 'server.ts');

export interface ServerProcess {
  /** http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote so far (its logs are JSON lines on stdout). */
  stdout(): string;
  stderr(): string;
  /** Resolves once the process printed text matching the pattern (for a log line the test waits for). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends a signal (SIGTERM, SIGINT, SIGKILL…); what happens next is read from `exited`. */
  signal(signal: NodeJS.Signals): void;
  /** The exit code once the process ended; null when a signal killed it (`exitSignal` then says which). */
  exited: Promise<number | null>;
  exitSignal(): NodeJS.Signals | null;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. Safe to call after it exited. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Processes this test file started: any left running (a failed test) are killed after the file's tests. */
const running = new Set<ChildProcess>();

/**
 * Starts the real server (`apps/api/src/server.ts`, run from source through tsx, as `npm start` runs the build) as a
 * child process and resolves once `GET /api/v1/health` answers 200. The environment is the given one over a quiet
 * baseline (HOST 127.0.0.1, a free PORT, PUBLIC_URL on that port, LOG_LEVEL warn, SEED_DEMO false, NODE_ENV test):
 * pass DATA_DIR (always: uploads and the dev outboxes live there) and DATABASE_URL for PostgreSQL — see
 * `serverDatabase()` — plus REDIS_URL, S3_*, TRUST_PROXY… as the test needs. Nothing of the test runner's own
 * environment is passed but PATH and HOME, so DATABASE_URL of the run never leaks into a process meant for PGlite.
 */
export async function startServerProcess(
  options: { env?: Record<string, string | undefined>; port?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {};
  const merged = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // No built web app is needed to answer the API.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'akwaaba-no-web-dist'),
    ...options.env,
  };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) env[key] = value;

  // `--import tsx` is resolved from the working directory: the API package's, where node_modules reach tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const outputListeners = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const listener of outputListeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    for (const listener of outputListeners) listener();
  });
  let exitSignal: NodeJS.Signals | null = null;
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      exitSignal = signal;
      running.delete(child);
      resolve(code);
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) {
      throw new Error(
        `The server exited (code ${await exited}) before it answered.\nstderr:\n${stderr}\nstdout:\n${stdout}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/v1/health in time.\nstderr:\n${stderr}\nstdout:\n${stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    pid: child.pid!,
    stdout: () => stdout,
    stderr: () => stderr,
    waitForOutput(pattern, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(stdout) || pattern.test(stderr)) {
            outputListeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          outputListeners.delete(check);
          reject(new Error(`No output matched ${pattern} in ${timeoutMs} ms.\nstderr:\n${stderr}\nstdout:\n${stdout}`));
        }, timeoutMs);
        outputListeners.add(check);
        check();
      });
    },
    signal(signal) {
      if (!hasExited) child.kill(signal);
    },
    exited,
    exitSignal: () => exitSignal,
    async stop(graceMs = 15_000) {
      if (hasExited) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface ServerDatabase {
  /** DATA_DIR (a fresh temp dir) and, on PostgreSQL, DATABASE_URL: spread into `startServerProcess({ env })`. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  kind: 'pglite' | 'postgres';
  /** Drops the database (PostgreSQL) and removes the data directory; call after the server stopped. */
  dispose(): Promise<void>;
}

/** Databases and directories this file made: removed after its tests even when a test failed before `dispose()`. */
const openDatabases = new Set<ServerDatabase>();

/** One hook, so the order is sure: the processes a failed test left running are killed before their data goes. */
afterAll(async () => {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  for (const database of [...openDatabases].reverse()) await database.dispose();
});

/**
 * Where a server process keeps its data: with DATABASE_URL set (a PostgreSQL run), a database of its own cloned from
 * the run's migrated template (`inject('postgresTemplate')`), dropped by `dispose()`; otherwise the embedded
 * database in the fresh DATA_DIR, loaded from the run's migrated template (`inject('pgliteTemplate')`). Several processes may share one
 * (the two-instance test) on PostgreSQL; never on PGlite (the data directory is locked by the first).
 */
export async function serverDatabase(): Promise<ServerDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-server-'));
  const url = process.env.DATABASE_URL;
  let name: string | undefined;
  if (url) {
    name = `akwaaba_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
  } else {
    // The run's migrated template, loaded into the directory: the server skips initdb and the migrations.
    const template = inject('pgliteTemplate');
    if (template) {
      const database = await openPglite(dataDir, { loadDataDir: new Blob([await fs.readFile(template)]) });
      await database.close();
    }
  }
  let disposed = false;
  const database: ServerDatabase = {
    env: { DATA_DIR: dataDir, ...(url && name ? { DATABASE_URL: withDatabase(url, name) } : {}) },
    kind: url ? 'postgres' : 'pglite',
    async dispose() {
      if (disposed) return;
      disposed = true;
      openDatabases.delete(database);
      if (url && name) await adminQuery(url, `drop database if exists ${name} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  openDatabases.add(database);
  return database;
}
