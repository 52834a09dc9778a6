import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiMessages } from '@akwaaba/contracts';
import { buildApp, type App } from '../app.ts';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { loggerOptions } from '../lib/logger.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';
import { createLocalStorage, type FileStorage } from '../lib/storage.ts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../test/build-test-app.ts';
import { pdfFile } from '../../test/cv-files.ts';
import {
  categoryBySlug,
  eventBody,
  formFields,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../test/event-factories.ts';
import { selectRows } from '../../test/factories.ts';
import { createJob } from '../../test/job-factories.ts';
import { adminQuery, withDatabase } from '../../test/postgres-template.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

/**
 * docs/rules/security-and-reliability.md: every outside service can fail without a 500. Each dependency is made to fail
 * for real (PostgreSQL behind a proxy that cuts and refuses connections, and its backends terminated; the S3 server
 * stopped; a disk that fills under the uploads and the mail outbox) while requests come in, then comes back; the
 * answers must be 2xx, 503 with Retry-After or 507, never 500, nothing acknowledged may be lost or stored half-way, and
 * service resumes within 5 s.
 */

const postgresUrl = process.env.DATABASE_URL;
/** How soon after a dependency returns the server must answer normally again. */
const RECOVERY_MS = 5_000;

/** Polls `attempt` until it answers true; answers how long that took, or fails past `limitMs`. */
async function timeUntil(attempt: () => Promise<boolean>, limitMs = RECOVERY_MS): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await attempt()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not recovered within ${limitMs} ms`);
    await sleep(100);
  }
}

/** A real ENOSPC as Node raises it: a write to Linux's always-full device, or its exact shape elsewhere. */
async function noSpaceLeft(): Promise<never> {
  if (existsSync('/dev/full')) await fs.writeFile('/dev/full', Buffer.alloc(4096));
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
    errno: -28,
    code: 'ENOSPC',
    syscall: 'write',
  });
}

describe.skipIf(!postgresUrl)('PostgreSQL restarting under a burst of writes', () => {
  const name = `akwaaba_test_${randomUUID().replaceAll('-', '')}`;
  const logLines: string[] = [];
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  /** A direct connection to the test database, past the proxy: what the database really holds. */
  let direct: pg.Client;

  beforeAll(async () => {
    await adminQuery(postgresUrl!, `create database ${name} template ${inject('postgresTemplate')}`);
    const server = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const proxied = new URL(withDatabase(postgresUrl!, name));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openPostgres(proxied.toString(), 10);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-pg-outage-'));
    app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://akwaaba.test',
        CONTACT_EMAIL: 'team@akwaaba.test',
      }),
      database,
      logger: loggerOptions('info', { write: (line) => logLines.push(line) }),
      rateLimits: relaxedRateLimits,
    });
    await app.ready();
    direct = new pg.Client({ connectionString: withDatabase(postgresUrl!, name) });
    await direct.connect();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop();
    await direct?.end();
    await adminQuery(postgresUrl!, `drop database if exists ${name} with (force)`);
  });

  interface Answer {
    message: string;
    status: number;
    retryAfter: string | undefined;
    body: unknown;
  }

  /** `count` contact messages, each distinct, sent `spacingMs` apart while `fault` runs beside them. */
  async function burst(label: string, count: number, spacingMs: number, fault: () => Promise<void>) {
    const answers = Promise.all(
      Array.from({ length: count }, async (_, index): Promise<Answer> => {
        await sleep(index * spacingMs);
        const message = `${label}: message ${index} of the burst, with distinct words.`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/contact',
          payload: { name: 'Burst Sender', email: `burst${index}@example.com`, subject: 'General question', message },
        });
        return {
          message,
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          body: response.json(),
        };
      }),
    );
    await fault();
    return answers;
  }

  /** Every answer is the write acknowledged, or a 503 saying to try again: never a 500. */
  function expectOnlyAcknowledgedOr503(answers: Answer[]) {
    for (const answer of answers) {
      if (answer.status === 200) continue;
      const unhandled = logLines.filter((line) => line.includes('unhandled error'));
      expect(answer, `${answer.message} ${unhandled.join('\n')}`).toMatchObject({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: { message: apiMessages.serviceUnavailable },
      });
    }
  }

  /** Each acknowledged message is stored exactly once; none is stored twice. */
  async function expectAcknowledgedStoredOnce(label: string, answers: Answer[]) {
    const { rows } = await direct.query<{ message: string; copies: number }>(
      'select message, count(*)::int as copies from contact_messages where message like $1 group by message',
      [`${label}:%`],
    );
    const stored = new Map(rows.map((row) => [row.message, row.copies]));
    for (const { message } of answers.filter((answer) => answer.status === 200)) {
      expect(stored.get(message), `acknowledged but not stored: ${message}`).toBe(1);
    }
    expect(rows.filter((row) => row.copies > 1)).toEqual([]);
  }

  const healthy = async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode === 200;

  it('answers 503 with Retry-After while the database is away, loses no acknowledged write, and recovers', async () => {
    let recoveryMs = Infinity;
    const answers = await burst('proxy outage', 60, 40, async () => {
      await sleep(500);
      await proxy.outage();
      await sleep(1_500);
      await proxy.restore();
      recoveryMs = await timeUntil(healthy);
    });
    expect(recoveryMs).toBeLessThan(RECOVERY_MS);

    expectOnlyAcknowledgedOr503(answers);
    // The outage really met the burst: some writes were refused, some acknowledged.
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    await expectAcknowledgedStoredOnce('proxy outage', answers);

    const after = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'After',
        email: 'after@example.com',
        subject: 'General question',
        message: 'Back to normal now.',
      },
    });
    expect(after.statusCode).toBe(200);

    // Logged at warn by class and code, never with the statement's parameters, never as an unhandled error.
    const failures = logLines.filter((line) => line.includes('"dependency.failed"'));
    expect(failures.length).toBeGreaterThan(0);
    for (const line of failures) {
      expect(JSON.parse(line)).toMatchObject({ level: 40, dependency: 'database', code: expect.any(String) });
      expect(line).not.toMatch(/burst\d+@example\.com|"stack"|params/);
    }
    expect(logLines.filter((line) => line.includes('unhandled error'))).toEqual([]);
  });

  it('survives its connections being terminated by the server (pg_terminate_backend) mid-burst', async () => {
    let terminated = 0;
    let recoveryMs = Infinity;
    const answers = await burst('terminated', 60, 30, async () => {
      for (const wait of [400, 300, 300]) {
        await sleep(wait);
        const { rows } = await direct.query<{ killed: boolean }>(
          `select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows.filter((row) => row.killed).length;
      }
      recoveryMs = await timeUntil(healthy);
    });

    expect(terminated).toBeGreaterThan(0);
    expectOnlyAcknowledgedOr503(answers);
    await expectAcknowledgedStoredOnce('terminated', answers);
    expect(recoveryMs).toBeLessThan(RECOVERY_MS);
    expect(logLines.filter((line) => line.includes('unhandled error'))).toEqual([]);
  });
});

