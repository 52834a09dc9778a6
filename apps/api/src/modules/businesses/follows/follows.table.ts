import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';
import { businesses } from '../businesses.table.ts';

export const follows = pgTable(
  'business_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.businessId] }),
    // The member's Following page, newest first; the primary key answers "does this member follow it".
    index('business_follows_user_newest_idx').on(table.userId, table.createdAt.desc()),
    index('business_follows_business_idx').on(table.businessId),
  ],
);
