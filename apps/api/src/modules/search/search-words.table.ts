import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The words that events, listings and jobs are searched by (as written, lower case, not stemmed), for typo tolerance
 * beyond titles: a typed word with no match here is corrected to the nearest words by trigram similarity before the
 * search vectors are matched ('jolof' also looks for 'jollof'). Kept by database triggers on those tables (migrations
 * `0013_search_words_and_held_status_mail` and `0014_search_words_counted`), so every path that writes them, deletes
 * included, keeps it true: each word counts the rows that use it and goes when none does, so a deleted or reworded
 * listing's words are never offered as corrections. No row or owner is kept with them.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 40 }).primaryKey(),
    /** How many events, listings and jobs use the word now. */
    uses: integer('uses').notNull().default(0),
  },
  (table) => [index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);
