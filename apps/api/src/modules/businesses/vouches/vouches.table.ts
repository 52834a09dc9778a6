import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { VOUCH_NOTE_MAX } from '@akwaaba/contracts';
import { users } from '../../users/users.table.ts';
import { businesses } from '../businesses.table.ts';

/** A member's word for a business they have used: one per member and business (decision 032). */
export const vouches = pgTable(
  'business_vouches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    note: varchar('note', { length: VOUCH_NOTE_MAX }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.userId] }),
    // The listing's newest vouches; the member's own, for erasure and the data export.
    index('business_vouches_newest_idx').on(table.businessId, table.createdAt.desc()),
    index('business_vouches_user_idx').on(table.userId),
  ],
);
