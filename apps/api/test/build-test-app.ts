import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import { openPglite, openPostgres, type DatabaseHandle, type QueryHook } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import { loggerOptions } from '../src/lib/logger.ts';
import { createPasswordHasher } from '../src/lib/passwords.ts';
import { createQueryCounter } from '../src/plugins/query-count.ts';
import { defaultRateLimits, type RateLimits } from '../src/plugins/rate-limit.ts';
import { adminQuery, withDatabase } from './postgres-template.ts';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** argon2id's least cost (8 KiB, one pass): real hashes that take microseconds rather than about 50 ms each. */
const TEST_PASSWORD_COST = { memoryCost: 8, timeCost: 1 };

/** Limits high enough that ordinary tests never meet them; rate-limit tests pass their own. */
export const relaxedRateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, max: 100_000 }]),
) as RateLimits;

export interface TestApp {
  app: App;
  clock: TestClock;
  dataDir: string;
  database: DatabaseHandle;
  /** The SMS the outbox worker delivered (to the dev transport's files), oldest first. */
  sms(): Promise<{ to: string; body: string; sent_at: string }[]>;
  /** The mail the outbox worker delivered (.eml texts of the dev transport), oldest first. */
  mail(): Promise<string[]>;
  /** Every log line so far (JSON), when built with captureLogs; else none. */
  logs(): string[];
}

async function readOutbox(dir: string): Promise<string[]> {
  try {
    const files = (await fs.readdir(dir)).sort();
    return Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  } catch {
    return [];
  }
}

async function openTestDatabase(
  onQuery?: QueryHook,
): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    const database = template
      ? await openPglite(undefined, { loadDataDir: new Blob([await fs.readFile(template)]), onQuery })
      : await openPglite(undefined, { onQuery });
    // Already migrated when started from the template; then this finds nothing to do.
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `akwaaba_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
  const database = await openPostgres(withDatabase(url, name), 30, undefined, onQuery);
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Every app the test file built, wherever it built it (at the top, in a hook or in a test: `afterAll` called from a
 * hook or a test is never run, which left a PostgreSQL database behind per such app). The setup file
 * (test/close-apps.ts), which runs again for each test file, closes them after the file's tests.
 */
const openApps: (() => Promise<void>)[] = [];

export async function closeOpenApps(): Promise<void> {
  const failures: unknown[] = [];
  for (const close of openApps.splice(0).reverse()) await close().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
}

/** Hash parameters, column names and stack frames that no answer may ever carry. */
const SECRET_PATTERNS = [/password_hash/i, /\$argon2/, /\n\s+at .+:\d+:\d+/, /node_modules/];

/**
 * Watches every answer of the app: a 4xx/5xx must be JSON with a message (web app pages aside), and nothing may
 * carry a password hash or a stack trace. The file fails after its tests when one did.
 */
function auditResponses(app: App, allowServerErrors: boolean): string[] {
  const leaks: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const where = `${request.method} ${request.url.slice(0, 80)} -> ${reply.statusCode}`;
    // A page of the web app (a detail page of a missing item) answers 404 with the app's HTML, not JSON.
    const isWebPage =
      !request.url.startsWith('/api') && String(reply.getHeader('content-type')).startsWith('text/html');
    if (reply.statusCode >= 400 && !isWebPage) {
      let message: unknown;
      try {
        message = (JSON.parse(text ?? '') as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || message.length === 0)
        leaks.push(`${where}: error without a JSON message: ${text?.slice(0, 200)}`);
    }
    // 503 and 507 are declared answers (an outside service down, a full disk: plugins/errors.ts), not broken ones.
    const declared = reply.statusCode === 503 || reply.statusCode === 507;
    if (text && reply.statusCode >= 500 && !declared && !allowServerErrors)
      leaks.push(`${where}: server error ${text.slice(0, 200)}`);
    for (const pattern of SECRET_PATTERNS) {
      if (text && pattern.test(text)) leaks.push(`${where}: matches ${pattern}`);
    }
    return payload;
  });
  return leaks;
}

/**
 * A fresh app on a fresh database (PGlite in memory, or a clone of the PostgreSQL template
 * when DATABASE_URL is set), with a clock the test can move and the outboxes in a temp dir.
 * Closed after the file's tests.
 */
export async function buildTestApp(
  options: {
    rateLimits?: RateLimits;
    env?: Record<string, string>;
    captureLogs?: boolean;
    /** For a test that forces a failure on purpose: its 500 is not counted as a broken contract. */
    allowServerErrors?: boolean;
    /** Stand-ins for the outside world a test makes fail (a full disk under the uploads, a mailer that cannot write). */
    files?: AppDeps['files'];
    mailer?: AppDeps['mailer'];
    /** A stand-in for the web app's server render (the pages' tests record what it is given). */
    render?: AppDeps['render'];
    /** The production argon2id cost, for the tests about how passwords are stored and checked. */
    productionPasswordCost?: boolean;
    /** Each answer says in `x-query-count` how many statements its request issued (as the benchmark's server does). */
    countQueries?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-test-'));
  const queryCounter = options.countQueries ? createQueryCounter() : undefined;
  const { database, dispose } = await openTestDatabase(queryCounter?.onQuery);
  const clock = createTestClock();
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://akwaaba.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const logLines: string[] = [];
  const app = await buildApp({
    env,
    database,
    clock,
    // The production logger configuration, written to memory, so a test can read what would be logged.
    logger: options.captureLogs ? loggerOptions('debug', { write: (line) => logLines.push(line) }) : false,
    rateLimits: options.rateLimits ?? relaxedRateLimits,
    files: options.files,
    mailer: options.mailer,
    render: options.render,
    passwords: options.productionPasswordCost ? undefined : createPasswordHasher(TEST_PASSWORD_COST),
    queryCounter,
  });
  await app.services.categoriesService.seed();
  const leaks = auditResponses(app, options.allowServerErrors ?? false);
  await app.ready();

  openApps.push(async () => {
    try {
      expect(leaks, 'responses that broke the error contract or leaked secrets').toEqual([]);
    } finally {
      // A file whose answers broke the contract still closes its app, its database and its temp dir.
      await app.close();
      await dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  /** What the outbox worker would have delivered by now, then the transport's files. */
  async function drainThen(dir: string): Promise<string[]> {
    await app.services.outbox.drain();
    return readOutbox(dir);
  }

  return {
    app,
    clock,
    dataDir,
    database,
    sms: async () =>
      (await drainThen(path.join(dataDir, 'outbox', 'sms'))).map(
        (text) => JSON.parse(text) as { to: string; body: string; sent_at: string },
      ),
    mail: () => drainThen(path.join(dataDir, 'outbox', 'mail')),
    logs: () => [...logLines],
  };
}

/**
 * A second instance of the app, as a second server process would be: the same database, data directory (so the same
 * server secret) and clock, its own services, workers and connection pool. PostgreSQL only: on PGlite's one connection
 * two apps would share, and clash on, their prepared statements. Closed before the first.
 */
export async function buildSecondInstance(testApp: TestApp): Promise<App> {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: testApp.dataDir,
    PUBLIC_URL: 'http://akwaaba.test',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    env,
    database: testApp.database,
    clock: testApp.clock,
    logger: false,
    rateLimits: relaxedRateLimits,
    passwords: createPasswordHasher(TEST_PASSWORD_COST),
  });
  await app.ready();
  openApps.push(() => app.close());
  return app;
}
