import { customType } from 'drizzle-orm/pg-core';

/**
 * A full-text search column (docs/rules/stack-and-layout.md): generated from the row's text, queried with
 * websearch_to_tsquery.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
