import { customType } from 'drizzle-orm/pg-core';

/** A full-text search column (GUIDE §2): generated from the row's text, queried with websearch_to_tsquery. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
