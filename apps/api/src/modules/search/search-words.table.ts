import { index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The words that events, listings and jobs are searched by (as written, lower case, not stemmed), for typo tolerance
 * beyond titles: a typed word with no match here is corrected to the nearest words by trigram similarity before the
 * search vectors are matched ('jolof' also looks for 'jollof'). Filled by database triggers on those tables (the
 * migration `0013_search_words_and_held_status_mail`), so every path that writes them feeds it. A bare list of words: no row, owner or
 * count is kept with them.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 40 }).primaryKey(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);
