import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** What a member did or what happened to them, newest first on the dashboard and /activity. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other member whose action this tells of, so their name can be taken out when their account goes. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 40 }).notNull(),
    message: varchar('message', { length: 300 }).notNull(),
    link: varchar('link', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member opens the notifications menu; null entries are the unread count. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('activities_user_created_idx').on(table.userId, table.createdAt),
    index('activities_actor_idx')
      .on(table.actorId)
      .where(sql`${table.actorId} is not null`),
    index('activities_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
