// What `npm run backup` writes beside the database dump and `npm run restore` checks after loading it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Database } from '../apps/api/src/db/client.ts';

/** The folders of DATA_DIR that hold members' files (event and business images, CVs); the outbox is not kept. */
export const FILE_FOLDERS = ['uploads', 'documents'] as const;

export interface BackupFile {
  /** Relative to DATA_DIR (and to the backup's files/ folder), with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  created_at: string;
  database: {
    kind: 'postgres' | 'pglite';
    /** The dump's file name in the backup folder. */
    file: string;
    /** The last migration applied (the drizzle journal's tag), so a restore into older code is noticed. */
    migration: string | null;
    /** Rows per table ("schema.table"), counted in the same snapshot as the dump. */
    tables: Record<string, number>;
  };
  files: BackupFile[];
  /** Where members' files live when S3 is configured: the bucket, kept by its own versioning, not by this backup. */
  bucket: string | null;
}

export const MANIFEST = 'manifest.json';

/** Every table of the database, found from information_schema (so a table added later is covered), with its rows. */
export async function countRows(query: <T>(text: string) => Promise<T[]>): Promise<Record<string, number>> {
  const tables = await query<{ table_schema: string; table_name: string }>(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`;
    const [row] = await query<{ count: number | string }>(`select count(*)::int as count from ${quoted}`);
    counts[`${schema}.${table}`] = Number(row?.count ?? 0);
  }
  return counts;
}

/** A query function over a drizzle database (PGlite or node-postgres alike). */
export const drizzleQuery =
  (db: Database) =>
  <T>(text: string): Promise<T[]> =>
    rowsOf<T>(db, sql.raw(text));

/** The tag of the last migration recorded in drizzle's table, from the journal committed with the code. */
export async function lastMigration(query: <T>(text: string) => Promise<T[]>): Promise<string | null> {
  const [row] = await query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  ).catch(() => []);
  if (!row) return null;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const when = Number(row.created_at);
  return journal.entries.find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
}

export function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under DATA_DIR's file folders, with size and hash; folders that do not exist hold none. */
export function listFiles(root: string): BackupFile[] {
  const files: BackupFile[] = [];
  for (const folder of FILE_FOLDERS) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.push({
        path: path.relative(root, full).split(path.sep).join('/'),
        size: fs.statSync(full).size,
        sha256: sha256File(full),
      });
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The major version of a PostgreSQL client tool (pg_dump, pg_restore), or null when it is not installed. */
export function toolMajorVersion(tool: string): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout);
  return match ? Number(match[1]) : null;
}

/** Lines comparing what the manifest promised with what is there; empty `mismatches` when everything agrees. */
export function compare(
  expected: Manifest,
  tables: Record<string, number>,
  files: BackupFile[],
  migration: string | null,
): { lines: string[]; mismatches: string[] } {
  const lines: string[] = [];
  const mismatches: string[] = [];
  const names = [...new Set([...Object.keys(expected.database.tables), ...Object.keys(tables)])].sort();
  const width = Math.max(...names.map((name) => name.length), 5);
  lines.push(`${'table'.padEnd(width)}  backup  restored`);
  for (const name of names) {
    const want = expected.database.tables[name];
    const have = tables[name];
    const ok = want === have;
    lines.push(
      `${name.padEnd(width)}  ${String(want ?? '-').padStart(6)}  ${String(have ?? '-').padStart(8)}${ok ? '' : '  MISMATCH'}`,
    );
    if (!ok) mismatches.push(`table ${name}: ${want ?? 'absent'} rows in the backup, ${have ?? 'absent'} restored`);
  }
  const restored = new Map(files.map((file) => [file.path, file]));
  for (const file of expected.files) {
    const found = restored.get(file.path);
    if (!found) mismatches.push(`file ${file.path}: missing`);
    else if (found.sha256 !== file.sha256 || found.size !== file.size) mismatches.push(`file ${file.path}: differs`);
    restored.delete(file.path);
  }
  for (const extra of restored.keys()) mismatches.push(`file ${extra}: not in the backup`);
  lines.push(`files: ${expected.files.length} in the backup, ${files.length} restored`);
  if (migration !== expected.database.migration) {
    mismatches.push(`migration: ${expected.database.migration} in the backup, ${migration} restored`);
  }
  return { lines, mismatches };
}