describe('the S3 bucket unreachable', () => {
  let s3: S3Server;
  let testApp: TestApp;
  let app: App;
  let organiser: Actor;
  let seeker: Actor;
  let categoryId: number;
  let jobId: number;
  const flyer = sharp({ create: { width: 640, height: 480, channels: 3, background: '#006B3F' } })
    .png()
    .toBuffer();

  beforeAll(async () => {
    s3 = await startS3Server();
    testApp = await buildTestApp({ env: s3.env });
    app = testApp.app;
    organiser = await makeVerifiedBusiness(app);
    seeker = await makeIndividual(app, 'Esi Appiah');
    categoryId = (await categoryBySlug(app, 'event', 'food-and-music')).id;
    jobId = (await createJob(app, await makeVerifiedBusiness(app, 'Volta Logistics'))).id;
  });
  afterAll(() => s3?.stop());

  const uploadEvent = async () => {
    const form = multipart(formFields(eventBody(testApp.clock.now(), categoryId)), [
      { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: await flyer },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const apply = (who: Actor, job: number) => {
    const form = multipart({ cover_note: 'Five years of dispatch.' }, [
      { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfFile() },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job}/apply`,
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const count = async (table: 'events' | 'job_applications') =>
    Number((await selectRows(testApp.database, sql`select count(*) as n from ${sql.identifier(table)}`))[0]!.n);

  function expectStorage503(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({ message: apiMessages.fileStorageUnavailable });
  }

  it('answers uploads and stored files 503 with Retry-After, stores nothing half-way, and uploads again on its return', async () => {
    const event = await uploadEvent();
    expect(event.statusCode, event.body).toBe(201);
    const imageUrl = event.json().data.image as string;
    const applied = await apply(seeker, jobId);
    expect(applied.statusCode, applied.body).toBe(201);
    const cvUrl = `/api/v1/job-applications/${applied.json().data.id as number}/cv`;

    const objects = await s3.keys();
    const rows = { events: await count('events'), applications: await count('job_applications') };
    await s3.pause();

    const started = Date.now();
    expectStorage503(await uploadEvent());
    expectStorage503(await apply(await makeIndividual(app, 'Kwame Boateng'), jobId));
    expectStorage503(await app.inject({ method: 'GET', url: imageUrl }));
    expectStorage503(await app.inject({ method: 'GET', url: cvUrl, headers: seeker.headers }));
    // The client gives up fast: four requests in seconds, not the SDK's minutes.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect({ events: await count('events'), applications: await count('job_applications') }).toEqual(rows);

    await s3.resume();
    const resumedAt = Date.now();
    await timeUntil(async () => (await uploadEvent()).statusCode === 201);
    expect(Date.now() - resumedAt).toBeLessThan(RECOVERY_MS);
    // Nothing the failed requests began was left in the bucket: only the objects from before, and the new event's.
    const added = (await s3.keys()).filter((key) => !objects.includes(key));
    expect(added).toHaveLength(8);
    expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: cvUrl, headers: seeker.headers })).statusCode).toBe(200);
  });
});

/**
 * A disk that fills: the uploads and CV stores write through to real directories until `fill(n)` lets only n more
 * writes through; each write after that fails with Node's own ENOSPC. `free()` gives the space back.
 */
function fillingDisk(root: string) {
  let writesLeft = Infinity;
  const store = (folder: string): FileStorage => {
    const real = createLocalStorage(path.join(root, folder));
    return {
      ...real,
      async put(key, content) {
        if (writesLeft <= 0) await noSpaceLeft();
        writesLeft -= 1;
        await real.put(key, content);
      },
    };
  };
  return {
    files: { uploads: store('uploads'), documents: store('documents') },
    fill: (writes: number) => {
      writesLeft = writes;
    },
    free: () => {
      writesLeft = Infinity;
    },
    /** Every file on the disk, relative to it. */
    async contents(): Promise<string[]> {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    },
  };
}

describe('the data disk full', () => {
  let root: string;
  let disk: ReturnType<typeof fillingDisk>;
  let testApp: TestApp;
  let app: App;
  let mailFull = false;
  let mailDir: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-disk-'));
    mailDir = path.join(root, 'outbox', 'mail');
    disk = fillingDisk(path.join(root, 'files'));
    const logger = { info() {}, warn() {}, error() {}, debug() {} };
    const fileMailer = createMailer({ from: 'Akwaaba <no-reply@akwaaba.test>', outboxDir: mailDir, logger });
    const mailer: Mailer = {
      async send(message) {
        if (mailFull) await noSpaceLeft();
        await fileMailer.send(message);
      },
    };
    testApp = await buildTestApp({ files: disk.files, mailer, env: { CONTACT_EMAIL: 'team@akwaaba.test' } });
    app = testApp.app;
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('answers an upload 507 when the disk fills part-way, leaves no file behind, and stores it once space returns', async () => {
    const organiser = await makeVerifiedBusiness(app);
    const categoryId = (await categoryBySlug(app, 'event', 'food-and-music')).id;
    const flyer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#CE1126' } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = multipart(formFields(eventBody(testApp.clock.now(), categoryId)), [
        { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: flyer },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: { ...organiser.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const events = async () => (await selectRows(testApp.database, sql`select id from events`)).length;
    const before = await events();

    // Two of the picture's eight renditions fit; the third finds the disk full.
    disk.fill(2);
    const refused = await upload();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ message: apiMessages.storageFull });
    expect(await disk.contents()).toEqual([]);
    expect(await events()).toBe(before);

    disk.free();
    const stored = await upload();
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await disk.contents()).toHaveLength(8);
  });

  it('answers a CV upload 507 on a full disk with no application and no file, and takes it once space returns', async () => {
    const job = await createJob(app, await makeVerifiedBusiness(app, 'Tema Freight'));
    const seeker = await makeIndividual(app, 'Abena Mensah');
    const apply = () => {
      const form = multipart({ cover_note: 'Eight years of freight.' }, [
        { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfFile() },
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/v1/job-listings/${job.id}/apply`,
        headers: { ...seeker.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const filesBefore = await disk.contents();

    disk.fill(0);
    const refused = await apply();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ message: apiMessages.storageFull });
    expect(await disk.contents()).toEqual(filesBefore);
    expect(await selectRows(testApp.database, sql`select id from job_applications where job_id = ${job.id}`)).toEqual(
      [],
    );

    disk.free();
    expect((await apply()).statusCode).toBe(201);
    expect((await disk.contents()).filter((file) => file.startsWith('documents/'))).toHaveLength(1);
  });

  it('keeps a mail the outbox could not write to a full disk, and delivers it once space returns', async () => {
    const files = async () => fs.readdir(mailDir).catch(() => [] as string[]);
    // The welcome mails of the members made above go first.
    await app.services.outbox.drain();
    const earlier = await files();

    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Kojo', email: 'kojo@example.com', subject: 'General question', message: 'Is the braai on?' },
    });
    expect(sent.statusCode).toBe(200);

    mailFull = true;
    await app.services.outbox.drain();
    expect(await files()).toEqual(earlier);
    const [queued] = await selectRows(
      testApp.database,
      sql`select status, attempts, last_error from outbox_messages where kind = 'mail' order by id desc limit 1`,
    );
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ENOSPC') });

    mailFull = false;
    testApp.clock.advance(60_000);
    await app.services.outbox.drain();
    const delivered = (await files()).filter((file) => !earlier.includes(file));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatch(/\.eml$/);
    expect(await fs.readFile(path.join(mailDir, delivered[0]!), 'utf8')).toContain('Is the braai on?');
  });
});
