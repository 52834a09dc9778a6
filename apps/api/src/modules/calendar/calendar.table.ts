import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A member's private calendar feed (decision 038): one per member, found by the SHA-256 of its token, which is shown
 * once and never stored. It reads that member's events and nothing else; replacing or deleting the row ends the old
 * address at once, and it goes with the account.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a calendar app last read it, kept to the hour (a read writes at most once an hour). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('calendar_feeds_token_unique').on(table.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
