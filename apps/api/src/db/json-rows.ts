import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row from the object `row_to_json` made of it inside a raw statement (a write whose CTEs return several
 * rows at once): keys are column names, and each value is read as the table's column reads it.
 */
export function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
