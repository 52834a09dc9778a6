import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * One row per member who follows something (a business, an association as its member, a notice source): where their
 * weekly digest stands (decision 042). A row is claimed when due, and its digest is queued and the row moved on in
 * the same transaction, so nothing is mailed twice, whichever process claims it.
 */
export const memberDigests = pgTable(
  'member_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the next digest is due, on the application's clock: a week after the last one was considered. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /**
     * What was created before this moment has been considered: the next digest lists only what was created from it
     * on. In the database's time, as the items' `created_at` are, and never past a write still in flight.
     */
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    /** When the last digest was queued for the member; null until the first one. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('member_digests_due_idx').on(table.dueAt)],
);

export type MemberDigestRow = typeof memberDigests.$inferSelect;
