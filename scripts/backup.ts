// `npm run backup -- [--out DIR]`: the database and members' files, with a manifest that `npm run restore` checks.
// PostgreSQL (DATABASE_URL): pg_dump -Fc, taken in the same snapshot as the row counts, so a live server is fine.
// Embedded (DATA_DIR): PGlite's own dump of the data directory, only while no server uses it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { openPglite } from '../apps/api/src/db/client.ts';
import { DataDirLockedError } from '../apps/api/src/db/data-dir-lock.ts';
import { EnvError, parseEnv, type Env } from '../apps/api/src/env.ts';
import {
  countRows,
  drizzleQuery,
  lastMigration,
  listFiles,
  MANIFEST,
  toolMajorVersion,
  type Manifest,
} from './backup-manifest.ts';

class BackupError extends Error {}

async function backupPostgres(url: string, out: string): Promise<Manifest['database']> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const serverMajor = Math.floor(
      Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000,
    );
    const dumpMajor = toolMajorVersion('pg_dump');
    if (dumpMajor === null) {
      throw new BackupError('pg_dump was not found. Install the PostgreSQL client tools (Debian: postgresql-client).');
    }
    if (dumpMajor < serverMajor) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${serverMajor} server. Install pg_dump ${serverMajor} or newer.`,
      );
    }
    // The counts and the dump see the same snapshot: writes that land meanwhile are in neither.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
    const query = async <T>(text: string) => (await client.query(text)).rows as T[];
    const tables = await countRows(query);
    const migration = await lastMigration(query);
    const file = 'database.dump';
    const dump = spawnSync(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(out, file)}`, `--dbname=${url}`],
      { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] },
    );
    if (dump.status !== 0) throw new BackupError(`pg_dump failed: ${dump.stderr.trim()}`);
    await client.query('commit');
    return { kind: 'postgres', file, migration, tables };
  } finally {
    await client.end();
  }
}

async function backupPglite(dataDir: string, out: string): Promise<Manifest['database']> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR). Nothing to back up.`);
  }
  let database;
  try {
    // Takes the data directory's lock: a running server holds it, and a live directory is never copied.
    database = await openPglite(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `Stop the server first: ${error.message} The embedded database can only be copied while no server uses it.`,
      );
    }
    throw error;
  }
  try {
    const query = drizzleQuery(database.db);
    const tables = await countRows(query);
    const migration = await lastMigration(query);
    const tarball = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
    const file = 'database.tar.gz';
    fs.writeFileSync(path.join(out, file), zlib.gzipSync(tarball));
    return { kind: 'pglite', file, migration, tables };
  } finally {
    await database.close();
  }
}

function copyFiles(env: Env, out: string): Manifest['files'] {
  const files = listFiles(env.DATA_DIR);
  for (const file of files) {
    const target = path.join(out, 'files', file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(env.DATA_DIR, file.path), target);
  }
  return files;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = parseEnv();
  const createdAt = new Date();
  const out = path.resolve(values.out ?? path.join('backups', createdAt.toISOString().replaceAll(':', '-')));
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
    throw new BackupError(`${out} is not empty. Give an empty or new folder with --out.`);
  }
  fs.mkdirSync(out, { recursive: true });

  let database: Manifest['database'];
  let files: Manifest['files'];
  try {
    database = env.DATABASE_URL ? await backupPostgres(env.DATABASE_URL, out) : await backupPglite(env.DATA_DIR, out);
    files = copyFiles(env, out);
  } catch (error) {
    // No half backup is left to be mistaken for a whole one (the manifest is written last in any case).
    fs.rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const manifest: Manifest = {
    format: 1,
    created_at: createdAt.toISOString(),
    database,
    files,
    bucket: env.S3_BUCKET ?? null,
  };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  const rows = Object.values(database.tables).reduce((sum, count) => sum + count, 0);
  const lines = [
    `Backup written to ${out}`,
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'}, ${Object.keys(database.tables).length} tables, ${rows} rows, migration ${database.migration ?? 'none'}`,
    `  files: ${files.length} (${files.reduce((sum, file) => sum + file.size, 0)} bytes) from ${env.DATA_DIR}`,
    ...(manifest.bucket
      ? [`  S3 bucket ${manifest.bucket}: not copied; keep it with the bucket's own versioning (docs/operations.md).`]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof EnvError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(`Backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
