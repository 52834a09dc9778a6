import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, openPostgres, type DatabaseHandle } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { parseEnv } from './env.ts';
import {
  countRows,
  drizzleQuery,
  listFiles,
  toolMajorVersion,
  type Manifest,
} from '../../../scripts/backup-manifest.ts';
import { relaxedRateLimits } from '../test/build-test-app.ts';
import { createApprovedBusiness } from '../test/business-factories.ts';
import { pdfFile } from '../test/cv-files.ts';
import {
  categories,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
} from '../test/event-factories.ts';
import { createJob } from '../test/job-factories.ts';
import { adminQuery, withDatabase } from '../test/postgres-template.ts';
import { serverDatabase } from '../test/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The newest migration, which a backup's manifest names. */
const latestMigration = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/api/drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.at(-1)!.tag;
const postgresUrl = process.env.DATABASE_URL;
const temporary: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(postgresUrl!, `drop database if exists ${name} with (force)`);
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-backup-test-'));
  temporary.push(dir);
  return dir;
}

/** A new, empty PostgreSQL database (not from the template: a restore target holds no tables). */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `akwaaba_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl!, `create database ${name}`);
  databases.push(name);
  return withDatabase(postgresUrl!, name);
}

/** Runs `npm run backup` / `npm run restore` as an operator would: a process of its own with only these settings. */
function runScript(script: 'backup' | 'restore', args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Members, an event with an image, an approved listing with a review, a job with an application and its CV. */
async function makeContent(database: DatabaseHandle, dataDir: string): Promise<void> {
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://akwaaba.test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, database, logger: false, rateLimits: relaxedRateLimits });
  try {
    await app.services.categoriesService.seed();
    await app.ready();
    await makeAdmin(app);
    const organiser = await makeVerifiedBusiness(app, 'Kente Events');
    const [category] = await categories(app, 'event');
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = multipart(formFields(eventBody(new Date(), category!.id)), [
      { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: image },
    ]);
    const event = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
    expect(event.statusCode, event.body).toBe(201);

    const owner = await makeBusiness(app, 'Waakye House');
    const listing = await createApprovedBusiness(app, owner, { name: 'Waakye House' });
    const ama = await makeIndividual(app, 'Ama Owusu');
    const review = await app.inject({
      method: 'POST',
      url: `/api/v1/businesses/${listing.id}/reviews`,
      headers: ama.headers,
      payload: { rating: 5, comment: 'The best waakye in Accra.' },
    });
    expect(review.statusCode, review.body).toBe(201);

    const job = await createJob(app, owner);
    const application = multipart({ cover_note: 'I would love to join your team.' }, [
      { field: 'cv', filename: 'Ama Owusu CV.pdf', contentType: 'application/pdf', content: pdfFile() },
    ]);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: { ...ama.headers, ...application.headers },
      payload: application.payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await app.services.outbox.drain();
  } finally {
    await app.close();
  }
}

/** Rows of every table (from information_schema) and every file with its hash, as the data directory holds them. */
async function snapshot(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return { tables: await countRows(drizzleQuery(database.db)), files: listFiles(env.DATA_DIR) };
  } finally {
    await database.close();
  }
}

/** On PostgreSQL the scripts run pg_dump and pg_restore (Debian: postgresql-client); without them there is nothing to test. */
const postgresToolsMissing =
  postgresUrl !== undefined && (toolMajorVersion('pg_dump') === null || toolMajorVersion('pg_restore') === null);

describe.skipIf(postgresToolsMissing)('npm run backup and npm run restore', () => {
  it('restore into a fresh database gives back every table row for row and every file byte for byte', async () => {
    const source = await serverDatabase();
    const database = source.env.DATABASE_URL
      ? await openPostgres(source.env.DATABASE_URL, 2)
      : await openDatabase({ dataDir: source.env.DATA_DIR });
    await database.migrate();
    try {
      await makeContent(database, source.env.DATA_DIR);
    } finally {
      await database.close();
    }
    const before = await snapshot(source.env);
    expect(before.tables['public.users']).toBeGreaterThanOrEqual(4);
    expect(before.tables['public.events']).toBe(1);
    expect(before.tables['public.business_reviews']).toBe(1);
    expect(before.tables['public.job_applications']).toBe(1);
    expect(before.files.filter((file) => file.path.startsWith('uploads/')).length).toBeGreaterThan(0);
    expect(before.files.filter((file) => file.path.startsWith('documents/')).length).toBe(1);

    const out = path.join(tempDir(), 'backup');
    const backup = runScript('backup', ['--out', out], source.env);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${out}`);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toMatchObject({ kind: source.kind, migration: latestMigration, tables: before.tables });
    expect(manifest.files).toEqual(before.files);

    const target = {
      DATA_DIR: tempDir(),
      ...(postgresUrl ? { DATABASE_URL: await emptyPostgresDatabase() } : {}),
    };
    const restore = runScript('restore', ['--from', out], target);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Every table and file matches the backup.');
    expect(restore.stdout).toMatch(/public\.business_reviews\s+1\s+1\n/);

    const after = await snapshot(target);
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);

    // The same target again: it is no longer empty, and nothing is replaced without --force.
    const again = runScript('restore', ['--from', out], target);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      postgresUrl
        ? /^The target database is not empty \(\d+ tables\)\. Restore into a new, empty database, or pass --force/
        : /already holds an embedded database\. Restore into a new, empty DATA_DIR, or pass --force/,
    );
    expect(await snapshot(target)).toEqual(after);

    await source.dispose();
  }, 180_000);

  it('refuses a damaged backup before touching the target', async () => {
    const source = await serverDatabase();
    const database = await openDatabase({ databaseUrl: source.env.DATABASE_URL, dataDir: source.env.DATA_DIR });
    await database.migrate();
    await database.close();
    fs.mkdirSync(path.join(source.env.DATA_DIR, 'uploads', 'events'), { recursive: true });
    fs.writeFileSync(path.join(source.env.DATA_DIR, 'uploads', 'events', 'flyer.webp'), 'an image');
    const out = path.join(tempDir(), 'backup');
    expect(runScript('backup', ['--out', out], source.env).status).toBe(0);
    fs.writeFileSync(path.join(out, 'files', 'uploads', 'events', 'flyer.webp'), 'another image');

    const target = { DATA_DIR: tempDir(), ...(postgresUrl ? { DATABASE_URL: await emptyPostgresDatabase() } : {}) };
    const restore = runScript('restore', ['--from', out], target);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain(
      "The backup's file uploads/events/flyer.webp is missing or damaged (its SHA-256 differs from the manifest).",
    );
    expect(fs.readdirSync(target.DATA_DIR)).toEqual([]);
    await source.dispose();
  }, 120_000);

  it.skipIf(postgresUrl)(
    'refuses to copy an embedded database a running server holds',
    async () => {
      const source = await serverDatabase();
      const database = await openDatabase({ dataDir: source.env.DATA_DIR });
      await database.migrate();
      await database.close();
      // This test process stands for the server: it holds the data directory's lock.
      const release = lockDataDir(source.env.DATA_DIR);
      try {
        const out = path.join(tempDir(), 'backup');
        const backup = runScript('backup', ['--out', out], source.env);
        expect(backup.status).toBe(1);
        expect(backup.stderr).toMatch(
          /^Stop the server first: Another Akwaaba server \(pid \d+\) is using the data directory .+ The embedded database can only be copied while no server uses it\./,
        );
        expect(fs.existsSync(path.join(out, 'manifest.json'))).toBe(false);
      } finally {
        release();
      }
      await source.dispose();
    },
    60_000,
  );
});
