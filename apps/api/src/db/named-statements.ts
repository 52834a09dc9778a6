import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Runs a statement written with `sql` (a write whose CTEs do several things at once) as a named prepared statement,
 * named after its text, as drizzle's `.prepare()` names the query builder's: PostgreSQL parses and plans it once per
 * connection instead of on every request, which on the busiest writes was a large part of their cost (the write
 * ceiling's figures, README). A statement's text depends only on its shape, never on the values, which are parameters.
 * Answers the driver's result, as `execute` does.
 */
export function executeNamed<Row>(executor: Executor, query: SQL): Promise<{ rows: Row[] }> {
  const session = executor._.session as unknown as {
    dialect: PgDialect;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<{ rows: Row[] }> };
  };
  const built = session.dialect.sqlToQuery(query);
  const name = `named_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
