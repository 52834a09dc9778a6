import { openPostgres } from '../src/db/client.ts';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from './postgres-template.ts';

/**
 * On PostgreSQL (DATABASE_URL set) the migrated schema is built once into a template
 * database; each test file then clones it into a database of its own.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) return async () => {};
  await adminQuery(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await adminQuery(url, `create database ${TEMPLATE_DATABASE}`);
  const template = await openPostgres(withDatabase(url, TEMPLATE_DATABASE), 1);
  await template.migrate();
  await template.close();
  return async () => {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  };
}
