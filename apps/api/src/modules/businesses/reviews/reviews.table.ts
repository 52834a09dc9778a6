import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.ts';
import { businesses } from '../businesses.table.ts';

export const reviews = pgTable(
  'business_reviews',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /**
     * Account deletion takes the member's reviews first (reviewsService.removeAllOf, decision 025); 'set null' only
     * keeps a reviewer's deletion from ever failing on a review. A null shows as 'Anonymous'.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by moderators: left out of the listing's reviews and of its counts. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 20, enum: ['moderation', 'suspension'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('business_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    // One review per member per business; a member edits theirs by posting again.
    uniqueIndex('business_reviews_member_unique')
      .on(table.businessId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('business_reviews_newest_idx').on(table.businessId, table.createdAt.desc(), table.id.desc()),
    index('business_reviews_user_idx').on(table.userId),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
