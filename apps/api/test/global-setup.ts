import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { adminQuery, templateDatabaseName, withDatabase } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) each test file starts its own instance from. */
    pgliteTemplate: string | null;
    /** The migrated PostgreSQL database each test file clones (DATABASE_URL set), or null. */
    postgresTemplate: string | null;
  }
}

/**
 * The migrated schema is built once: on PostgreSQL (DATABASE_URL set) into a template
 * database that each test file clones; on PGlite into a dumped data directory that each
 * test file loads (which skips PGlite's initdb, about 2 s a file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = await openPglite();
    await template.migrate();
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-pglite-')), 'template.tar');
    await fs.writeFile(file, Buffer.from(await (await template.dumpDataDir()).arrayBuffer()));
    await template.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    return async () => {
      await fs.rm(path.dirname(file), { recursive: true, force: true });
    };
  }
  project.provide('pgliteTemplate', null);
  const TEMPLATE_DATABASE = templateDatabaseName();
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  await adminQuery(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await adminQuery(url, `create database ${TEMPLATE_DATABASE}`);
  const template = await openPostgres(withDatabase(url, TEMPLATE_DATABASE), 1);
  await template.migrate();
  await template.close();
  return async () => {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  };
}
