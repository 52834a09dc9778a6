import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * A prepared statement whose rows are read as arrays and turned into answers by `map`, written by hand for the
 * query's select list, in its order. drizzle's own reading walks every cell through its column and builds nested
 * objects that the mapper then copies: on the public lists, the busiest reads, that was about a tenth of a request's
 * CPU (the bench's profile). Everywhere else the query builder's own rows are read.
 */
export function prepareArrayRows<Row>(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  name: string,
  map: (row: unknown[]) => Row,
) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
    query.toSQL(),
    undefined,
    name,
    true,
    (rows) => rows.map(map),
  );
}
