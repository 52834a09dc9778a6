// `npm run restore -- --from DIR [--force]`: loads a backup of `npm run backup` into the database and DATA_DIR this
// environment names (DATABASE_URL, else the embedded database in DATA_DIR), then checks every table's rows and
// every file's hash against the backup's manifest. The target must be empty unless --force.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { openPglite } from '../apps/api/src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../apps/api/src/db/data-dir-lock.ts';
import { EnvError, parseEnv, type Env } from '../apps/api/src/env.ts';
import {
  compare,
  countRows,
  drizzleQuery,
  FILE_FOLDERS,
  lastMigration,
  listFiles,
  MANIFEST,
  sha256File,
  toolMajorVersion,
  type Manifest,
} from './backup-manifest.ts';

class RestoreError extends Error {}

type Query = <T>(text: string) => Promise<T[]>;

function readBackup(from: string): Manifest {
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw new RestoreError(`${from} holds no ${MANIFEST}: not a backup of npm run backup.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== 1)
    throw new RestoreError(`${MANIFEST} has format ${String(manifest.format)}; this code reads 1.`);
  // A damaged backup is found before anything is replaced.
  if (!fs.existsSync(path.join(from, manifest.database.file))) {
    throw new RestoreError(`The backup's database file ${manifest.database.file} is missing.`);
  }
  for (const file of manifest.files) {
    const copy = path.join(from, 'files', file.path);
    if (!fs.existsSync(copy) || sha256File(copy) !== file.sha256) {
      throw new RestoreError(
        `The backup's file ${file.path} is missing or damaged (its SHA-256 differs from the manifest).`,
      );
    }
  }
  return manifest;
}

async function restorePostgres(
  url: string,
  from: string,
  manifest: Manifest,
  force: boolean,
  beforeReplacing: () => void,
): Promise<{ query: Query; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
  try {
    const [{ count } = { count: 0 }] = await query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (count > 0 && !force) {
      throw new RestoreError(
        `The target database is not empty (${count} tables). Restore into a new, empty database, ` +
          'or pass --force to replace what it holds.',
      );
    }
    beforeReplacing();
    const major = toolMajorVersion('pg_restore');
    if (major === null) {
      throw new RestoreError(
        'pg_restore was not found. Install the PostgreSQL client tools (Debian: postgresql-client).',
      );
    }
    // One transaction: a restore that fails part-way leaves the target as it was.
    const result = spawnSync(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(force && count > 0 ? ['--clean', '--if-exists'] : []),
        `--dbname=${url}`,
        path.join(from, manifest.database.file),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] },
    );
    if (result.status !== 0) throw new RestoreError(`pg_restore failed: ${result.stderr.trim()}`);
  } catch (error) {
    await client.end();
    throw error;
  }
  return { query, close: () => client.end() };
}

async function restorePglite(
  dataDir: string,
  from: string,
  manifest: Manifest,
  force: boolean,
  beforeReplacing: () => void,
) {
  const pgdata = path.join(dataDir, 'pgdata');
  try {
    // A server running on the directory keeps its lock: checked before anything there is removed.
    lockDataDir(dataDir)();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new RestoreError(`Stop the server first: ${error.message}`);
    throw error;
  }
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    if (!force) {
      throw new RestoreError(
        `${dataDir} (DATA_DIR) already holds an embedded database. Restore into a new, empty DATA_DIR, ` +
          'or pass --force to replace it.',
      );
    }
    beforeReplacing();
    fs.rmSync(pgdata, { recursive: true, force: true });
  } else {
    beforeReplacing();
  }
  const tarball = zlib.gunzipSync(fs.readFileSync(path.join(from, manifest.database.file)));
  return openPglite(dataDir, { loadDataDir: new Blob([tarball]) });
}

function restoreFiles(env: Env, from: string, manifest: Manifest, force: boolean): void {
  for (const folder of FILE_FOLDERS) {
    // Emptiness was checked before the database was touched; with --force what is there goes.
    if (force) fs.rmSync(path.join(env.DATA_DIR, folder), { recursive: true, force: true });
  }
  for (const file of manifest.files) {
    const target = path.join(env.DATA_DIR, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, 'files', file.path), target);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
  if (!values.from) throw new RestoreError('Usage: npm run restore -- --from DIR [--force]');
  const env = parseEnv();
  const from = path.resolve(values.from);
  const manifest = readBackup(from);
  const targetKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== targetKind) {
    throw new RestoreError(
      manifest.database.kind === 'postgres'
        ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder.',
    );
  }
  // Once the database was found empty, and before it is touched: the files' folders must be empty too.
  const checkFilesRoom = () => {
    if (values.force) return;
    for (const folder of FILE_FOLDERS) {
      const dir = path.join(env.DATA_DIR, folder);
      if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
        throw new RestoreError(
          `${dir} is not empty. Restore into a new DATA_DIR, or pass --force to replace its files.`,
        );
      }
    }
  };
  let query: Query;
  let close: () => Promise<void>;
  if (env.DATABASE_URL) {
    ({ query, close } = await restorePostgres(env.DATABASE_URL, from, manifest, values.force, checkFilesRoom));
  } else {
    const database = await restorePglite(env.DATA_DIR, from, manifest, values.force, checkFilesRoom);
    query = drizzleQuery(database.db);
    close = () => database.close();
  }
  try {
    restoreFiles(env, from, manifest, values.force);
    const { lines, mismatches } = compare(
      manifest,
      await countRows(query),
      listFiles(env.DATA_DIR),
      await lastMigration(query),
    );
    process.stdout.write(`Restored the backup of ${manifest.created_at} from ${from}\n${lines.join('\n')}\n`);
    if (manifest.bucket) {
      process.stdout.write(
        `Files in the S3 bucket ${manifest.bucket} are not in this backup: restore them from the bucket's versions.\n`,
      );
    }
    if (mismatches.length > 0) {
      throw new RestoreError(`The restore does not match the backup:\n  ${mismatches.join('\n  ')}`);
    }
    process.stdout.write('Every table and file matches the backup.\n');
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof RestoreError || error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exitCode = 1;
});
